import { findList, indexOfList } from './find-list';
import { ItemsNotFoundError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import { itemKey } from './item-key';
import { itemKeys, itemPositions } from './item-positions';
import { formatItem, parseItem } from './parse-item';
import type { GroceryLists, ListItem } from './types';

/** What removing did: the new lists and the items taken off. */
export interface RemoveItemsOutcome {
  readonly lists: GroceryLists;
  readonly removed: readonly ListItem[];
}

/** What removing the items that are there did, and which of those asked for were not. */
export interface RemoveListedItemsOutcome extends RemoveItemsOutcome {
  /** The list's own name. */
  readonly list: string;
  /** The texts asked for that were on the list, as asked: removing them again removes the same. */
  readonly found: readonly string[];
  /** The texts asked for that were not on the list. */
  readonly missing: readonly string[];
  /** Why removing them all at once is refused: the error `removeItems` gives. */
  readonly refusal?: ItemsNotFoundError;
}

/**
 * Removes `items` from the list called `listName`, matching by name whatever quantity is given
 * ("2 milk" removes "milk"), singular and plural alike ("bananas" removes "banana"). If any item is not on the list nothing is removed, and the error says
 * what is on it, so a corrected request can follow.
 */
export function removeItems(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<RemoveItemsOutcome> {
  const outcome = removeListedItems(lists, listName, items);
  if (!outcome.ok) {
    return outcome;
  }
  return outcome.value.refusal ? failure(outcome.value.refusal) : success({ lists: outcome.value.lists, removed: outcome.value.removed });
}

/**
 * Removes those of `items` that are on the list called `listName` and says which were not, for a
 * request whose intent ("none of these on the list") holds either way. Fails only when the list
 * does not exist.
 */
export function removeListedItems(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<RemoveListedItemsOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const list = found.value;
  // Each item is keyed once (and the keys kept with the list): a list of thousands is walked once a request, not once a step.
  const keysOfItems = itemKeys(list.items);
  const listed = itemPositions(list.items);
  const asked = items.map((text) => ({ text, key: itemKey(parseItem(text).name) }));
  const present = asked.filter(({ key }) => listed.has(key)).map(({ text }) => text);
  const missing = asked.filter(({ key }) => !listed.has(key)).map(({ text }) => text);
  const keys = new Set(asked.map(({ key }) => key));
  const removed: ListItem[] = [];
  const kept: ListItem[] = [];
  list.items.forEach((item, at) => (keys.has(keysOfItems[at] ?? '') ? removed : kept).push(item));
  const index = indexOfList(lists, listName);
  const next = present.length === 0 ? lists : lists.map((each, at) => (at === index ? { ...each, items: kept } : each));
  const refusal = missing.length > 0 ? new ItemsNotFoundError(list.name, missing, list.items.map(formatItem)) : undefined;
  return success({ lists: next, removed, list: list.name, found: present, missing, ...(refusal ? { refusal } : {}) });
}
