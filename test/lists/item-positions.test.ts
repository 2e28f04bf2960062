import { describe, expect, it } from 'vitest';
import { addItems, createList, DEFAULT_LIST_LIMITS, itemKeys, itemPositions, parseItem } from '../../src/lists';

describe('the keys kept with a list of items', () => {
  it('give each key its place, singular and plural alike, and the last place of a key said twice', () => {
    const items = ['Bananas', '2 loaves of bread', 'milk', 'banana'].map((text) => parseItem(text));
    expect(itemKeys(items)).toEqual(['banana', 'bread', 'milk', 'banana']);
    expect([...itemPositions(items)]).toEqual([
      ['banana', 3],
      ['bread', 1],
      ['milk', 2],
    ]);
    expect(itemPositions(items)).toBe(itemPositions(items));
  });

  it('are worked out again for the items a change makes, never taken from the items before it', () => {
    const created = createList([], 'groceries', ['milk'], DEFAULT_LIST_LIMITS);
    const lists = created.ok ? created.value.lists : [];
    const before = lists[0]?.items ?? [];
    expect([...itemPositions(before).keys()]).toEqual(['milk']);
    const added = addItems(lists, 'groceries', ['eggs', '2 milk'], DEFAULT_LIST_LIMITS);
    const after = added.ok ? (added.value.lists[0]?.items ?? []) : [];
    expect([...itemPositions(after)]).toEqual([
      ['milk', 0],
      ['egg', 1],
    ]);
    expect(after.map((item) => item.quantity)).toEqual(['2', undefined]);
    expect([...itemPositions(before).keys()]).toEqual(['milk']);
  });
});
