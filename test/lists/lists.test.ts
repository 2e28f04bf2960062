import { describe, expect, it } from 'vitest';
import {
  addItems,
  createList,
  DEFAULT_LIST_LIMITS,
  deleteList,
  EmptyTextError,
  findList,
  formatItem,
  ItemsNotFoundError,
  LimitExceededError,
  ListNotFoundError,
  removeItems,
  removeListedItems,
  type GroceryLists,
  type ListResult,
} from '../../src/lists';

const limits = DEFAULT_LIST_LIMITS;

function valueOf<T>(result: ListResult<T>): T {
  if (!result.ok) {
    throw new Error(`expected success, got ${result.error.message}`);
  }
  return result.value;
}

function errorOf<T>(result: ListResult<T>) {
  if (result.ok) {
    throw new Error('expected an error');
  }
  return result.error;
}

function itemsOf(lists: GroceryLists, name: string): string[] {
  return valueOf(findList(lists, name)).items.map(formatItem);
}

const start = valueOf(createList([], 'Groceries', ['milk', '2 loaves of bread'], limits, 'Alice')).lists;

describe('createList', () => {
  it('creates a list with its first items, remembering who added them', () => {
    expect(start).toEqual([
      { id: expect.any(String), name: 'Groceries', items: [{ name: 'milk', addedBy: 'Alice' }, { name: 'bread', quantity: '2 loaves', addedBy: 'Alice' }] },
    ]);
  });

  it('treats a list that exists as a place to add to, not an error', () => {
    const again = valueOf(createList(start, ' groceries ', ['eggs'], limits));
    expect(again.created).toBe(false);
    expect(again.lists).toHaveLength(1);
    expect(itemsOf(again.lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'eggs']);
  });

  it('keeps names tidy but as typed', () => {
    const lists = valueOf(createList([], '  Summer   Party ', [], limits)).lists;
    expect(lists[0]?.name).toBe('Summer Party');
  });

  it('refuses empty names and names over the length limit', () => {
    expect(errorOf(createList([], '   ', [], limits))).toBeInstanceOf(EmptyTextError);
    const long = errorOf(createList([], 'x'.repeat(201), [], limits));
    expect(long).toBeInstanceOf(LimitExceededError);
    expect(long.message).toContain('the most is 200');
  });

  it('stops at the most lists allowed', () => {
    const few = { ...limits, maxLists: 2 };
    const two = valueOf(createList(valueOf(createList([], 'a', [], few)).lists, 'b', [], few)).lists;
    const error = errorOf(createList(two, 'c', [], few));
    expect(error).toBeInstanceOf(LimitExceededError);
    expect(error.message).toBe('You already have 2 lists, the most there can be. Delete one first.');
    expect(valueOf(createList(two, 'B', ['x'], few)).lists).toHaveLength(2);
  });
});

describe('addItems', () => {
  it('matches the list name case-insensitively and trimmed', () => {
    const lists = valueOf(addItems(start, 'GROCERIES  ', ['eggs'], limits)).lists;
    expect(itemsOf(lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'eggs']);
  });

  it('does not add an item twice, whatever its case', () => {
    const outcome = valueOf(addItems(start, 'groceries', ['Milk', 'MILK', 'butter', 'Butter'], limits));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'butter']);
    expect(outcome.unchanged.map((item) => item.name)).toEqual(['milk', 'milk', 'butter']);
  });

  it('replaces the quantity of an item already on the list', () => {
    const outcome = valueOf(addItems(start, 'groceries', ['3 loaves of bread'], limits));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['milk', '3 loaves of bread']);
    expect(outcome.updated).toHaveLength(1);
  });

  it('keeps accents and other scripts, and compares them exactly', () => {
    const lists = valueOf(addItems(start, 'groceries', ['crème fraîche', 'Crème Fraîche', 'jalapeño', '豆腐'], limits)).lists;
    expect(itemsOf(lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'crème fraîche', 'jalapeño', '豆腐']);
  });

  it('says which lists exist when the list does not', () => {
    const error = errorOf(addItems(start, 'party', ['chips'], limits));
    expect(error).toBeInstanceOf(ListNotFoundError);
    expect(error.message).toBe("There is no list called 'party'. Your lists: Groceries.");
    expect(errorOf(addItems([], 'party', ['chips'], limits)).message).toBe(
      "There is no list called 'party'. There are no lists yet: create one first.",
    );
  });

  it('stops at the most items a list may hold, adding none of the request', () => {
    const small = { ...limits, maxItemsPerList: 3 };
    const error = errorOf(addItems(start, 'groceries', ['eggs', 'tea'], small));
    expect(error).toBeInstanceOf(LimitExceededError);
    expect(error.message).toBe('Groceries can hold at most 3 items; it has 2. Remove some first.');
    expect(valueOf(addItems(start, 'groceries', ['milk', 'eggs'], small)).lists[0]?.items).toHaveLength(3);
  });

  it('refuses an empty item', () => {
    expect(errorOf(addItems(start, 'groceries', [' '], limits))).toBeInstanceOf(EmptyTextError);
  });
});

describe('removeItems', () => {
  it('removes by name whatever the quantity or case', () => {
    const outcome = valueOf(removeItems(start, 'groceries', ['BREAD', '1 milk']));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual([]);
    expect(outcome.removed.map(formatItem)).toEqual(['milk', '2 loaves of bread']);
  });

  it('removes nothing when an item is not there, and says what is', () => {
    const error = errorOf(removeItems(start, 'groceries', ['milk', 'caviar']));
    expect(error).toBeInstanceOf(ItemsNotFoundError);
    expect(error.message).toBe("'caviar' is not on Groceries. On it: milk, 2 loaves of bread.");
  });

  it('says so when the list does not exist', () => {
    expect(errorOf(removeItems(start, 'party', ['chips']))).toBeInstanceOf(ListNotFoundError);
  });
});

describe('removeListedItems', () => {
  it('removes the items that are there and names those that are not, with the error removing all would give', () => {
    const outcome = valueOf(removeListedItems(start, 'groceries', ['Milk', 'caviar']));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['2 loaves of bread']);
    expect(outcome).toMatchObject({ list: 'Groceries', found: ['Milk'], missing: ['caviar'] });
    expect(outcome.refusal?.message).toBe("'caviar' is not on Groceries. On it: milk, 2 loaves of bread.");
  });

  it('leaves the lists as they were when none are there', () => {
    const outcome = valueOf(removeListedItems(start, 'groceries', ['caviar']));
    expect(outcome.lists).toBe(start);
    expect(outcome.removed).toEqual([]);
  });

  it('fails only when the list does not exist', () => {
    expect(errorOf(removeListedItems(start, 'party', ['chips']))).toBeInstanceOf(ListNotFoundError);
  });
});

describe('deleteList', () => {
  it('deletes the list and everything on it', () => {
    const outcome = valueOf(deleteList(start, 'groceries'));
    expect(outcome.lists).toEqual([]);
    expect(outcome.deleted.name).toBe('Groceries');
  });

  it('says which lists exist when the list does not', () => {
    expect(errorOf(deleteList(start, 'party')).message).toBe("There is no list called 'party'. Your lists: Groceries.");
  });
});

it('never changes the lists it is given', () => {
  const frozen = Object.freeze(start.map((list) => Object.freeze({ ...list, items: Object.freeze([...list.items]) })));
  expect(() => addItems(frozen, 'groceries', ['eggs'], limits)).not.toThrow();
  expect(() => removeItems(frozen, 'groceries', ['milk'])).not.toThrow();
  expect(() => deleteList(frozen, 'groceries')).not.toThrow();
  expect(itemsOf(frozen, 'groceries')).toEqual(['milk', '2 loaves of bread']);
});
