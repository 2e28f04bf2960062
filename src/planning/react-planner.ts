import { randomUUID } from 'node:crypto';
import type { TurnContext } from 'botbuilder';
import type { AI, Plan, Planner } from '@microsoft/teams-ai';
import type { ActionDefinition } from '../actions/define-action';
import { confirmationCard } from '../cards/confirmation-card';
import { cardForList } from '../cards/list-card';
import { describeChanges, needsConfirmation } from '../confirmations/destructive-changes';
import type { GroceryLists, ListLimits } from '../lists';
import type { Logger } from '../logger';
import { cardReply, type Reply, textReply } from '../replies/reply';
import { sendReplies } from '../replies/send-replies';
import type { AppTurnState } from '../state';
import { failureObservation, readObservation } from './observations';
import type { ValidatedPlan } from './plan';
import { type AppliedCall, executePlan, type PlanOutput } from './plan-executor';
import { lastPlannerOf } from './planner-name';
import { classifyPlannerError, StepsExhaustedError, TurnTimeExhaustedError } from './planner-errors';
import { recordAppliedCalls } from './turn-record';

export interface ReActPlannerOptions {
  /** Asks the model (or the offline planner) for one validated plan; teams-ai's ActionPlanner. */
  readonly inner: Planner<AppTurnState>;
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
  readonly logger: Logger;
  /** Plans (model calls, repairs aside) one turn may take. */
  readonly maxSteps: number;
  readonly maxTurnMs: number;
  /**
   * Whether the planner can act on an observation. The offline planner cannot: a failing action is
   * then answered with its reason, as it would be told to the model.
   */
  readonly canReplan: boolean;
  /** Removing more items than this in one turn must be confirmed first. */
  readonly confirmRemoveOver: number;
}

/** teams-ai runs no commands of its own: the replies are already sent. */
const NOTHING_LEFT: Plan = { type: 'plan', commands: [] };

/**
 * The turn's planning loop, in the ReAct pattern: ask for a plan, run it, and if an action failed or
 * the plan ended on a read, tell the model what happened and ask again, within a number of steps and
 * a time. Each plan is all or nothing; the lists change as plans succeed, so the next prompt shows
 * them. Destructive changes are not made but shown for confirmation. Only the replies of plans that
 * succeeded are sent, so what the bot says is true.
 */
export class ReActPlanner implements Planner<AppTurnState> {
  constructor(private readonly options: ReActPlannerOptions) {}

  beginTask(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    return this.run(context, state, ai);
  }

  continueTask(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    return this.run(context, state, ai);
  }

  private async run(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    const { inner, actions, limits, maxSteps, maxTurnMs, logger } = this.options;
    const deadline = Date.now() + maxTurnMs;
    const listsAtStart = state.conversation.lists ?? [];
    const outputs: { output: PlanOutput; byModel: boolean }[] = [];
    const applied: AppliedCall[] = [];
    for (let step = 1; step <= maxSteps; step++) {
      const plan = await this.withinDeadline(inner.continueTask(context, state, ai), deadline);
      const byModel = lastPlannerOf(context) !== 'offline';
      const execution = await executePlan(plan as unknown as ValidatedPlan, actions, {
        lists: state.conversation.lists ?? [],
        limits,
        ...(context.activity.from?.name ? { userName: context.activity.from.name } : {}),
      });
      if (!execution.ok) {
        logger.info('plan failed', { conversationId: context.activity.conversation?.id, step, action: execution.failure.action, reason: execution.failure.message });
        if (!this.options.canReplan) {
          outputs.push({ output: { kind: 'say', text: execution.failure.message }, byModel: false });
          return this.finish(context, state, applied, outputs);
        }
        state.temp.input = failureObservation(execution.failure);
        continue;
      }
      state.conversation.lists = execution.lists;
      applied.push(...execution.applied);
      outputs.push(...execution.outputs.map((output) => ({ output, byModel })));
      if (!execution.endsWithRead) {
        if (needsConfirmation(applied, listsAtStart, this.options.confirmRemoveOver)) {
          return this.askToConfirm(context, state, applied, listsAtStart);
        }
        return this.finish(context, state, applied, outputs);
      }
      state.temp.input = readObservation(execution.reads);
    }
    throw new StepsExhaustedError(maxSteps);
  }

  private async finish(context: TurnContext, state: AppTurnState, applied: readonly AppliedCall[], outputs: readonly { output: PlanOutput; byModel: boolean }[]): Promise<Plan> {
    recordAppliedCalls(context, applied);
    const lists = state.conversation.lists ?? [];
    await sendReplies(context, outputs.map(({ output, byModel }) => toReply(output, byModel, lists)));
    return NOTHING_LEFT;
  }

  /** Nothing destructive happens on a planner's word: the changes are shown, and made only on Confirm. */
  private async askToConfirm(context: TurnContext, state: AppTurnState, applied: readonly AppliedCall[], listsAtStart: GroceryLists): Promise<Plan> {
    state.conversation.lists = listsAtStart;
    const pending = { id: randomUUID(), calls: applied, changes: describeChanges(applied, listsAtStart) };
    state.conversation.pendingConfirmation = pending;
    await sendReplies(context, [cardReply(confirmationCard(pending))]);
    return NOTHING_LEFT;
  }

  private async withinDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TurnTimeExhaustedError(this.options.maxTurnMs)), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      throw classifyPlannerError(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

function toReply(output: PlanOutput, byModel: boolean, lists: GroceryLists): Reply {
  if (output.kind === 'say') {
    return textReply(output.text, byModel);
  }
  return cardReply(cardForList(lists, output.list));
}
