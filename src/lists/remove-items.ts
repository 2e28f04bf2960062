import { findList, indexOfList } from './find-list';
import { ItemsNotFoundError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import { matchKey } from './match-key';
import { formatItem, parseItem } from './parse-item';
import type { GroceryLists, ListItem } from './types';

/** What removing did: the new lists and the items taken off. */
export interface RemoveItemsOutcome {
  readonly lists: GroceryLists;
  readonly removed: readonly ListItem[];
}

/**
 * Removes `items` from the list called `listName`, matching by name whatever quantity is given
 * ("2 milk" removes "milk"). If any item is not on the list nothing is removed, and the error says
 * what is on it, so a corrected request can follow.
 */
export function removeItems(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<RemoveItemsOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const list = found.value;
  const keys = new Set(items.map((text) => matchKey(parseItem(text).name)));
  const listedKeys = new Set(list.items.map((item) => matchKey(item.name)));
  const missing = items.filter((text) => !listedKeys.has(matchKey(parseItem(text).name)));
  if (missing.length > 0) {
    return failure(new ItemsNotFoundError(list.name, missing, list.items.map(formatItem)));
  }
  const removed = list.items.filter((item) => keys.has(matchKey(item.name)));
  const kept = list.items.filter((item) => !keys.has(matchKey(item.name)));
  const index = indexOfList(lists, listName);
  const next = lists.map((each, at) => (at === index ? { ...each, items: kept } : each));
  return success({ lists: next, removed });
}
