import type { TurnContext } from 'botbuilder';
import { plannersOf, type TurnRecord } from './turn-record';
import type { GroceryList } from '../lists';

/**
 * How a turn ended: the lists changed; answered with nothing changed; the request not planned
 * (refused, or not understood); the turn failed; or the activity was not for the bot.
 */
export type TurnOutcome = 'applied' | 'answered' | 'declined' | 'failed' | 'ignored';

/** A turn's one line at info, as fields. */
export type TurnSummary = {
  readonly conversationId: string | undefined;
  readonly activityType: string;
  readonly planner: string;
  readonly modelCalls: number;
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly callsWithoutUsage?: number;
  readonly steps: number;
  readonly outcome: TurnOutcome;
  /** Why the turn was declined or failed, or what it awaits. */
  readonly reason?: string;
  readonly failedAction?: string;
  readonly modelMs: number;
  readonly totalMs: number;
};

/**
 * The fields of a turn's one line at info: the conversation (a digest, by the logger), what came,
 * who planned it, what the model cost and how long it took, and how it ended. Never the user's words.
 */
export function turnSummary(context: TurnContext, record: TurnRecord, endedAt = Date.now()): TurnSummary {
  const { outcome, reason } = outcomeOf(record);
  const calls = record.modelCalls;
  const unreported = calls.filter((call) => call.promptTokens === undefined && call.completionTokens === undefined).length;
  return {
    conversationId: context.activity.conversation?.id,
    activityType: context.activity.type,
    planner: plannersOf(record) ?? 'none',
    modelCalls: calls.length,
    promptTokens: sum(calls.map((call) => call.promptTokens ?? 0)),
    completionTokens: sum(calls.map((call) => call.completionTokens ?? 0)),
    // A service that reports no usage (some compatible servers) would otherwise look free.
    ...(unreported > 0 ? { callsWithoutUsage: unreported } : {}),
    steps: record.steps,
    outcome,
    ...(reason ? { reason } : {}),
    ...(record.failedAction ? { failedAction: record.failedAction } : {}),
    modelMs: sum(calls.map((call) => call.ms)),
    totalMs: endedAt - record.startedAt,
  };
}

function outcomeOf(record: TurnRecord): { outcome: TurnOutcome; reason?: string } {
  if (record.failure) {
    return { outcome: 'failed', reason: record.failure };
  }
  if (record.declined) {
    return { outcome: 'declined', reason: record.declined };
  }
  if (!record.start) {
    return { outcome: 'ignored' };
  }
  if (record.replayedChanges ?? listsChanged(record)) {
    return { outcome: 'applied' };
  }
  const pending = record.state?.conversation.pendingConfirmation;
  if (pending && pending !== record.start.conversation.pendingConfirmation) {
    return { outcome: 'answered', reason: 'awaiting_confirmation' };
  }
  return { outcome: 'answered' };
}

/**
 * Lists and their items are replaced, never mutated, so an unchanged reference is unchanged; only a
 * new one is compared, by its JSON. A turn that adds one item to a list of 2,000 compares one item,
 * not the whole list twice over.
 */
function listsChanged(record: TurnRecord): boolean {
  const before = record.start?.lists ?? [];
  const after = record.state?.conversation.lists ?? [];
  return before !== after && (before.length !== after.length || after.some((list, at) => listChanged(before[at], list)));
}

function listChanged(before: GroceryList | undefined, after: GroceryList): boolean {
  if (before === after) {
    return false;
  }
  if (!before || before.items.length !== after.items.length) {
    return true;
  }
  const { items: itemsBefore, ...restBefore } = before;
  const { items: itemsAfter, ...restAfter } = after;
  return JSON.stringify(restBefore) !== JSON.stringify(restAfter) || itemsAfter.some((item, at) => item !== itemsBefore[at] && JSON.stringify(item) !== JSON.stringify(itemsBefore[at]));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
