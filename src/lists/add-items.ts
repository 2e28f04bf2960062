import { checkText } from './check-text';
import { findList, indexOfList } from './find-list';
import { LimitExceededError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import type { ListLimits } from './limits';
import { matchKey } from './match-key';
import { parseItem } from './parse-item';
import type { GroceryList, GroceryLists, ListItem } from './types';

/** What adding did: the new lists, and which items were new, re-quantified, or already there. */
export interface AddItemsOutcome {
  readonly lists: GroceryLists;
  readonly added: readonly ListItem[];
  readonly updated: readonly ListItem[];
  readonly unchanged: readonly ListItem[];
}

/**
 * Adds `items` to the list called `listName`. An item already on the list (compared without its
 * quantity, ignoring case) is not added twice; a new quantity replaces the old one.
 */
export function addItems(
  lists: GroceryLists,
  listName: string,
  items: readonly string[],
  limits: ListLimits,
  addedBy?: string,
): ListResult<AddItemsOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  for (const text of items) {
    const problem = checkText(text, 'item', limits);
    if (problem) {
      return failure(problem);
    }
  }
  const outcome = mergeItems(found.value, items.map((text) => parseItem(text, addedBy)));
  if (outcome.list.items.length > limits.maxItemsPerList) {
    return failure(
      new LimitExceededError(
        'maxItemsPerList',
        limits.maxItemsPerList,
        `${found.value.name} can hold at most ${limits.maxItemsPerList} items; it has ${found.value.items.length}. Remove some first.`,
      ),
    );
  }
  const index = indexOfList(lists, listName);
  const next = lists.map((list, at) => (at === index ? outcome.list : list));
  return success({ lists: next, added: outcome.added, updated: outcome.updated, unchanged: outcome.unchanged });
}

function mergeItems(list: GroceryList, incoming: readonly ListItem[]) {
  const items = [...list.items];
  // Keys are indexed once: a list of hundreds of items meets requests of hundreds.
  const positions = new Map(items.map((item, at) => [matchKey(item.name), at]));
  const added: ListItem[] = [];
  const updated: ListItem[] = [];
  const unchanged: ListItem[] = [];
  for (const item of incoming) {
    const key = matchKey(item.name);
    const at = positions.get(key);
    const existing = at === undefined ? undefined : items[at];
    if (at === undefined || !existing) {
      positions.set(key, items.length);
      items.push(item);
      added.push(item);
    } else if (item.quantity && item.quantity !== existing.quantity) {
      const replaced = { ...existing, quantity: item.quantity };
      items[at] = replaced;
      updated.push(replaced);
    } else {
      unchanged.push(existing);
    }
  }
  return { list: { ...list, items }, added, updated, unchanged };
}
