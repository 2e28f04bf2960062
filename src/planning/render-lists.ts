import { formatItem, type GroceryLists } from '../lists';

/**
 * The conversation's lists as the model reads them in the prompt: one line a list, items quoted so
 * that an item with a comma in it stays one item.
 */
export function renderListsForPrompt(lists: GroceryLists): string {
  if (lists.length === 0) {
    return '(no lists yet)';
  }
  return lists
    .map((list) =>
      list.items.length === 0 ? `- ${list.name}: (empty)` : `- ${list.name}: ${list.items.map((item) => JSON.stringify(formatItem(item))).join(', ')}`,
    )
    .join('\n');
}
