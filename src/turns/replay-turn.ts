import type { Storage, TurnContext } from 'botbuilder';
import type { ActionDefinition } from '../actions/define-action';
import { boundedUndo } from '../conversation/remember-undo';
import type { GroceryLists, ListLimits } from '../lists';
import { applyCalls } from '../planning/apply-calls';
import { PLAN_HISTORY_FIELD, PLAN_HISTORY_VARIABLE } from '../planning/plan-prompt';
import { appliedCallsOf, isReplayable, turnStateOf } from '../planning/turn-record';
import type { ConversationState } from '../state';
import { isEtagConflict } from '../storage/storage-errors';

/** How often a turn is applied again before it gives up: each try loses only to a newer write. */
const MAX_REPLAYS = 5;
/** teams-ai keeps this many history messages; a replayed history is cut the same way. */
const MAX_HISTORY_MESSAGES = 10;

export interface ReplayParts {
  readonly storage: Storage;
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
}

/** The turn's changes stored on top of the newer state, or why they no longer apply. */
export type ReplayOutcome = { readonly ok: true; readonly attempts: number } | { readonly ok: false; readonly reason: string };

/**
 * Another process saved the conversation while this turn ran. The turn's changes are applied again
 * to the state as stored now, by running the same calls with the same values (no model is asked),
 * and written with that state's eTag, as often as it takes to win.
 */
export async function replayTurn(context: TurnContext, parts: ReplayParts): Promise<ReplayOutcome> {
  const state = turnStateOf(context);
  const key = state?.getScope('conversation')?.storageKey;
  if (!state || !key || !isReplayable(context)) {
    return { ok: false, reason: 'the lists changed while I was working' };
  }
  const calls = appliedCallsOf(context);
  const ended = state.conversation;
  const startHistory = new Set(state.temp.turnStart?.history ?? []);
  const turnHistory = (state.getValue<unknown[] | undefined>(PLAN_HISTORY_VARIABLE) ?? []).filter((message) => !startHistory.has(message));
  const userName = context.activity.from?.name;
  for (let attempt = 1; attempt <= MAX_REPLAYS; attempt++) {
    const stored = ((await parts.storage.read([key]))[key] ?? {}) as ConversationState & { eTag?: string; [field: string]: unknown };
    const storedLists: GroceryLists = stored.lists ?? [];
    const applied = await applyCalls(storedLists, calls, parts.actions, { limits: parts.limits, ...(userName ? { userName } : {}) });
    if (!applied.ok) {
      return { ok: false, reason: applied.error.message };
    }
    const history = [...((stored[PLAN_HISTORY_FIELD] as unknown[] | undefined) ?? []), ...turnHistory].slice(-MAX_HISTORY_MESSAGES);
    // What this turn decided besides the lists goes with them: a confirmation it asked for, its welcome.
    const next = {
      ...stored,
      lists: applied.value,
      [PLAN_HISTORY_FIELD]: history,
      undo: calls.length > 0 ? boundedUndo([...(stored.undo ?? []), storedLists]) : stored.undo,
      welcomed: stored.welcomed || ended.welcomed,
      pendingConfirmation: ended.pendingConfirmation,
    };
    try {
      await parts.storage.write({ [key]: next });
      return { ok: true, attempts: attempt };
    } catch (error) {
      if (!isEtagConflict(error)) {
        throw error;
      }
    }
  }
  return { ok: false, reason: 'the conversation kept changing while I tried to save' };
}
