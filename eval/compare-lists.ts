import { formatItem, type GroceryLists, matchKey, parseItem } from '../src/lists';
import type { ListsState } from './eval-case';

/** "two" and "2" are one quantity: a model may write either. */
const NUMBER_WORDS: Record<string, string> = {
  one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
};

function itemKey(text: string): string {
  const item = parseItem(text);
  const quantity = matchKey(item.quantity ?? '').replace(/^[a-z]+\b/, (word) => NUMBER_WORDS[word] ?? word).replace(/(\d)\s+(?=[a-z])/g, '$1');
  return quantity ? `${matchKey(item.name)} (${quantity})` : matchKey(item.name);
}

function keyed(state: ListsState): Map<string, { name: string; items: Map<string, string> }> {
  return new Map(Object.entries(state).map(([name, items]) => [matchKey(name), { name, items: new Map(items.map((item) => [itemKey(item), item])) }]));
}

/** The lists as the case format writes them. */
export function toListsState(lists: GroceryLists): ListsState {
  return Object.fromEntries(lists.map((list) => [list.name, list.items.map(formatItem)]));
}

/**
 * How `actual` differs from `expected`, one phrase per difference ("groceries lacks milk"), or
 * nothing when they match. Lists and items are compared as a person reads them: case-insensitively,
 * in any order, each item by name and quantity.
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
    const missing = [...list.items].filter(([item]) => !other.items.has(item)).map(([, text]) => text);
    const extra = [...other.items].filter(([item]) => !list.items.has(item)).map(([, text]) => text);
    if (missing.length > 0) {
      found.push(`${list.name} lacks ${missing.join(', ')}`);
    }
    if (extra.length > 0) {
      found.push(`${list.name} has ${extra.join(', ')} too`);
    }
  }
  for (const [key, list] of have) {
    if (!want.has(key)) {
      found.push(`an unexpected list ${list.name} (${[...list.items.values()].join(', ') || 'empty'})`);
    }
  }
  return found;
}
