import type { GroceryLists } from '../lists';
import { CONVERSATION_STATE_VERSION, type ConversationState } from './conversation-state';
import { diffLists } from './diff-lists';
import type { ListsChange } from './lists-change';

/** A conversation's state as stored, of any version: fields this code does not know are kept as they are. */
export type StoredConversationState = Record<string, unknown>;

/** State stored by a newer version of the bot: this one cannot know what its fields mean. */
export class NewerStateVersionError extends Error {
  constructor(
    readonly storedVersion: number,
    readonly supportedVersion: number,
  ) {
    super(`The conversation's state was stored in version ${storedVersion}, and this bot reads up to version ${supportedVersion}: deploy the newer version of the bot on every instance.`);
    this.name = new.target.name;
  }
}

/**
 * One step from version `from` to `from + 1`. Each step gets the state exactly as the version before
 * wrote it, and the steps run in order, so a conversation stored by any earlier version is read.
 */
const MIGRATIONS: Record<number, (state: StoredConversationState) => StoredConversationState> = {
  // Version 0 is the shape stored before versions were kept; version 1 is the same shape, versioned.
  0: (state) => state,
  // Version 2 keeps each undo step as what it takes to undo that change, not as a copy of every list.
  1: (state) => {
    const { undo, ...rest } = state;
    return Array.isArray(undo) ? { ...rest, undo: undoFromSnapshots(undo as GroceryLists[], (state.lists as GroceryLists | undefined) ?? []) } : rest;
  },
};

/**
 * Version 1's undo held the lists as they were before each change, oldest first; the change after
 * each snapshot is what turned it into the next one, and the latest change turned the newest snapshot
 * into the current lists. Each becomes the entry that undoes it, so /undo steps back as before.
 */
export function undoFromSnapshots(snapshots: readonly GroceryLists[], lists: GroceryLists): ListsChange[] {
  return snapshots.map((snapshot, at) => diffLists(snapshot, snapshots[at + 1] ?? lists));
}

/** The version a stored state was written in. */
export function storedVersionOf(state: StoredConversationState): number {
  const version = state.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/** Brings a stored conversation state of any earlier version to the current one. */
export function migrateConversationState(stored: StoredConversationState): ConversationState & StoredConversationState {
  let version = storedVersionOf(stored);
  if (version > CONVERSATION_STATE_VERSION) {
    throw new NewerStateVersionError(version, CONVERSATION_STATE_VERSION);
  }
  let state = stored;
  for (; version < CONVERSATION_STATE_VERSION; version++) {
    const step = MIGRATIONS[version];
    if (!step) {
      throw new Error(`No migration of conversation state from version ${version}.`);
    }
    state = step(state);
  }
  return { ...state, schemaVersion: CONVERSATION_STATE_VERSION };
}
