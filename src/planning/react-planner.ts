import type { TurnContext } from 'botbuilder';
import type { AI, Plan, Planner, PredictedSayCommand } from '@microsoft/teams-ai';
import type { ActionDefinition } from '../actions/define-action';
import type { ListLimits } from '../lists';
import type { Logger } from '../logger';
import type { AppTurnState } from '../state';
import { failureObservation, readObservation } from './observations';
import type { ValidatedPlan } from './plan';
import { executePlan } from './plan-executor';
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
}

/**
 * The turn's planning loop, in the ReAct pattern: ask for a plan, run it, and if an action failed or
 * the plan ended on a read, tell the model what happened and ask again, within a number of steps and
 * a time. Each plan is all or nothing; the lists change as plans succeed, so the next prompt shows
 * them. teams-ai gets back only the SAYs of the plans that succeeded, so what the bot says is true.
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
    const says: string[] = [];
    for (let step = 1; step <= maxSteps; step++) {
      const plan = await this.withinDeadline(inner.continueTask(context, state, ai), deadline);
      const execution = await executePlan(plan as unknown as ValidatedPlan, actions, {
        lists: state.conversation.lists ?? [],
        limits,
        ...(context.activity.from?.name ? { userName: context.activity.from.name } : {}),
      });
      if (!execution.ok) {
        logger.info('plan failed', { conversationId: context.activity.conversation?.id, step, action: execution.failure.action, reason: execution.failure.message });
        if (!this.options.canReplan) {
          return sayPlan([...says, execution.failure.message]);
        }
        state.temp.input = failureObservation(execution.failure);
        continue;
      }
      state.conversation.lists = execution.lists;
      recordAppliedCalls(context, execution.applied);
      says.push(...execution.says);
      if (!execution.endsWithRead) {
        return sayPlan(says);
      }
      state.temp.input = readObservation(execution.reads);
    }
    throw new StepsExhaustedError(maxSteps);
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

function sayPlan(says: readonly string[]): Plan {
  const commands: PredictedSayCommand[] = says.map((content) => ({ type: 'SAY', response: { role: 'assistant', content } }));
  return { type: 'plan', commands };
}
