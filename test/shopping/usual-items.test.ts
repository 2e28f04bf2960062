import { describe, expect, it } from 'vitest';
import { dueItems, DUE_RULE, describeInterval } from '../../src/shopping/due-items';
import type { Purchase, ShoppingMemory } from '../../src/shopping/shopping-memory';
import { suggestionsFor, SUGGESTIONS_SHOWN } from '../../src/shopping/suggestions';
import { TRIP_QUIET_GAP_MS, tripsOf } from '../../src/shopping/trips';
import { withStaples, withoutSuggesting } from '../../src/shopping/usual-choices';
import { usualItems, USUAL_RULE } from '../../src/shopping/usual-items';
import { usualToAdd } from '../../src/shopping/usual-to-add';

const DAY = 86_400_000;
const bought = (name: string, at: number, extra: Partial<Purchase> = {}): Purchase => ({ key: name, name, listId: 'g', at, ...extra });
/** One trip a week for `weeks` weeks, each cleared the next morning: the items bought on each. */
function weeklyTrips(trips: readonly (readonly string[])[]): ShoppingMemory {
  return {
    purchases: trips.flatMap((items, week) => items.map((name, index) => bought(name, week * 7 * DAY + index))),
    tripEnds: trips.map((_, week) => week * 7 * DAY + DAY / 2),
  };
}
const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);

describe('trips', () => {
  it('are ended by a clear, and by a quiet gap longer than three hours; a clear in the same turn as a purchase comes after it', () => {
    const memory: ShoppingMemory = {
      purchases: [bought('a', 0), bought('b', TRIP_QUIET_GAP_MS), bought('c', 2 * TRIP_QUIET_GAP_MS + 1), bought('d', 2 * TRIP_QUIET_GAP_MS + 2), bought('e', 2 * TRIP_QUIET_GAP_MS + 3)],
      tripEnds: [2 * TRIP_QUIET_GAP_MS + 2],
    };
    expect(tripsOf(memory).map(keys)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});

describe(`the usual: bought on ${USUAL_RULE.atLeast} of the last ${USUAL_RULE.trips} trips, or named`, () => {
  it('counts an item bought on exactly 3 trips, not one bought on 2, nor a one-off; an item bought twice on one trip counts once', () => {
    const memory = weeklyTrips([['milk', 'bread', 'milk'], ['milk', 'bread'], ['milk', 'cake'], ['eggs', 'eggs', 'eggs']]);
    expect(usualItems(memory).map((item) => [item.key, item.reason])).toEqual([['milk', { kind: 'trips', bought: 3, of: 4 }]]);
  });

  it('looks at the last 8 trips only: 3 purchases on trips 1 to 3 of 11 no longer count', () => {
    const early = weeklyTrips([['tea'], ['tea'], ['tea'], ...Array.from({ length: 8 }, () => ['milk'])]);
    expect(keys(usualItems(early))).toEqual(['milk']);
    const onTheEdge = weeklyTrips([['tea'], ['tea'], ['tea'], ...Array.from({ length: 5 }, () => ['milk'])]);
    expect(keys(usualItems(onTheEdge))).toEqual(['milk', 'tea']);
  });

  it('adds the staples people named, and leaves out what they asked not to be suggested, learnt or named', () => {
    const memory = withoutSuggesting(withStaples(weeklyTrips([['milk'], ['milk'], ['milk', 'bread'], ['bread'], ['bread']]), [{ name: 'oat milk' }, { name: 'coffee', quantity: '2 bags' }]), ['bread', 'coffee']);
    expect(usualItems(memory).map((item) => [item.key, item.reason.kind])).toEqual([['milk', 'trips'], ['oat milk', 'staple']]);
    // Made a staple again, bread is suggested again, as bought: on 3 of the last 5 trips.
    expect(keys(usualItems(withStaples(memory, [{ name: 'bread' }])))).toEqual(['milk', 'bread', 'oat milk']);
  });

  it('is added to a list, each with its last quantity, leaving out what is on it (ticked or not); with nothing to add, it says why', () => {
    const memory = weeklyTrips([['milk', 'bread'], ['milk', 'bread'], ['milk', 'bread']]);
    const withQuantity: ShoppingMemory = { ...memory, purchases: memory.purchases.map((purchase) => (purchase.key === 'bread' ? { ...purchase, quantity: '2 loaves' } : purchase)) };
    const list = { id: 'g', name: 'groceries', items: [{ name: 'Milk', bought: {} }] };
    expect(usualToAdd(usualItems(withQuantity), list)).toEqual({ ok: true, value: { add: ['2 loaves of bread'], already: ['Milk'] } });
    const full = usualToAdd(usualItems(withQuantity), { ...list, items: [...list.items, { name: 'bread' }] });
    expect(!full.ok && full.error.message).toBe('Your usual items are all on groceries already: Milk, bread.');
    const none = usualToAdd([], list);
    expect(!none.ok && none.error.code).toBe('no_usual_items');
  });
});

describe('due again: bought at a steady interval, at least 3 times', () => {
  const milkEvery5Days: ShoppingMemory = { purchases: [0, 5, 10].map((day) => bought('milk', day * DAY)), tripEnds: [] };

  it('is due from half a day before the interval has passed since the last purchase, until three intervals have', () => {
    expect(keys(dueItems(milkEvery5Days, 15 * DAY - DUE_RULE.earlyMs - 1))).toEqual([]);
    expect(keys(dueItems(milkEvery5Days, 15 * DAY - DUE_RULE.earlyMs))).toEqual(['milk']);
    expect(keys(dueItems(milkEvery5Days, 25 * DAY))).toEqual(['milk']);
    expect(keys(dueItems(milkEvery5Days, 25 * DAY + 1))).toEqual([]);
    expect(describeInterval(5 * DAY)).toBe('about every 5 days');
    expect(describeInterval(14 * DAY)).toBe('about every 2 weeks');
  });

  it('is never an item bought twice, bought unsteadily, or asked not to be suggested', () => {
    expect(dueItems({ purchases: [0, 5].map((day) => bought('milk', day * DAY)), tripEnds: [] }, 10 * DAY)).toEqual([]);
    expect(dueItems({ purchases: [0, 2, 10].map((day) => bought('milk', day * DAY)), tripEnds: [] }, 15 * DAY)).toEqual([]);
    expect(dueItems(withoutSuggesting(milkEvery5Days, ['milk']), 15 * DAY)).toEqual([]);
  });
});

describe("a list card's suggestions", () => {
  const lists = [
    { id: 'g', name: 'groceries', items: [{ name: 'eggs', bought: {} }] },
    { id: 'p', name: 'party', items: [] },
  ];

  it(`are due items first, then usual ones, not on the list even ticked, on the list they were bought from, at most ${SUGGESTIONS_SHOWN}`, () => {
    const weekly = weeklyTrips([['a', 'b', 'c', 'd', 'e', 'f', 'eggs'], ['a', 'b', 'c', 'd', 'e', 'f', 'eggs'], ['a', 'b', 'c', 'd', 'e', 'f', 'eggs']]);
    const memory: ShoppingMemory = { ...weekly, purchases: [...weekly.purchases, ...[0, 5, 10].map((day) => bought('milk', day * DAY + 1_000, { listId: 'p' }))] };
    const at15 = suggestionsFor(memory, lists, lists[0]!, 15 * DAY);
    expect(at15.map((suggestion) => [suggestion.name, suggestion.why])).toEqual([['a', 'usual'], ['b', 'usual'], ['c', 'usual'], ['d', 'usual'], ['e', 'usual']]);
    expect(suggestionsFor(memory, lists, lists[1]!, 15 * DAY)).toEqual([{ name: 'milk', why: 'due' }]);
    // Bought on 3 of the 5 trips, milk is usual even before it is due.
    expect(suggestionsFor(memory, lists, lists[1]!, 11 * DAY)).toEqual([{ name: 'milk', why: 'usual' }]);
    expect(suggestionsFor(undefined, lists, lists[0]!, 15 * DAY)).toEqual([]);
  });

  it('go to the first list when the list they were bought from is gone', () => {
    const memory = { ...weeklyTrips([['tea'], ['tea'], ['tea']]), purchases: weeklyTrips([['tea'], ['tea'], ['tea']]).purchases.map((purchase) => ({ ...purchase, listId: 'gone' })) };
    expect(suggestionsFor(memory, lists, lists[0]!, 0)).toEqual([{ name: 'tea', why: 'usual' }]);
    expect(suggestionsFor(memory, lists, lists[1]!, 0)).toEqual([]);
  });
});

describe('the usual against a list', () => {
  it('finds a usual item on the list as any name is found there, misspelt or in its other plural', () => {
    const memory = withStaples({ purchases: [], tripEnds: [] }, [{ name: 'margerine' }, { name: 'avocadoes' }, { name: 'tea' }]);
    const list = { id: 'g', name: 'groceries', items: [{ name: 'margarine' }, { name: 'avocados' }] };
    expect(usualToAdd(usualItems(memory), list)).toEqual({ ok: true, value: { add: ['tea'], already: ['margarine', 'avocados'] } });
    expect(suggestionsFor(memory, [list], list, 0)).toEqual([{ name: 'tea', why: 'usual' }]);
  });
});
