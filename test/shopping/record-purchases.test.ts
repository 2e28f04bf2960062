import { describe, expect, it } from 'vitest';
import { clearBought, deleteList, type GroceryLists, markBought, markNotBought, removeItems } from '../../src/lists';
import { recordPurchases } from '../../src/shopping/record-purchases';
import { tripsOf } from '../../src/shopping/trips';
import { EMPTY_SHOPPING_MEMORY, HISTORY_LIMITS, type ShoppingMemory } from '../../src/shopping/shopping-memory';

const HOUR = 3_600_000;
const lists: GroceryLists = [{ id: 'g', name: 'groceries', items: [{ name: 'milk' }, { name: 'bread', quantity: '2 loaves' }, { name: 'eggs' }] }];
const value = <T>(result: { ok: boolean; value?: T }): T => {
  if (!result.ok || result.value === undefined) {
    throw new Error('the change failed');
  }
  return result.value;
};
const bought = (before: GroceryLists, items: string[], by = 'Bob') => value(markBought(before, 'groceries', items, by)).lists;

describe('what a turn teaches the shopping memory', () => {
  it('records each item ticked, with its key, name, quantity, list, time and who bought it', () => {
    const after = bought(lists, ['milk', 'bread']);
    const memory = recordPurchases(EMPTY_SHOPPING_MEMORY, { before: lists, after, at: 5 * HOUR, undoing: false });
    expect(memory.purchases).toEqual([
      { key: 'milk', name: 'milk', listId: 'g', at: 5 * HOUR, by: 'Bob' },
      { key: 'bread', name: 'bread', quantity: '2 loaves', listId: 'g', at: 5 * HOUR, by: 'Bob' },
    ]);
    expect(memory.tripEnds).toEqual([]);
  });

  it('takes a purchase back when its item is unticked, and keeps the memory object when nothing was bought', () => {
    const ticked = bought(lists, ['milk']);
    const once = recordPurchases(EMPTY_SHOPPING_MEMORY, { before: lists, after: ticked, at: 1, undoing: false });
    const unticked = value(markNotBought(ticked, 'groceries', ['milk'])).lists;
    expect(recordPurchases(once, { before: ticked, after: unticked, at: 2, undoing: false }).purchases).toEqual([]);
    expect(recordPurchases(once, { before: ticked, after: ticked, at: 3, undoing: false })).toBe(once);
  });

  it('ends the trip when the bought items are cleared, or their list is deleted, but not when items still to buy, or one bought item of several, are removed', () => {
    const ticked = bought(lists, ['milk']);
    const memory = recordPurchases(EMPTY_SHOPPING_MEMORY, { before: lists, after: ticked, at: 1, undoing: false });
    const cleared = value(clearBought(ticked, 'groceries')).lists;
    expect(recordPurchases(memory, { before: ticked, after: cleared, at: 2, undoing: false })).toEqual({ ...memory, tripEnds: [2] });
    const deleted = value(deleteList(ticked, 'groceries')).lists;
    expect(recordPurchases(memory, { before: ticked, after: deleted, at: 3, undoing: false }).tripEnds).toEqual([3]);
    const fewer: GroceryLists = [{ ...lists[0]!, items: [{ name: 'milk' }] }];
    expect(recordPurchases(memory, { before: lists, after: fewer, at: 4, undoing: false })).toBe(memory);
    const two = bought(lists, ['milk', 'eggs']);
    const oneRemoved = value(removeItems(two, 'groceries', ['milk'])).lists;
    expect(recordPurchases(memory, { before: two, after: oneRemoved, at: 5, undoing: false }).tripEnds).toEqual([]);
  });

  it('leaves the memory as before when /undo takes back a clear: the trip end goes, and the items coming back are not bought again', () => {
    const ticked = bought(lists, ['milk', 'eggs']);
    const before = recordPurchases(EMPTY_SHOPPING_MEMORY, { before: lists, after: ticked, at: 1, undoing: false });
    const cleared = value(clearBought(ticked, 'groceries')).lists;
    const afterClear = recordPurchases(before, { before: ticked, after: cleared, at: 2, undoing: false });
    expect(recordPurchases(afterClear, { before: cleared, after: ticked, at: 3, undoing: true })).toEqual(before);
    // One bought item of two removed ended no trip, so its /undo takes none back.
    const oneRemoved = value(removeItems(ticked, 'groceries', ['milk'])).lists;
    expect(recordPurchases(afterClear, { before: oneRemoved, after: ticked, at: 4, undoing: true })).toEqual(afterClear);
  });

  it('leaves the memory as before when /undo takes back a purchase, whether the item stays (unticked) or goes (added and ticked in one turn)', () => {
    const ticked = bought(lists, ['milk']);
    const memory = recordPurchases(EMPTY_SHOPPING_MEMORY, { before: lists, after: ticked, at: 1, undoing: false });
    expect(recordPurchases(memory, { before: ticked, after: lists, at: 2, undoing: true }).purchases).toEqual([]);
    const withCandles: GroceryLists = [{ ...ticked[0]!, items: [...ticked[0]!.items, { name: 'candles', bought: { by: 'Ann' } }] }];
    const both = recordPurchases(memory, { before: ticked, after: withCandles, at: 3, undoing: false });
    expect(both.purchases.map((purchase) => purchase.key)).toEqual(['milk', 'candle']);
    expect(recordPurchases(both, { before: withCandles, after: ticked, at: 4, undoing: true })).toEqual(memory);
  });

  it('keeps each trip its own when turns come faster than the clock moves: a purchase in the turn after a clear starts the next trip', () => {
    let memory = EMPTY_SHOPPING_MEMORY;
    for (let trip = 0; trip < 3; trip++) {
      const ticked = bought(lists, ['milk']);
      memory = recordPurchases(memory, { before: lists, after: ticked, at: 7, undoing: false });
      memory = recordPurchases(memory, { before: ticked, after: value(clearBought(ticked, 'groceries')).lists, at: 7, undoing: false });
    }
    expect(tripsOf(memory).map((each) => each.map((purchase) => purchase.key))).toEqual([['milk'], ['milk'], ['milk']]);
  });

  it(`keeps at most ${HISTORY_LIMITS.purchases} purchases, none older than a year, and the trip ends among them`, () => {
    const year = HISTORY_LIMITS.maxAgeMs;
    const old: ShoppingMemory = {
      purchases: Array.from({ length: HISTORY_LIMITS.purchases }, (_, index) => ({ key: `item ${index}`, name: `item ${index}`, listId: 'g', at: index * HOUR })),
      tripEnds: [0.5 * HOUR, 10.5 * HOUR],
    };
    const ticked = bought(lists, ['milk']);
    const next = recordPurchases(old, { before: lists, after: ticked, at: 5 * HOUR, undoing: false });
    expect(next.purchases).toHaveLength(HISTORY_LIMITS.purchases);
    expect(next.purchases[0]?.key).toBe('item 1');
    expect(next.tripEnds).toEqual([10.5 * HOUR]);
    const later = recordPurchases(old, { before: lists, after: ticked, at: year + 10 * HOUR, undoing: false });
    expect(later.purchases.map((purchase) => purchase.key)).toEqual([...Array.from({ length: HISTORY_LIMITS.purchases - 10 }, (_, index) => `item ${index + 10}`), 'milk']);
  });
});
