import type { GroceryLists } from '../lists';
import type { ConversationState } from './conversation-state';
import { diffLists } from './diff-lists';
import type { ListsChange } from './lists-change';

/** How many changes /undo can go back. */
const UNDO_DEPTH = 5;
/**
 * Entries past this many characters (all together) are dropped, oldest first: state stays small even
 * after deleting long lists, whose items the entries keep. The newest entry is always kept.
 */
const UNDO_MAX_CHARACTERS = 200_000;

/**
 * Pushes what the turn did to the lists, as what it takes to undo it, if the turn changed them. An
 * undo's own change is not pushed: it must not become the next thing to undo.
 */
export function rememberForUndo(conversation: ConversationState, before: GroceryLists | undefined, undoing: boolean): void {
  if (!before || undoing || conversation.lists === before) {
    return;
  }
  conversation.undo = withUndoEntry(conversation.undo, before, conversation.lists ?? []);
}

/**
 * The undo entries with the change from `before` to `after` pushed, kept within their depth and size;
 * the same entries if the lists came out the same (a request that changed nothing is not a step to undo).
 */
export function withUndoEntry<Entries extends readonly ListsChange[] | undefined>(undo: Entries, before: GroceryLists, after: GroceryLists): ListsChange[] | Entries {
  const change = diffLists(before, after);
  return change.changes.length === 0 ? undo : boundedUndo([...(undo ?? []), change]);
}

/** The undo entries kept within their depth and size. */
export function boundedUndo(entries: readonly ListsChange[]): ListsChange[] {
  const kept = entries.slice(-UNDO_DEPTH);
  while (kept.length > 1 && JSON.stringify(kept).length > UNDO_MAX_CHARACTERS) {
    kept.shift();
  }
  return kept;
}
