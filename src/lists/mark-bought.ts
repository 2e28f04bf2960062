import { findList } from './find-list';
import { success, type ListResult } from './list-result';
import { findItemPosition } from './find-item-position';
import { itemKey } from './item-key';
import { itemKeys } from './item-positions';
import { parseItem } from './parse-item';
import type { GroceryLists, ListItem } from './types';

/** What marking items did: the new lists, the items it changed, those already so, and the texts not on the list. */
export interface MarkItemsOutcome {
  readonly lists: GroceryLists;
  /** The list's own name. */
  readonly list: string;
  readonly changed: readonly ListItem[];
  readonly already: readonly ListItem[];
  readonly missing: readonly string[];
}

/**
 * Puts items in the cart: they stay on the list, marked bought and by whom, so everyone in the shop
 * sees what is already taken and a mis-tick is one tap to undo. Texts not on the list are returned,
 * not refused: "got milk and caviar" still ticks the milk.
 */
export function markBought(lists: GroceryLists, listName: string, items: readonly string[], by?: string): ListResult<MarkItemsOutcome> {
  return markItems(lists, listName, items, (item) => (item.bought ? undefined : { ...item, bought: by ? { by } : {} }));
}

/** Takes items out of the cart: they are to buy again. */
export function markNotBought(lists: GroceryLists, listName: string, items: readonly string[]): ListResult<MarkItemsOutcome> {
  return markItems(lists, listName, items, (item) => {
    if (!item.bought) {
      return undefined;
    }
    const { bought: _bought, ...rest } = item;
    return rest;
  });
}

/** Applies `change` to each named item; undefined from it means the item is already as asked. */
export function markItems(
  lists: GroceryLists,
  listName: string,
  items: readonly string[],
  change: (item: ListItem) => ListItem | undefined,
): ListResult<MarkItemsOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const list = found.value;
  const keys = itemKeys(list.items);
  // Each text by the key of the item it names (an odd plural or a slip finds it), or its own key when none.
  const asked = new Map(
    items.map((text) => {
      const name = parseItem(text).name;
      const at = findItemPosition(list.items, name);
      return [at === undefined ? itemKey(name) : (keys[at] ?? ''), text];
    }),
  );
  const seen = new Set<string>();
  const changed: ListItem[] = [];
  const already: ListItem[] = [];
  const nextItems = list.items.map((item, at) => {
    const key = keys[at] ?? '';
    if (!asked.has(key)) {
      return item;
    }
    seen.add(key);
    const next = change(item);
    (next ? changed : already).push(next ?? item);
    return next ?? item;
  });
  const missing = [...asked].filter(([key]) => !seen.has(key)).map(([, text]) => text);
  const next = changed.length === 0 ? lists : lists.map((each) => (each.id === list.id ? { ...each, items: nextItems } : each));
  return success({ lists: next, list: list.name, changed, already, missing });
}

/** What clearing did: the new lists and the bought items it took off. */
export interface ClearBoughtOutcome {
  readonly lists: GroceryLists;
  readonly list: string;
  readonly removed: readonly ListItem[];
}

/** Takes the bought items off the list, as at the end of a shop; /undo brings them back. */
export function clearBought(lists: GroceryLists, listName: string): ListResult<ClearBoughtOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const list = found.value;
  const removed = list.items.filter((item) => item.bought);
  const next = removed.length === 0 ? lists : lists.map((each) => (each.id === list.id ? { ...each, items: list.items.filter((item) => !item.bought) } : each));
  return success({ lists: next, list: list.name, removed });
}
