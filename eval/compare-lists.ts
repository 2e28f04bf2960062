import { findItemPosition, formatItem, formatQuantity, parseQuantity, type GroceryLists, matchKey, parseItem, sectionOf } from '../src/lists';
import { type CaseItem, parseCaseItem, writeCaseItem } from './case-item';
import type { ListsState } from './eval-case';

/** "two" and "2" are one quantity: a model may write either; "a" loaf is one loaf. */
const NUMBER_WORDS: Record<string, string> = {
  a: '1', an: '1', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
};

/**
 * The item as parsed, where "pack of skewers" is one pack of skewers, as "a pack of skewers" is:
 * people write items without the "a", and the bot keeps it.
 */
export function countedItem(text: string): ReturnType<typeof parseItem> {
  const item = parseItem(text);
  if (item.quantity !== undefined) {
    return item;
  }
  // Only a container said with "of" ("bag of spinach"): "tin foil" is foil in no tin.
  if (!/^\s*\p{L}+\s+of\s/u.test(text)) {
    return item;
  }
  const counted = parseItem(`1 ${text}`);
  return counted.quantity !== undefined && counted.quantity !== '1' ? counted : item;
}

/** What an item is compared by: its name and quantity as a person reads them, and whether it is bought. */
export function caseItemKey({ text, bought }: CaseItem): string {
  const item = countedItem(text);
  // "a cucumber" and "cucumber" are one cucumber: a count of one is no amount to compare.
  const quantity = ((written) => (written === '1' ? '' : written))(quantityKey(item.quantity));
  const key = quantity ? `${matchKey(item.name)} (${quantity})` : matchKey(item.name);
  return bought ? `${key} [bought]` : key;
}

interface KeyedItem {
  readonly written: string;
  readonly item: CaseItem;
}

function keyed(state: ListsState): Map<string, { name: string; items: Map<string, KeyedItem> }> {
  return new Map(
    Object.entries(state).map(([name, items]) => [
      matchKey(name),
      { name, items: new Map(items.map((written) => ((item) => [caseItemKey(item), { written, item }] as const)(parseCaseItem(written)))) },
    ]),
  );
}

/** The lists as the case format writes them: bought items marked so, and a section a person chose named. */
export function toListsState(lists: GroceryLists): ListsState {
  return Object.fromEntries(
    lists.map((list) => [list.name, list.items.map((item) => writeCaseItem({ text: formatItem(item), bought: item.bought !== undefined, ...(item.section ? { section: item.section } : {}) }))]),
  );
}

/** "a couple" and "2", "a dozen" and "12", "two" and "2" are one amount: compared as the domain reads them. */
function quantityKey(quantity: string | undefined): string {
  const read = quantity === undefined ? undefined : parseQuantity(quantity);
  const written = read ? formatQuantity(read) : (quantity ?? '');
  return matchKey(written).replace(/^[a-z]+\b/, (word) => NUMBER_WORDS[word] ?? word).replace(/(\d)\s+(?=[a-z])/g, '$1');
}

/** Whether two items differ only in how a name is spelt, as the domain finds a misspelt item: same amount, same tick. */
function sameButSpelling(wanted: CaseItem, got: CaseItem): boolean {
  const [wantedItem, gotItem] = [countedItem(wanted.text), countedItem(got.text)];
  const respelt = findItemPosition([gotItem], wantedItem.name) !== undefined || findItemPosition([wantedItem], gotItem.name) !== undefined;
  return quantityKey(wantedItem.quantity) === quantityKey(gotItem.quantity) && wanted.bought === got.bought && respelt;
}

/**
 * How `actual` differs from `expected`, one phrase per difference ("groceries lacks milk"), or
 * nothing when they match. Lists and items are compared as a person reads them: case-insensitively,
 * in any order, each item by name, quantity and whether it is bought; and by section where the
 * expected item names one (an item with none chosen is under the section the dictionary gives it).
 */
export function differences(expected: ListsState, actual: ListsState): string[] {
  const want = keyed(expected);
  const have = keyed(actual);
  const found: string[] = [];
  for (const [key, list] of want) {
    const other = have.get(key);
    if (!other) {
      found.push(`no list ${list.name}`);
      continue;
    }
    const lacking = [...list.items].filter(([item]) => !other.items.has(item));
    const surplus = [...other.items].filter(([item]) => !list.items.has(item));
    // "sweet potatos" on the list is the "sweet potatoes" expected: one item, as the domain's forgiving match reads names.
    const respelt = new Set(lacking.flatMap(([, wanted]) => surplus.filter(([, got]) => sameButSpelling(wanted.item, got.item)).slice(0, 1).map(([key]) => key)));
    const missing = lacking.filter(([, wanted]) => !surplus.some(([key, got]) => respelt.has(key) && sameButSpelling(wanted.item, got.item))).map(([, { written }]) => written);
    const extra = surplus.filter(([key]) => !respelt.has(key)).map(([, { written }]) => written);
    if (missing.length > 0) {
      found.push(`${list.name} lacks ${missing.join(', ')}`);
    }
    if (extra.length > 0) {
      found.push(`${list.name} has ${extra.join(', ')} too`);
    }
    for (const [item, { item: wanted }] of list.items) {
      const got = other.items.get(item)?.item;
      const section = got && (got.section ?? sectionOf(parseItem(got.text).name));
      if (got && wanted.section && section !== wanted.section) {
        found.push(`${list.name} has ${got.text} under ${section}, not ${wanted.section}`);
      }
    }
  }
  for (const [key, list] of have) {
    if (!want.has(key)) {
      found.push(`an unexpected list ${list.name} (${[...list.items.values()].map(({ written }) => written).join(', ') || 'empty'})`);
    }
  }
  return found;
}
