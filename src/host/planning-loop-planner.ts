import type { TurnContext } from 'botbuilder';
import type { AI, Plan, Planner } from '@microsoft/teams-ai';
import { typedConfirmation } from '../confirmations/typed-confirmation';
import type { SuggestFor } from '../cards/list-card';
import { suggestionsFor } from '../shopping/suggestions';
import { confirmChanges } from '../planning/confirm-changes';
import { confirmedLines, isWaiting, type PendingConfirmation } from '../confirmations/pending-confirmation';
import { asksBack, noteAskedBack } from '../conversation/asked-back';
import { refocus } from '../conversation/turn-focus';
import type { ValidatedPlan } from '../planning/plan';
import { describePlan, type HistoryMessage, historyAfterTurn } from '../planning/plan-history';
import { PLAN_HISTORY_VARIABLE } from '../planning/plan-prompt';
import { PlanningError, RepairsExhaustedError } from '../planning/planner-errors';
import { applyOffer } from '../planning/apply-offer';
import { planTurn, type PlanTurnOptions, type StepRequest } from '../planning/plan-turn';
import type { AppTurnState } from './app-turn-state';
import { textReply } from '../replies/reply';
import { sendReplies } from './send-replies';
import { type TurnRecord, turnRecordOf } from './turn-record';
import { inSpan } from './turn-telemetry';
import { reminderContextOf } from './reminder-context';

export interface PlanningLoopPlannerOptions extends PlanTurnOptions {
  /** Asks the model (or the offline planner) for one validated plan; teams-ai's ActionPlanner. */
  readonly inner: Planner<AppTurnState>;
  /** How often teams-ai asks for a corrected plan before it gives up. */
  readonly repairAttempts: number;
}

/** teams-ai runs no commands of its own: the replies are already sent. */
const NOTHING_LEFT: Plan = { type: 'plan', commands: [] };

/**
 * The core's planning loop as teams-ai's planner: each step is one call of the ActionPlanner (which
 * renders the prompt, asks the model and validates the plan), and the loop's outcome is applied to
 * the turn's state and record, and its replies sent.
 */
export class PlanningLoopPlanner implements Planner<AppTurnState> {
  constructor(private readonly options: PlanningLoopPlannerOptions) {}

  beginTask(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    return this.run(context, state, ai);
  }

  continueTask(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    return this.run(context, state, ai);
  }

  private async run(context: TurnContext, state: AppTurnState, ai: AI<AppTurnState>): Promise<Plan> {
    const record = turnRecordOf(context);
    const listsAtStart = state.conversation.lists ?? [];
    const userName = context.activity.from?.name;
    // The history as the turn began, as the record keeps it (the same messages, so a replay tells the turn's own apart).
    const historyBefore = (record.start?.history as readonly HistoryMessage[] | undefined) ?? [...historyOf(state)];
    const pending = state.conversation.pendingConfirmation;
    const answerable = isWaiting(pending, (this.options.now ?? Date.now)()) && pending.typedAnswer !== false;
    const answer = answerable && typedConfirmation(context.activity.text ?? '');
    if (pending && answer) {
      await this.settleTyped(context, state, pending, answer, historyBefore);
      return NOTHING_LEFT;
    }
    const step = async (request: StepRequest) => {
      record.step = { input: request.input, isUsersMessage: request.isUsersMessage, signal: request.signal };
      record.steps += 1;
      // teams-ai renders the prompt from the state: the lists as the last step left them, and the step's input.
      state.conversation.lists = request.lists;
      state.temp.input = request.input;
      try {
        const plan = await this.options.inner.continueTask(context, state, ai);
        shortenLatestPlan(state, plan);
        return { plan: plan as unknown as ValidatedPlan, byModel: record.lastPlanner !== undefined && record.lastPlanner !== 'offline' };
      } catch (error) {
        throw this.planningErrorOf(error, record);
      }
    };
    const shopping = state.conversation.shopping;
    const now = this.options.now ?? Date.now;
    const suggest: SuggestFor = (lists, list) => suggestionsFor(shopping, lists, list, now());
    const reminding = reminderContextOf(context, state.conversation.reminders, now());
    record.reminding = reminding;
    const turn = { text: context.activity.text ?? '', lists: listsAtStart, suggest, reminding, ...(userName ? { userName } : {}), ...(shopping ? { shopping } : {}), ...(context.activity.conversation?.id ? { conversationId: context.activity.conversation.id } : {}) };
    const runActions = <T>(work: () => Promise<T>) => inSpan('pantry.actions', {}, work);
    const outcome = await inSpan('pantry.planning', {}, async (span) => {
      // A reading the planner was not sure of is offered: acted on with Undo, or held behind a button.
      const planned = applyOffer(await planTurn(turn, step, { ...this.options, runActions }), record.offer, listsAtStart, now());
      span.setAttributes({ 'pantry.steps': record.steps, 'pantry.outcome': planned.kind });
      return planned;
    });
    // Later turns see this one in short: the user's message, and the calls made and what was said.
    state.setValue(PLAN_HISTORY_VARIABLE, historyAfterTurn(historyBefore, context.activity.text ?? '', outcome.recap));
    if (outcome.failedAction) {
      record.failedAction = outcome.failedAction;
    }
    for (const name of outcome.consulted) {
      record.consulted.add(name);
    }
    if (outcome.kind === 'confirm') {
      // Nothing destructive happens on a planner's word: the changes are shown, and made only on Confirm.
      state.conversation.lists = listsAtStart;
      state.conversation.pendingConfirmation = outcome.pending;
    } else {
      state.conversation.lists = outcome.lists;
      record.applied.push(...outcome.applied);
      // What "it" and "them" mean in the next message: the one list this turn was about, and its items.
      refocus(state.conversation, outcome.lists, outcome.applied, outcome.consulted);
      if (outcome.offered) {
        state.conversation.pendingConfirmation = outcome.offered;
      }
    }
    noteAskedBack(state.conversation, outcome.kind === 'done' && outcome.applied.length === 0 && asksBack(outcome.replies));
    await sendReplies(context, outcome.replies);
    return NOTHING_LEFT;
  }

  /** "yes" or "no" typed while a confirmation card waits: what its Confirm or Cancel would do, with no model call. */
  private async settleTyped(context: TurnContext, state: AppTurnState, pending: PendingConfirmation, answer: 'confirm' | 'cancel', historyBefore: readonly HistoryMessage[]): Promise<void> {
    delete state.conversation.pendingConfirmation;
    const userName = context.activity.from?.name;
    const confirmed = answer === 'confirm' ? await confirmChanges(pending, state.conversation.lists ?? [], this.options.actions, { limits: this.options.limits, ...(userName ? { userName } : {}) }) : undefined;
    let reply: string;
    if (!confirmed) {
      reply = 'Cancelled: nothing was changed.';
    } else if (!confirmed.ok) {
      reply = `Nothing was changed. ${confirmed.reason}`;
    } else {
      state.conversation.lists = confirmed.lists;
      const record = turnRecordOf(context);
      record.applied.push(...confirmed.calls);
      record.forgetsShopping ||= confirmed.forgetsShopping;
      refocus(state.conversation, confirmed.lists, confirmed.calls, []);
      reply = ['Done:', ...confirmedLines(pending)].join('\n');
      noteAskedBack(state.conversation, false);
    }
    state.setValue(PLAN_HISTORY_VARIABLE, historyAfterTurn(historyBefore, context.activity.text ?? '', reply));
    await sendReplies(context, [textReply(reply)]);
  }

  /** teams-ai ends a repair loop that ran out with an error of its own; the record says why. */
  private planningErrorOf(error: unknown, record: TurnRecord): unknown {
    if (error instanceof PlanningError || !record.rejection) {
      return error;
    }
    return new RepairsExhaustedError(this.options.repairAttempts, record.rejection.feedback, { cause: error });
  }
}

function historyOf(state: AppTurnState): readonly HistoryMessage[] {
  return state.getValue<HistoryMessage[] | undefined>(PLAN_HISTORY_VARIABLE) ?? [];
}

/**
 * teams-ai keeps the plan it was given as the history's latest message, which the next step of the
 * turn reads with its observation; it is kept in short, as its calls and SAYs, not as plan JSON.
 */
function shortenLatestPlan(state: AppTurnState, plan: Plan): void {
  const history = historyOf(state);
  const latest = history.at(-1);
  if (latest?.role === 'assistant' && latest.content === plan) {
    state.setValue(PLAN_HISTORY_VARIABLE, [...history.slice(0, -1), { role: 'assistant', content: describePlan(plan as unknown as ValidatedPlan) }]);
  }
}
