import { formatItem, type GroceryList, itemKey, parseItem } from '../../lists';
import { type KnownItems, splitItems } from './split-items';

// "everything except the cake", "all the items but plates and cups".
const EVERYTHING_EXCEPT = /^(?:everything|all(?: of)?(?: the)? items|all of it|it all|every item)(?: on it)?,? (?:except|but|apart from|other than|besides|save)(?: for)? (?<kept>.+)$/i;

/** The items a phrase such as "everything except the cake" keeps; undefined when it is not such a phrase. */
export function keptItems(phrase: string, knownItems: KnownItems): string[] | undefined {
  const kept = EVERYTHING_EXCEPT.exec(phrase)?.groups?.kept;
  return kept === undefined ? undefined : splitItems(kept, knownItems);
}

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
