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
  setQuantity,
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

  it('finds a grocery by its other name, British or American, and keeps the name it was first added by', () => {
    const stocked = valueOf(addItems(start, 'groceries', ['toilet paper', '2 courgettes'], limits)).lists;
    const outcome = valueOf(addItems(stocked, 'groceries', ['loo roll', '1 zucchini'], limits));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'toilet paper', '3 courgettes']);
    expect(itemsOf(valueOf(removeItems(outcome.lists, 'groceries', ['toilet roll'])).lists, 'groceries')).toEqual(['milk', '2 loaves of bread', '3 courgettes']);
    // Names that differ by country are kept apart: chips and crisps may be two things.
    expect(itemsOf(valueOf(addItems(start, 'groceries', ['chips', 'crisps'], limits)).lists, 'groceries')).toEqual(['milk', '2 loaves of bread', 'chips', 'crisps']);
  });

  it('adds a new quantity to the quantity of an item already on the list', () => {
    const outcome = valueOf(addItems(start, 'groceries', ['3 loaves of bread'], limits));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['milk', '5 loaves of bread']);
    expect(outcome.updated.map(formatItem)).toEqual(['5 loaves of bread']);
    expect(outcome.updated[0]?.addedBy).toBe('Alice');
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

describe('addItems with quantities', () => {
  const apples = (items: string[]) => valueOf(createList([], 'fruit', items, limits)).lists;
  const add = (lists: GroceryLists, items: string[]) => valueOf(addItems(lists, 'fruit', items, limits));

  it.each([
    [['2 apples'], ['3 apples'], ['5 apples']],
    [['2 milks'], ['milk'], ['2 milks']],
    [['milk'], ['2 milks'], ['2 milks']],
    [['milk'], ['2 milk'], ['2 milk']],
    [['an apple'], ['2 apples'], ['3 apples']],
    [['2 apples'], ['1 apple'], ['3 apples']],
    [['banana'], ['bananas'], ['banana']],
    [['a cookie'], ['3 cookies'], ['4 cookies']],
    [['2 cookies'], ['1 cookie'], ['3 cookies']],
    [['rice'], ['2 rice'], ['2 rice']],
    [['3 tomatoes'], ['a tomato'], ['3 tomatoes']],
    [['2 tomatoes'], ['1 tomato'], ['3 tomatoes']],
    [['2 loaves of bread'], ['1 loaf of bread'], ['3 loaves of bread']],
    [['500 g flour'], ['1 kg flour'], ['1.5 kg flour']],
    [['1/2 gallon of milk'], ['1 gal milk'], ['1.5 gal milk']],
    [['2 bags of ice'], ['5 kg ice'], ['2 bags + 5 kg of ice']],
    [['2 bags of ice', 'a few lemons'], ['5 kg ice', '1 bag of ice'], ['3 bags + 5 kg of ice', 'a few lemons']],
    [['milk'], ['1 l milk'], ['1 l milk']],
    [['2 rice'], ['1 bag of rice'], ['2 + 1 bag of rice']],
  ])('%j then %j gives %j', (first, then, shown) => {
    expect(itemsOf(add(apples(first), then).lists, 'fruit')).toEqual(shown);
  });

  it.each([
    [['tea bags'], ['40 tea bags'], ['40 tea bags']],
    [['eggs'], ['a dozen eggs'], ['a dozen eggs']],
    [['eggs'], ['6 eggs'], ['6 eggs']],
    [['milk'], ['2 milk'], ['2 milk']],
    [['whole milk'], ['2 whole milk'], ['2 whole milk']],
    [['flour'], ['2 flour'], ['2 flour']],
    [['limes'], ['a couple of limes'], ['a couple of limes']],
    [['milk'], ['1 l milk'], ['1 l milk']],
    [['apple'], ['2 apples'], ['3 apples']],
    [['apple'], ['2 apple'], ['3 apples']],
    [['cake'], ['1 cake'], ['2 cakes']],
    [['watermelon'], ['2 watermelons'], ['3 watermelons']],
    [['lemon'], ['3 lemons'], ['4 lemons']],
  ])('reads an item without a quantity as some when its name is plural or an amount, and as one when it is one thing: %j then %j gives %j', (first, then, shown) => {
    expect(itemsOf(add(apples(first), then).lists, 'fruit')).toEqual(shown);
  });

  it.each([
    [['a dozen eggs'], ['two dozen eggs'], ['36 eggs']],
    [['half a dozen eggs'], ['a dozen and a half eggs'], ['24 eggs']],
    [['2 limes'], ['a couple of limes'], ['4 limes']],
    [['a pair of rubber gloves'], ['a pair of rubber gloves'], ['4 rubber gloves']],
    [['2 apples'], ['a few apples'], ['2 + a few apples']],
    [[], ['two dozen eggs'], ['two dozen eggs']],
  ])('counts dozens, couples and pairs: %j then %j gives %j', (first, then, shown) => {
    expect(itemsOf(add(apples(first), then).lists, 'fruit')).toEqual(shown);
  });

  it.each([
    [['4x tins of beans'], ['2 x tins of beans'], ['6 tins of beans']],
    [['crisps x3'], ['crisps x 2'], ['5 crisps']],
    [['milk ×2'], ['3X milk'], ['5 milk']],
  ])('counts a multiplier: %j then %j gives %j', (first, then, shown) => {
    expect(itemsOf(add(apples(first), then).lists, 'fruit')).toEqual(shown);
  });

  it.each([
    [['1 box of cereal'], ['another box of cereal'], ['2 boxes of cereal']],
    [['cereal'], ['another box of cereal'], ['2 boxes of cereal']],
    [[], ['another box of cereal'], ['1 box of cereal']],
    [['3 apples'], ['another apple'], ['4 apples']],
    [['apple'], ['another apple'], ['2 apples']],
    [['milk'], ['another milk'], ['2 milk']],
    [[], ['another apple'], ['1 apple']],
    [['2 bags of ice'], ['another 2 bags of ice'], ['4 bags of ice']],
    [['ice'], ['another 2 bags of ice'], ['2 bags of ice']],
  ])('reads "another" as one more than there is: %j then %j gives %j', (first, then, shown) => {
    expect(itemsOf(add(apples(first), then).lists, 'fruit')).toEqual(shown);
  });

  it('updates an item a quantity is added to, and leaves one added without a quantity unchanged', () => {
    const outcome = add(apples(['2 apples', '2 loaves of bread']), ['3 apples', 'bread', 'pears']);
    expect(outcome.updated.map(formatItem)).toEqual(['5 apples']);
    expect(outcome.unchanged.map(formatItem)).toEqual(['2 loaves of bread']);
    expect(outcome.added.map(formatItem)).toEqual(['pears']);
  });

  it('reports an item named twice in one request once, with its total', () => {
    const fresh = add(apples([]), ['2 apples', '3 apples']);
    expect(fresh.added.map(formatItem)).toEqual(['5 apples']);
    expect(fresh.updated).toEqual([]);
    const again = add(apples(['1 apple']), ['2 apples', '3 apples']);
    expect(again.updated.map(formatItem)).toEqual(['6 apples']);
    expect(itemsOf(again.lists, 'fruit')).toEqual(['6 apples']);
  });
});

describe('setQuantity', () => {
  it('sets the quantity of an item there, whatever it was, and names the agreeing form', () => {
    const outcome = valueOf(setQuantity(start, 'groceries', '3 loaves of bread', limits));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual(['milk', '3 loaves of bread']);
    expect(formatItem(outcome.item)).toBe('3 loaves of bread');
    expect(formatItem(outcome.previous)).toBe('2 loaves of bread');
    expect(outcome.item.addedBy).toBe('Alice');
    const fruit = valueOf(createList([], 'fruit', ['apple'], limits)).lists;
    expect(itemsOf(valueOf(setQuantity(fruit, 'fruit', '3 apples', limits)).lists, 'fruit')).toEqual(['3 apples']);
    expect(itemsOf(valueOf(setQuantity(start, 'groceries', '2 milk', limits)).lists, 'groceries')).toEqual(['2 milk', '2 loaves of bread']);
  });

  it('reads a plain count in the unit there when people count in it, and as written otherwise', () => {
    const shop = valueOf(createList([], 'shop', ['2 loaves of bread', '2 litres of milk', '500 g flour', '2 bags + 5 kg of ice', 'a dozen eggs'], limits)).lists;
    const set = (text: string) => formatItem(valueOf(setQuantity(shop, 'shop', text, limits)).item);
    expect(set('3 bread')).toBe('3 loaves of bread');
    expect(set('3 milk')).toBe('3 litres of milk');
    expect(set('1 milk')).toBe('1 litre of milk');
    expect(set('1 flour')).toBe('1 flour');
    expect(set('3 ice')).toBe('3 ice');
    expect(set('2 eggs')).toBe('2 eggs');
    expect(set('1 kg flour')).toBe('1 kg flour');
  });

  it('clears the quantity when the text gives none', () => {
    const outcome = valueOf(setQuantity(start, 'Groceries', 'bread', limits));
    expect(outcome.item).toEqual({ name: 'bread', addedBy: 'Alice' });
  });

  it('fails, changing nothing, when the item is not there or the list does not exist', () => {
    const error = errorOf(setQuantity(start, 'groceries', '2 caviar', limits));
    expect(error).toBeInstanceOf(ItemsNotFoundError);
    expect(error.message).toBe("'2 caviar' are not on Groceries. On it: milk, 2 loaves of bread.");
    expect(errorOf(setQuantity(start, 'party', '2 chips', limits))).toBeInstanceOf(ListNotFoundError);
    expect(errorOf(setQuantity(start, 'groceries', '  ', limits))).toBeInstanceOf(EmptyTextError);
  });
});

describe('removeItems', () => {
  it('removes by name whatever the quantity or case', () => {
    const outcome = valueOf(removeItems(start, 'groceries', ['BREAD', '1 milk']));
    expect(itemsOf(outcome.lists, 'groceries')).toEqual([]);
    expect(outcome.removed.map(formatItem)).toEqual(['milk', '2 loaves of bread']);
  });

  it('finds an item whether it is named singular or plural', () => {
    const lists = valueOf(createList([], 'fruit', ['banana', '3 tomatoes', 'loaf'], limits)).lists;
    const outcome = valueOf(removeItems(lists, 'fruit', ['bananas', 'tomato', 'Loaves']));
    expect(outcome.removed.map(formatItem)).toEqual(['banana', '3 tomatoes', 'loaf']);
    expect(itemsOf(outcome.lists, 'fruit')).toEqual([]);
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

describe('removeItems with a quantity', () => {
  const shop = valueOf(createList([], 'shop', ['4 lemons', '5 apples', '1 kg flour', '2 bags + 5 kg of ice', 'milk', 'apple pie', '2 lemon tarts'], limits)).lists;
  const remove = (text: string) => valueOf(removeItems(shop, 'shop', [text]));

  it.each([
    ['one of the lemons', '3 lemons'],
    ['1 lemon', '3 lemons'],
    ['3 lemons', '1 lemon'],
    ['2 apples', '3 apples'],
    ['500 g flour', '500 g flour'],
    ['1 bag of ice', '1 bag + 5 kg of ice'],
    ['2 bags of ice', '5 kg ice'],
  ])('takes %j off what is there, leaving %j', (text, left) => {
    const outcome = remove(text);
    expect(outcome.removed).toEqual([]);
    expect(outcome.reduced.map(formatItem)).toEqual([left]);
    expect(itemsOf(outcome.lists, 'shop')).toContain(left);
    expect(outcome.lists[0]?.items).toHaveLength(shop[0]?.items.length ?? 0);
  });

  it.each([
    ['4 lemons', '4 lemons'],
    ['6 lemons', '4 lemons'],
    ['a dozen lemons', '4 lemons'],
    ['1 bag of lemons', '4 lemons'],
    ['1 kg flour', '1 kg flour'],
    ['2 kg flour', '1 kg flour'],
    ['2 flour', '1 kg flour'],
    ['1 milk', 'milk'],
    ['a few apples', '5 apples'],
    ['apples', '5 apples'],
  ])('takes the item off when %j is all of it, more, or not comparable', (text, item) => {
    const outcome = remove(text);
    expect(outcome.removed.map(formatItem)).toEqual([item]);
    expect(outcome.reduced).toEqual([]);
    expect(itemsOf(outcome.lists, 'shop')).not.toContain(item);
  });

  it('takes from what is left when one item is named twice, and says which items went and which stayed with less', () => {
    const outcome = valueOf(removeListedItems(shop, 'shop', ['1 lemon', 'one lemon', 'milk', 'caviar']));
    expect(outcome.reduced.map(formatItem)).toEqual(['2 lemons']);
    expect(outcome.removed.map(formatItem)).toEqual(['milk']);
    expect(outcome).toMatchObject({ found: ['1 lemon', 'one lemon', 'milk'], missing: ['caviar'] });
  });

  it('names what is left in the form its count takes', () => {
    const sweets = valueOf(createList([], 'shop', ['2 cookies', '2 brownies', '2 cherries', '3 loaves of bread'], limits)).lists;
    const outcome = valueOf(removeItems(sweets, 'shop', ['one of the cookies', 'one brownie', '1 of the cherries', '2 loaves of bread']));
    expect(outcome.reduced.map(formatItem)).toEqual(['1 cookie', '1 brownie', '1 cherry', '1 loaf of bread']);
  });

  it('takes an item named twice on the list off whole, there being no telling which to take from', () => {
    const twice = [{ id: 'l-1', name: 'shop', items: [{ name: 'lemons', quantity: '4' }, { name: 'lemon', quantity: '2' }] }];
    const outcome = valueOf(removeItems(twice, 'shop', ['1 lemon']));
    expect(outcome.removed).toHaveLength(2);
    expect(outcome.reduced).toEqual([]);
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
