import type { Storage, TurnContext } from 'botbuilder';
import type { ActionDefinition } from '../actions/define-action';
import { mergeTurn, sameOutcome } from '../conversation/merge-turn';
import type { ListsChange } from '../conversation/lists-change';
import { withUndoEntry } from '../conversation/remember-undo';
import type { ModelTokens, TokenBudget } from '../conversation/token-budget';
import type { GroceryLists, ListLimits } from '../lists';
import type { Logger } from '../logger';
import { applyCalls } from '../planning/apply-calls';
import { PLAN_HISTORY_MESSAGES } from '../planning/plan-history';
import { PLAN_HISTORY_FIELD, PLAN_HISTORY_VARIABLE } from '../planning/plan-prompt';
import { isEtagConflict } from '../storage/storage-errors';
import { isRepeat, withActivity } from '../conversation/recent-activities';
import { shoppingAfterTurn } from '../conversation/remember-shopping';
import { remindersAfterTurn } from '../conversation/remember-reminders';
import type { Reminder } from '../reminders/reminder';
import type { ReminderSchedule } from '../scheduler/wake-up';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import { cancelWakeUps } from './cancel-wake-ups';
import { countTurnTokens } from './count-model-tokens';
import { turnRecordOf } from './turn-record';

/** How often a turn is applied again before it gives up: each try loses only to a newer write. */
const MAX_REPLAYS = 5;

export interface ReplayParts {
  readonly storage: Storage;
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
  /** Set when each turn's model tokens are counted into the conversation's state. */
  readonly tokenBudget?: TokenBudget;
  /** The bot's clock: when a purchase applied again was made. */
  readonly now?: () => number;
  /** Where the reminders wait: the wake-ups of those the turn took off are forgotten once it is saved. */
  readonly schedule?: ReminderSchedule;
  readonly logger: Logger;
}

/**
 * The turn's changes stored on top of the newer state, with the lists as they came out, and whether
 * the lists its replies show or read from came out as in the first run; or why the changes no longer
 * apply. (A change whose calls apply again has the effect its replies describe.)
 */
export type ReplayOutcome =
  | { readonly ok: true; readonly attempts: number; readonly lists: GroceryLists; readonly madeChanges: boolean; readonly sameOutcome: boolean; readonly consulted: readonly string[] }
  | { readonly ok: false; readonly reason: string }
  /** The same message, delivered twice, was applied by the other process: this run changes nothing and says nothing. */
  | { readonly ok: false; readonly repeated: true };

/**
 * Another process saved the conversation while this turn ran. The turn's changes are applied again
 * to the state as stored now, by running the same calls with the same values (no model is asked),
 * and written with that state's eTag, as often as it takes to win.
 */
export async function replayTurn(context: TurnContext, parts: ReplayParts): Promise<ReplayOutcome> {
  const record = turnRecordOf(context);
  const { state, start } = record;
  const key = state?.getScope('conversation')?.storageKey;
  if (!state || !start || !key || !record.replayable) {
    return { ok: false, reason: 'the lists changed while I was working' };
  }
  const calls = record.applied;
  const ended = state.conversation as Record<string, unknown>;
  const startHistory = new Set(start.history);
  const turnHistory = (state.getValue<unknown[] | undefined>(PLAN_HISTORY_VARIABLE) ?? []).filter((message) => !startHistory.has(message));
  const consulted = [...record.consulted];
  const userName = context.activity.from?.name;
  for (let attempt = 1; attempt <= MAX_REPLAYS; attempt++) {
    const stored = (await parts.storage.read([key]))[key] ?? {};
    const message = context.activity.type === 'message' ? context.activity.id : undefined;
    if (isRepeat(stored.recentActivityIds as string[] | undefined, message)) {
      return { ok: false, repeated: true };
    }
    // The turn's tokens were spent whether or not its changes still apply: added once, to the count as stored now.
    const modelTokens = parts.tokenBudget ? countTurnTokens(stored.modelTokens as ModelTokens | undefined, record, parts.tokenBudget.now()) : undefined;
    const storedLists = (stored.lists as GroceryLists | undefined) ?? [];
    const applied = await applyCalls(storedLists, calls, parts.actions, { limits: parts.limits, ...(userName ? { userName } : {}) });
    let next: Record<string, unknown>;
    let outcome: ReplayOutcome;
    if (applied.ok) {
      const storedUndo = stored.undo as ListsChange[] | undefined;
      next = mergeTurn(stored, start.conversation, ended, {
        lists: applied.value,
        [PLAN_HISTORY_FIELD]: [...((stored[PLAN_HISTORY_FIELD] as unknown[] | undefined) ?? []), ...turnHistory].slice(-PLAN_HISTORY_MESSAGES),
        // What the turn did to the lists as stored now, not to the lists its first run saw.
        undo: calls.length > 0 ? withUndoEntry(storedUndo, storedLists, applied.value) : storedUndo,
        // What was bought, learnt again from the lists as stored now: nothing is recorded twice.
        shopping: record.forgetsShopping ? undefined : shoppingAfterTurn(stored.shopping as ShoppingMemory | undefined, { before: storedLists, after: applied.value, applied: calls, actions: parts.actions, at: (parts.now ?? Date.now)(), undoing: false }),
        // The reminders as stored now (one sent meanwhile moved on), with the turn's set and cancelled.
        reminders: remindersAfterTurn(stored.reminders as Reminder[] | undefined, calls, parts.actions),
        // The messages applied as stored now, and this one.
        recentActivityIds: withActivity(stored.recentActivityIds as string[] | undefined, message),
        ...(modelTokens ? { modelTokens } : {}),
        eTag: stored.eTag,
      });
      outcome = { ok: true, attempts: attempt, lists: applied.value, madeChanges: calls.length > 0, sameOutcome: sameOutcome((ended.lists as GroceryLists | undefined) ?? [], applied.value, consulted), consulted };
    } else if (modelTokens) {
      next = { ...stored, modelTokens };
      outcome = { ok: false, reason: applied.error.message };
    } else {
      return { ok: false, reason: applied.error.message };
    }
    try {
      await parts.storage.write({ [key]: next });
      await cancelWakeUps(parts.schedule, stored.reminders as Reminder[] | undefined, next.reminders as Reminder[] | undefined, parts.logger);
      return outcome;
    } catch (error) {
      if (!isEtagConflict(error)) {
        throw error;
      }
    }
  }
  return { ok: false, reason: 'the conversation kept changing while I tried to save' };
}
