import { formatItem, type GroceryList, itemKey, parseItem } from '../../lists';

/**
 * The items on `list` other than `kept`, as the list spells them. Undefined when something to keep
 * is not on the list: "everything except the plates" where there are none may mean another list.
 */
export function everythingExcept(list: GroceryList, kept: readonly string[]): string[] | undefined {
  const keys = new Set(kept.map((item) => itemKey(parseItem(item).name)));
  if (![...keys].every((key) => list.items.some((item) => itemKey(item.name) === key))) {
    return undefined;
  }
  return list.items.filter((item) => !keys.has(itemKey(item.name))).map(formatItem);
}
