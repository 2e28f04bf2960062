import { findList, indexOfList } from './find-list';
import { findItemPosition } from './find-item-position';
import { ItemsNotFoundError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import { agreeingName } from './item-name';
import { itemKey } from './item-key';
import { itemKeys } from './item-positions';
import { formatItem, parseItem } from './parse-item';
import { subtractQuantities } from './quantity';
import type { GroceryLists, ListItem } from './types';

/** What removing did: the new lists, the items taken off, and those of which only some were. */
export interface RemoveItemsOutcome {
  readonly lists: GroceryLists;
  readonly removed: readonly ListItem[];
  /** Items that stay with less, as they now are: "remove 1 lemon" of 4 leaves 3 lemons. */
  readonly reduced: readonly ListItem[];
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
 * Removes `items` from the list called `listName`, matching by name, singular and plural alike
 * ("bananas" removes "banana"), odd plurals and slips too (`findItemPosition`). A text with less
 * than is there, in a unit that compares, takes that much off ("remove 2 apples" of 5 leaves 3;
 * "remove 500 g flour" of 1 kg leaves 500 g); any other quantity, or none, takes the item off. If
 * any item is not on the list nothing is removed, and the error says what is on it, so a corrected
 * request can follow.
 */
export function removeItems(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<RemoveItemsOutcome> {
  const outcome = removeListedItems(lists, listName, items);
  if (!outcome.ok) {
    return outcome;
  }
  const { refusal, removed, reduced } = outcome.value;
  return refusal ? failure(refusal) : success({ lists: outcome.value.lists, removed, reduced });
}

/**
 * Removes those of `items` that are on the list called `listName`, or as much of them as asked,
 * as `removeItems` does, and says which were not, for a request whose intent ("none of these on the
 * list") holds either way. Fails only when the list does not exist.
 */
export function removeListedItems(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<RemoveListedItemsOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const list = found.value;
  // Each item is keyed once (and the keys kept with the list): a list of thousands is walked once a request, not once a step.
  const keysOfItems = itemKeys(list.items);
  const asked = items.map((text) => {
    const item = parseItem(text);
    const at = findItemPosition(list.items, item.name);
    return { text, item, at, key: at === undefined ? undefined : keysOfItems[at] };
  });
  const present = asked.filter(({ key }) => key !== undefined).map(({ text }) => text);
  const missing = asked.filter(({ key }) => key === undefined).map(({ text }) => text);
  const gone = new Set<string>();
  const less = new Map<string, ListItem>();
  for (const { item, at, key } of asked) {
    const existing = key === undefined || at === undefined ? undefined : (less.get(key) ?? list.items[at]);
    if (key === undefined || gone.has(key) || !existing) {
      continue;
    }
    // An item named twice on the list is taken off whole: which of the two to take from is anyone's guess.
    const once = keysOfItems.indexOf(key) === at;
    const left = once && item.quantity && existing.quantity ? subtractQuantities(existing.quantity, item.quantity) : undefined;
    if (left === undefined) {
      gone.add(key);
      less.delete(key);
    } else {
      // The person's words when they name the item as it is ("1 lemon"), not when they are a slip for it.
      const written = itemKey(item.name) === key ? item.name : existing.name;
      less.set(key, { ...existing, quantity: left, name: agreeingName(existing.name, written, left) });
    }
  }
  const removed: ListItem[] = [];
  const reduced: ListItem[] = [];
  const kept: ListItem[] = [];
  list.items.forEach((item, at) => {
    const key = keysOfItems[at] ?? '';
    const after = less.get(key);
    if (gone.has(key)) {
      removed.push(item);
    } else if (after) {
      reduced.push(after);
      kept.push(after);
    } else {
      kept.push(item);
    }
  });
  const index = indexOfList(lists, listName);
  const next = present.length === 0 ? lists : lists.map((each, at) => (at === index ? { ...each, items: kept } : each));
  const refusal = missing.length > 0 ? new ItemsNotFoundError(list.name, missing, list.items.map(formatItem)) : undefined;
  return success({ lists: next, removed, reduced, list: list.name, found: present, missing, ...(refusal ? { refusal } : {}) });
}
