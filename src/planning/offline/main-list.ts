import type { ConversationFocus } from '../../conversation/conversation-state';
import { findListById, type GroceryList, type GroceryLists, listKey } from '../../lists';

/** Names a household's everyday list goes by. */
const EVERYDAY_NAMES = new Set(['groceries', 'grocery', 'grocery list', 'shopping', 'shopping list', 'shop', 'food', 'weekly shop', 'the shop', 'supermarket'].map(listKey));

/**
 * The list a request that names none most likely means: the everyday list by its name, else the
 * first made; with `focus`, the one the conversation is about comes first (for "and feta"). Undefined with no lists.
 */
export function mainList(lists: GroceryLists, focus: ConversationFocus | undefined): GroceryList | undefined {
  const focused = focus && findListById(lists, focus.listId);
  return focused ?? lists.find((list) => EVERYDAY_NAMES.has(listKey(list.name))) ?? lists[0];
}
