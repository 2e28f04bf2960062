import type { GroceryLists } from '../lists';
import type { ConversationState } from './conversation-state';

/** How many changes /undo can go back. */
const UNDO_DEPTH = 5;
/** Snapshots past this many characters (all together) are dropped, oldest first: state stays small. */
const UNDO_MAX_CHARACTERS = 200_000;

/**
 * Pushes the lists as they were before the turn, if the turn changed them. An undo's own change is
 * not pushed: it must not become the next thing to undo.
 */
export function rememberForUndo(conversation: ConversationState, before: GroceryLists | undefined, undoing: boolean): void {
  if (!before || undoing || conversation.lists === before) {
    return;
  }
  conversation.undo = boundedUndo([...(conversation.undo ?? []), before]);
}

/** The undo stack with `lists` pushed, kept within its depth and size. */
export function boundedUndo(stack: GroceryLists[]): GroceryLists[] {
  const kept = stack.slice(-UNDO_DEPTH);
  while (kept.length > 1 && JSON.stringify(kept).length > UNDO_MAX_CHARACTERS) {
    kept.shift();
  }
  return kept;
}
