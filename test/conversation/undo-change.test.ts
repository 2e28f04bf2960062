import { describe, expect, it } from 'vitest';
import { diffLists } from '../../src/conversation/diff-lists';
import { undoChange } from '../../src/conversation/undo-change';
import type { GroceryList, GroceryLists, ListItem } from '../../src/lists';

/** A small deterministic generator (mulberry32), so a failing case can be run again from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number) => Math.floor(next() * count);
  return { next, below, chance: (probability: number) => next() < probability, pick: <T>(values: readonly T[]) => values[below(values.length)] as T };
}
type Random = ReturnType<typeof random>;

const NAMES = ['milk', 'eggs', 'bread', 'chips', 'salsa', 'limes', 'tent', 'rice', 'tea', 'jam', 'oats', 'figs', 'kale', 'leeks'];
const PEOPLE = ['Alice', 'Bob', undefined];
const QUANTITIES = ['2', '3 loaves', '500 g', undefined];

function randomItem(rng: Random, name: string): ListItem {
  const quantity = rng.pick(QUANTITIES);
  const addedBy = rng.pick(PEOPLE);
  return { name, ...(quantity ? { quantity } : {}), ...(addedBy ? { addedBy } : {}) };
}

/** A list whose items have distinct names, as the list functions keep them. */
function randomList(rng: Random, name: string): GroceryList {
  const names = NAMES.filter(() => rng.chance(0.4));
  return { id: name, name, items: names.map((each) => randomItem(rng, each)) };
}

function randomLists(rng: Random): GroceryLists {
  return ['groceries', 'party', 'camping', 'breakfast', 'bbq'].filter(() => rng.chance(0.5)).map((name) => randomList(rng, name));
}

/** `lists` after a few of the changes a turn makes: lists created and deleted, items added, removed and re-quantified. */
function changed(rng: Random, lists: GroceryLists): GroceryLists {
  let next = [...lists];
  for (let step = rng.below(4) + 1; step > 0; step--) {
    const choice = rng.below(6);
    const at = rng.below(next.length);
    const list = next[at];
    if (choice === 0 || !list) {
      const name = rng.pick(['groceries', 'party', 'camping', 'breakfast', 'bbq', 'picnic']);
      if (!next.some((each) => each.name === name)) {
        next = [...next, randomList(rng, name)];
      }
    } else if (choice === 1) {
      next = next.filter((_, index) => index !== at);
    } else {
      const items = [...list.items];
      if (choice === 2 || items.length === 0) {
        const name = rng.pick(NAMES);
        if (!items.some((item) => item.name === name)) {
          items.push(randomItem(rng, name));
        }
      } else if (choice === 3) {
        items.splice(rng.below(items.length), 1 + rng.below(2));
      } else if (choice === 4) {
        const place = rng.below(items.length);
        items[place] = { ...(items[place] as ListItem), quantity: rng.pick(['4', '6 cans', '1 kg']) };
      } else {
        next[at] = { ...list, name: list.name.toUpperCase() };
        continue;
      }
      next[at] = { ...list, items };
    }
  }
  return next;
}

/** Parsed from JSON, as stored state is: no shared references between before and after. */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('diffLists and undoChange', () => {
  it('undo(after, diff(before, after)) is before, for a thousand turns of random changes', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const rng = random(seed);
      const before = randomLists(rng);
      const after = changed(rng, before);
      expect(undoChange(after, diffLists(before, after)), `seed ${seed}`).toEqual(before);
      expect(undoChange(copied(after), copied(diffLists(copied(before), copied(after)))), `seed ${seed}, from JSON`).toEqual(before);
    }
  });

  it('is exact for any two unrelated states too, reordered lists included', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const rng = random(seed);
      const before = randomLists(rng);
      const after = rng.chance(0.3) ? [...randomLists(rng)].reverse() : randomLists(rng);
      expect(undoChange(after, diffLists(before, after)), `seed ${seed}`).toEqual(before);
    }
  });

  it('keeps only what changed: one item added to a long list is one entry of one item', () => {
    const long: GroceryList = { id: 'groceries', name: 'groceries', items: Array.from({ length: 2_000 }, (_, at) => ({ name: `item ${at}`, addedBy: 'Alice' })) };
    const party: GroceryList = { id: 'party', name: 'party', items: [{ name: 'chips' }] };
    const before = [long, party];
    const added = [{ ...long, items: [...long.items, { name: 'milk', addedBy: 'Bob' }] }, party];
    expect(diffLists(before, added)).toEqual({ changes: [{ kind: 'changedItems', listId: 'groceries', removed: [], added: [{ at: 2_000, name: 'milk' }] }] });
    const removedTwo = [{ ...long, items: long.items.filter((_, at) => at !== 5 && at !== 1_500) }, party];
    expect(diffLists(copied(before), copied(removedTwo))).toEqual({
      changes: [{ kind: 'changedItems', listId: 'groceries', removed: [{ at: 5, after: 'item 4', item: { name: 'item 5', addedBy: 'Alice' } }, { at: 1_500, after: 'item 1499', item: { name: 'item 1500', addedBy: 'Alice' } }], added: [] }],
    });
    expect(JSON.stringify(diffLists(before, removedTwo)).length).toBeLessThan(300);
  });

  it('keeps a deleted list whole, with its place, and a created one by id', () => {
    const groceries: GroceryList = { id: 'groceries', name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }] };
    const party: GroceryList = { id: 'party', name: 'party', items: [{ name: 'chips', quantity: '2', addedBy: 'Bob' }] };
    const camping: GroceryList = { id: 'camping', name: 'camping', items: [] };
    expect(diffLists([party, groceries], [groceries, camping])).toEqual({
      changes: [
        { kind: 'createdList', listId: 'camping' },
        { kind: 'deletedList', at: 0, list: party },
      ],
    });
    expect(diffLists([groceries], [groceries])).toEqual({ changes: [] });
  });

  it("takes back what the change did on lists changed since, keeping the later changes", () => {
    const item = (name: string, addedBy = 'Alice'): ListItem => ({ name, addedBy });
    const before: GroceryLists = [
      { id: 'groceries', name: 'groceries', items: [item('milk'), item('eggs'), { name: 'bread', quantity: '2 loaves', addedBy: 'Bob' }] },
      { id: 'party', name: 'party', items: [item('chips', 'Bob')] },
    ];
    // The change: eggs removed, bread re-quantified, salsa added to party, camping created.
    const after: GroceryLists = [
      { id: 'groceries', name: 'groceries', items: [item('milk'), { name: 'bread', quantity: '3 loaves', addedBy: 'Bob' }] },
      { id: 'party', name: 'party', items: [item('chips', 'Bob'), item('salsa')] },
      { id: 'camping', name: 'camping', items: [item('tent')] },
    ];
    const change = diffLists(before, after);
    // Meanwhile Bob put jam at the top of groceries and limes on party, and made a bbq list.
    const since: GroceryLists = [
      { id: 'groceries', name: 'groceries', items: [item('jam', 'Bob'), item('milk'), { name: 'bread', quantity: '3 loaves', addedBy: 'Bob' }] },
      { id: 'party', name: 'party', items: [item('chips', 'Bob'), item('salsa'), item('limes', 'Bob')] },
      { id: 'camping', name: 'camping', items: [item('tent')] },
      { id: 'bbq', name: 'bbq', items: [item('charcoal', 'Bob')] },
    ];
    expect(undoChange(since, change)).toEqual([
      { id: 'groceries', name: 'groceries', items: [item('jam', 'Bob'), item('milk'), item('eggs'), { name: 'bread', quantity: '2 loaves', addedBy: 'Bob' }] },
      { id: 'party', name: 'party', items: [item('chips', 'Bob'), item('limes', 'Bob')] },
      { id: 'bbq', name: 'bbq', items: [item('charcoal', 'Bob')] },
    ]);
  });

  it('puts a deleted list back at its place, or its missing items into a list of that name made since', () => {
    const groceries: GroceryList = { id: 'groceries', name: 'groceries', items: [{ name: 'milk' }] };
    const party: GroceryList = { id: 'party', name: 'party', items: [{ name: 'chips' }, { name: 'salsa' }] };
    const change = diffLists([party, groceries], [groceries]);
    expect(undoChange([groceries, { id: 'bbq', name: 'bbq', items: [] }], change)).toEqual([party, groceries, { id: 'bbq', name: 'bbq', items: [] }]);
    expect(undoChange([groceries, { id: 'Party', name: 'Party', items: [{ name: 'salsa', quantity: '2' }] }], change)).toEqual([
      groceries,
      { id: 'Party', name: 'Party', items: [{ name: 'chips' }, { name: 'salsa', quantity: '2' }] },
    ]);
  });

  it('leaves alone a list the change touched that was deleted since, and items already back', () => {
    const before: GroceryLists = [{ id: 'groceries', name: 'groceries', items: [{ name: 'milk' }, { name: 'eggs' }] }];
    const change = diffLists(before, [{ id: 'groceries', name: 'groceries', items: [{ name: 'milk' }, { name: 'tea' }] }]);
    expect(undoChange([], change)).toEqual([]);
    expect(undoChange([{ id: 'groceries', name: 'groceries', items: [{ name: 'eggs', addedBy: 'Bob' }, { name: 'milk' }] }], change)).toEqual([
      { id: 'groceries', name: 'groceries', items: [{ name: 'eggs', addedBy: 'Bob' }, { name: 'milk' }] },
    ]);
  });
});
