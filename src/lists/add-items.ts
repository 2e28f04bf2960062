import { checkText } from './check-text';
import { findList, indexOfList } from './find-list';
import { LimitExceededError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import type { ListLimits } from './limits';
import { agreeingName, countsAsOne } from './item-name';
import { itemKey } from './item-key';
import { itemPositions, itemSpellings } from './item-positions';
import { parseItem } from './parse-item';
import { addQuantities, countOf, saysAnother } from './quantity';
import { SpellingIndex } from './spelling-index';
import { matchSpelling } from './spelling-match';
import type { GroceryList, GroceryLists, ListItem } from './types';

/** What adding did: the new lists, and which items were new, re-quantified, or already there. */
export interface AddItemsOutcome {
  readonly lists: GroceryLists;
  /** The list's own name. */
  readonly list: string;
  readonly added: readonly ListItem[];
  readonly updated: readonly ListItem[];
  readonly unchanged: readonly ListItem[];
}

/**
 * Adds `items` to the list called `listName`. An item already on the list (compared by `itemKey`:
 * without its quantity, ignoring case, singular and plural alike; failing that, by `matchSpelling`:
 * "avocadoes" is the avocado there) is not added twice:
 * - added with a quantity, the quantities add up (`addQuantities`) and the item is updated:
 *   "2 apples" then "3 apples" is "5 apples"; "2 bags of ice" then "5 kg of ice" is "2 bags + 5 kg";
 * - an item that had no quantity is one when its name is a singular thing (`countsAsOne`: "apple"
 *   then "2 apples" is "3 apples"), and of no number yet when it is a plural or an amount, so a count
 *   sets it ("tea bags" then "40 tea bags" is 40, "milk" then "2 milk" is 2); any other quantity
 *   becomes its quantity ("milk" then "1 l milk" is "1 l milk"), and "another" says one is there
 *   ("cereal" then "another box of cereal" is "2 boxes of cereal");
 * - added without a quantity, nothing changes and the item is unchanged, its quantity kept;
 * - the name stays as first stored, made to agree with a count (`agreeingName`).
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
  return success({ lists: next, list: found.value.name, added: outcome.added, updated: outcome.updated, unchanged: outcome.unchanged });
}

function mergeItems(list: GroceryList, incoming: readonly ListItem[]) {
  const items = [...list.items];
  // The list's keys are indexed once (and kept with it); the keys this request adds, apart.
  const listed = itemPositions(list.items);
  const positions = new Map<string, number>();
  const added: ListItem[] = [];
  const updated: ListItem[] = [];
  // An item named twice in one request is reported once, with its total: where in `added` or `updated`.
  const reported = new Map<number, { readonly in: ListItem[]; readonly at: number }>();
  const unchanged: ListItem[] = [];
  // Only a name on neither list nor request is matched by spelling, against both.
  const spellings = new SpellingIndex();
  const similar = (key: string) => {
    const match = matchSpelling(key, [itemSpellings(list.items), spellings]);
    return match === undefined ? undefined : (positions.get(match) ?? listed.get(match));
  };
  for (const parsed of incoming) {
    const key = itemKey(parsed.name);
    const at = positions.get(key) ?? listed.get(key) ?? similar(key);
    const existing = at === undefined ? undefined : items[at];
    if (at === undefined || !existing) {
      // "another box of cereal" on a list without cereal is 1 box.
      const item = parsed.quantity ? { ...parsed, quantity: addQuantities(undefined, parsed.quantity) } : parsed;
      positions.set(key, items.length);
      spellings.add(key);
      reported.set(items.length, { in: added, at: added.length });
      items.push(item);
      added.push(item);
      continue;
    }
    // A misspelt name is no form to show: "avocado" then "2 avocadoes" is "3 avocados".
    const written = itemKey(existing.name) === key ? parsed.name : existing.name;
    const merged = mergeItem(existing, parsed, written);
    const report = reported.get(at);
    if (!merged) {
      unchanged.push(existing);
    } else if (report) {
      items[at] = merged;
      report.in[report.at] = merged;
    } else {
      items[at] = merged;
      reported.set(at, { in: updated, at: updated.length });
      updated.push(merged);
    }
  }
  return { list: { ...list, items }, added, updated, unchanged };
}

/** The item once `item` (its name as `written`) is added to `existing`, or undefined when that changes nothing. */
function mergeItem(existing: ListItem, item: ListItem, written: string): ListItem | undefined {
  if (!item.quantity) {
    return undefined;
  }
  const quantity = existing.quantity ? addQuantities(existing.quantity, item.quantity) : firstQuantity(existing.name, item.quantity);
  const name = agreeingName(existing.name, written, quantity);
  return quantity === existing.quantity && name === existing.name ? undefined : { ...existing, name, quantity };
}

/** The quantity an item named `name`, on the list without one, has once `added` is added. */
function firstQuantity(name: string, added: string): string {
  if (saysAnother(added)) {
    // "another box" says a box is there already: what is there is what "another" names, once.
    return addQuantities(added, added);
  }
  return countOf(added) !== undefined && countsAsOne(name) ? addQuantities('1', added) : added;
}
