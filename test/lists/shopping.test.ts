import { describe, expect, it } from 'vitest';
import {
  clearBought,
  createList,
  DEFAULT_LIST_LIMITS,
  findList,
  type GroceryLists,
  listKey,
  ListNameTakenError,
  ListsAmbiguousError,
  markBought,
  markNotBought,
  moveToSection,
  renameList,
  sectionOfItem,
} from '../../src/lists';

function lists(...names: string[]): GroceryLists {
  let made: GroceryLists = [];
  for (const name of names) {
    const result = createList(made, name, ['milk', '2 loaves of bread', 'eggs'], DEFAULT_LIST_LIMITS, 'Alice');
    if (!result.ok) throw result.error;
    made = result.value.lists;
  }
  return made;
}

function ok<T>(result: { ok: true; value: T } | { ok: false; error: Error }): T {
  if (!result.ok) throw result.error;
  return result.value;
}

describe('list names that forgive', () => {
  it('reads singular and plural, with or without the, my, list and shopping, as one name', () => {
    expect(new Set(['grocery', 'Groceries', 'the grocery list', 'my groceries', 'grocery shopping', 'groceries list'].map(listKey))).toEqual(new Set(['grocery']));
    expect(listKey('shopping list')).toBe('shopping list');
    expect(listKey('this week')).toBe('this week');
  });

  it('finds the one list such a name means, and asks which when two answer to it', () => {
    const one = lists('groceries');
    expect(ok(findList(one, 'the grocery list')).name).toBe('groceries');
    // Made before names matched loosely: two lists that answer to the same words.
    const two: GroceryLists = [
      { id: 'l-1', name: 'grocery', items: [] },
      { id: 'l-2', name: 'groceries list', items: [] },
    ];
    // A list of that very name wins over the looser match.
    expect(ok(findList(two, 'Grocery')).name).toBe('grocery');
    const asked = findList(two, 'groceries');
    expect(asked.ok).toBe(false);
    expect(!asked.ok && asked.error).toBeInstanceOf(ListsAmbiguousError);
    expect(!asked.ok && asked.error.message).toBe("'groceries' could mean 'grocery' or 'groceries list': which one?");
  });

  it('gives every list its own id, and "create" of a name that matches adds to that list', () => {
    const made = lists('groceries', 'party');
    expect(new Set(made.map((list) => list.id)).size).toBe(2);
    const again = ok(createList(made, 'grocery', ['tea'], DEFAULT_LIST_LIMITS));
    expect(again.created).toBe(false);
    expect(again.lists).toHaveLength(2);
    expect(again.lists[0]?.items.map((item) => item.name)).toContain('tea');
  });
});

describe('renameList', () => {
  it('keeps the id, the items and the place', () => {
    const made = lists('groceries', 'party');
    const renamed = ok(renameList(made, 'groceries', ' Weekly  shop ', DEFAULT_LIST_LIMITS));
    expect(renamed.lists[0]).toEqual({ ...made[0], name: 'Weekly shop' });
    expect(renamed.before.name).toBe('groceries');
  });

  it('refuses a name another list answers to, and may change a name\'s spelling', () => {
    const made = lists('groceries', 'party');
    const clash = renameList(made, 'party', 'grocery', DEFAULT_LIST_LIMITS);
    expect(!clash.ok && clash.error).toBeInstanceOf(ListNameTakenError);
    expect(!clash.ok && clash.error.message).toBe("'grocery' would be mistaken for your list 'groceries': choose another name.");
    expect(ok(renameList(made, 'groceries', 'Groceries', DEFAULT_LIST_LIMITS)).after.name).toBe('Groceries');
  });
});

describe('bought items', () => {
  it('stay on the list, marked with who bought them; texts not on the list are told', () => {
    const made = lists('groceries');
    const bought = ok(markBought(made, 'grocery', ['Eggs', 'bread', 'caviar'], 'Bob'));
    expect(bought.changed.map((item) => item.name)).toEqual(['bread', 'eggs']);
    expect(bought.missing).toEqual(['caviar']);
    expect(bought.lists[0]?.items).toEqual([
      { name: 'milk', addedBy: 'Alice' },
      { name: 'bread', quantity: '2 loaves', addedBy: 'Alice', bought: { by: 'Bob' } },
      { name: 'eggs', addedBy: 'Alice', bought: { by: 'Bob' } },
    ]);
    const again = ok(markBought(bought.lists, 'groceries', ['eggs'], 'Alice'));
    expect(again.changed).toEqual([]);
    expect(again.already.map((item) => item.bought?.by)).toEqual(['Bob']);
    expect(again.lists).toBe(bought.lists);
  });

  it('come back to buy, and are cleared off together', () => {
    const bought = ok(markBought(lists('groceries'), 'groceries', ['eggs', 'bread'], 'Bob')).lists;
    const back = ok(markNotBought(bought, 'groceries', ['eggs'])).lists;
    expect(back[0]?.items.find((item) => item.name === 'eggs')).toEqual({ name: 'eggs', addedBy: 'Alice' });
    const cleared = ok(clearBought(back, 'groceries'));
    expect(cleared.removed.map((item) => item.name)).toEqual(['bread']);
    expect(cleared.lists[0]?.items.map((item) => item.name)).toEqual(['milk', 'eggs']);
    expect(ok(clearBought(cleared.lists, 'groceries')).lists).toBe(cleared.lists);
  });
});

describe('sections', () => {
  it('are the dictionary\'s until a person moves an item', () => {
    const made = lists('groceries');
    expect(made[0]?.items.map(sectionOfItem)).toEqual(['dairy & eggs', 'bakery', 'dairy & eggs']);
    const moved = ok(moveToSection(made, 'groceries', ['milk'], 'drinks'));
    expect(moved.lists[0]?.items.map(sectionOfItem)).toEqual(['drinks', 'bakery', 'dairy & eggs']);
  });
});
