import { checkText } from './check-text';
import { findList, indexOfList } from './find-list';
import { findItemPosition } from './find-item-position';
import { itemKey } from './item-key';
import { agreeingName } from './item-name';
import { ItemsNotFoundError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import type { ListLimits } from './limits';
import { countInUnitOf } from './quantity';
import { formatItem, parseItem } from './parse-item';
import type { GroceryLists, ListItem } from './types';

/** What setting a quantity did: the new lists, and the item before and after. */
export interface SetQuantityOutcome {
  readonly lists: GroceryLists;
  readonly item: ListItem;
  readonly previous: ListItem;
}

/**
 * Sets the quantity of an item already on the list called `listName` to the one `itemText` gives:
 * "change milk to 2" is `setQuantity(lists, 'groceries', '2 milk')`. Unlike adding, the quantity is
 * replaced, not added to (a plain count keeps the unit there: "2 litres" changed to "3" is 3 litres);
 * text without a quantity ("milk") leaves the item with none. The item is found as `removeItems`
 * finds it (`findItemPosition`); if it is not there nothing changes and the error says what is.
 */
export function setQuantity(lists: GroceryLists, listName: string, itemText: string, limits: ListLimits): ListResult<SetQuantityOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const problem = checkText(itemText, 'item', limits);
  if (problem) {
    return failure(problem);
  }
  const list = found.value;
  const wanted = parseItem(itemText);
  const at = findItemPosition(list.items, wanted.name);
  const previous = at === undefined ? undefined : list.items[at];
  if (!previous) {
    return failure(new ItemsNotFoundError(list.name, [itemText.trim()], list.items.map(formatItem)));
  }
  const { quantity: _dropped, ...rest } = previous;
  const quantity = wanted.quantity && countInUnitOf(previous.quantity, wanted.quantity);
  // A name matched by its spelling ("avocadoes") is no form to show.
  const written = itemKey(previous.name) === itemKey(wanted.name) ? wanted.name : previous.name;
  const name = agreeingName(previous.name, written, quantity);
  const item: ListItem = quantity ? { ...rest, name, quantity } : { ...rest, name };
  const index = indexOfList(lists, listName);
  const items = list.items.map((each, position) => (position === at ? item : each));
  return success({ lists: lists.map((each, position) => (position === index ? { ...list, items } : each)), item, previous });
}

/**
 * Sets several quantities on one list, each as `setQuantity` does: "2 milk" and "3 loaves of bread".
 * Each text is an item already there with its new quantity; one that cannot be set refuses them all.
 * Each item is returned before and after, in the order asked.
 */
export function setQuantities(
  lists: GroceryLists,
  listName: string,
  itemTexts: readonly string[],
  limits: ListLimits,
): ListResult<{ readonly lists: GroceryLists; readonly list: string; readonly changes: readonly Omit<SetQuantityOutcome, 'lists'>[] }> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  let current = lists;
  const changes: Omit<SetQuantityOutcome, 'lists'>[] = [];
  for (const itemText of itemTexts) {
    const outcome = setQuantity(current, listName, itemText, limits);
    if (!outcome.ok) {
      return outcome;
    }
    current = outcome.value.lists;
    changes.push({ item: outcome.value.item, previous: outcome.value.previous });
  }
  return success({ lists: current, list: found.value.name, changes });
}
