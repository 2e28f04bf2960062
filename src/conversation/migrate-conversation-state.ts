import { type GroceryList, type GroceryLists, matchKey, newListId } from '../lists';
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
    return Array.isArray(undo) ? { ...rest, undo: undoFromSnapshots(undo as UnversionedList[][], (state.lists as UnversionedList[] | undefined) ?? []) } : rest;
  },
  // Version 3 gives every list a stable id, and undo steps refer to lists by it, not by name.
  2: (state) => withListIds(state),
  // Version 4 keeps what the conversation buys (shopping); nothing before it was kept, so it starts empty.
  3: (state) => state,
  // Version 5 keeps the conversation's reminders; there were none before it.
  4: (state) => state,
};

type UnversionedList = Omit<GroceryList, 'id'> & { id?: string };
type UndoStepV2 = { changes?: ({ kind?: string; list?: unknown; lists?: unknown } & Record<string, unknown>)[] };

/**
 * Each list gets an id, and an undo step that named a list names its id instead. Every list of one
 * name gets the same id, the current list's if there is one, so the steps undo, in order, what
 * they undid by name before.
 */
export function withListIds(state: StoredConversationState): StoredConversationState {
  const ids = new Map<string, string>();
  const given: GroceryList[] = [];
  const idNamed = (name: unknown): string => {
    const key = matchKey(String(name ?? ''));
    let id = ids.get(key);
    if (!id) {
      id = newListId(given);
      ids.set(key, id);
      given.push({ id, name: key, items: [] });
    }
    return id;
  };
  const withId = (list: UnversionedList): GroceryList => ({ ...list, id: list.id ?? idNamed(list.name) });
  const lists = Array.isArray(state.lists) ? (state.lists as UnversionedList[]).map(withId) : undefined;
  const undo = Array.isArray(state.undo)
    ? (state.undo as UndoStepV2[]).map((step) => ({
        ...step,
        changes: (step.changes ?? []).map((change) => {
          switch (change.kind) {
            case 'createdList':
            case 'changedItems': {
              const { list, ...rest } = change;
              return { ...rest, listId: idNamed(list) };
            }
            case 'deletedList':
            case 'replacedList':
              return { ...change, list: withId(change.list as UnversionedList) };
            case 'replacedAll':
              return { ...change, lists: (change.lists as UnversionedList[]).map(withId) };
            default:
              return change;
          }
        }),
      }))
    : undefined;
  return { ...state, ...(lists ? { lists } : {}), ...(undo ? { undo } : {}) };
}

/**
 * Version 1's undo held the lists as they were before each change, oldest first; the change after
 * each snapshot is what turned it into the next one, and the latest change turned the newest snapshot
 * into the current lists. Each becomes the entry that undoes it, so /undo steps back as before.
 * The entries are version 2's, naming lists by name: diffLists tells lists apart by id, which these
 * lists do not have yet, so each is diffed with its match key as its id (version 2 told lists apart
 * by that), and the ids are taken off again for the next step to give the real ones.
 */
export function undoFromSnapshots(snapshots: readonly UnversionedList[][], lists: readonly UnversionedList[]): UndoStepV2[] {
  const keyed = snapshots.map(keyedByName);
  const current = keyedByName(lists);
  return keyed.map((before, at) => {
    const after = keyed[at + 1] ?? current;
    return namingLists(diffLists(before, after), before, after);
  });
}

function keyedByName(lists: readonly UnversionedList[]): GroceryList[] {
  return lists.map((list) => ({ ...list, id: matchKey(list.name) }));
}

/** A change as version 2 kept it: the list it created or changed by its name, the lists it carries without ids. */
function namingLists(change: ListsChange, before: GroceryLists, after: GroceryLists): UndoStepV2 {
  const nameOf = (id: string, lists: GroceryLists) => lists.find((list) => list.id === id)?.name ?? id;
  const unkeyed = ({ id: _id, ...list }: GroceryList): UnversionedList => list;
  return {
    changes: change.changes.map((each) => {
      switch (each.kind) {
        case 'createdList': {
          const { listId, ...rest } = each;
          return { ...rest, list: nameOf(listId, after) };
        }
        case 'changedItems': {
          const { listId, ...rest } = each;
          return { ...rest, list: nameOf(listId, before) };
        }
        case 'deletedList':
        case 'replacedList':
          return { ...each, list: unkeyed(each.list) };
        case 'replacedAll':
          return { ...each, lists: each.lists.map(unkeyed) };
      }
    }),
  };
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
