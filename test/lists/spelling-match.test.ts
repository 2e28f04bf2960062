import { describe, expect, it } from 'vitest';
import {
  addItems,
  createList,
  DEFAULT_LIST_LIMITS,
  findItemPosition,
  findList,
  formatItem,
  type GroceryLists,
  markBought,
  mayBeMisspelt,
  parseItem,
  removeItems,
  setQuantity,
} from '../../src/lists';
import { withinOneEdit } from '../../src/lists/within-one-edit';

const limits = DEFAULT_LIST_LIMITS;

function listOf(items: readonly string[]): GroceryLists {
  const created = createList([], 'shop', items, limits);
  if (!created.ok) {
    throw created.error;
  }
  return created.value.lists;
}

function itemsOf(lists: GroceryLists): string[] {
  const found = findList(lists, 'shop');
  return found.ok ? found.value.items.map(formatItem) : [];
}

describe('findItemPosition', () => {
  it.each([
    [['2 avocados'], 'avocadoes', '2 avocados'],
    [['avocado'], 'avocadoes', 'avocado'],
    [['3 tomatoes'], 'tomatos', '3 tomatoes'],
    [['potatoes'], 'potatoe', 'potatoes'],
    [['basil leaves'], 'leafs of basil', 'basil leaves'],
    [['basil leaves'], 'basil leafs', 'basil leaves'],
    [['2 loaves of bread'], 'loafs of bread', '2 loaves of bread'],
    [['yoghurt'], 'yogurt', 'yoghurt'],
    [['yogurt'], 'Yoghurt', 'yogurt'],
    [['greek yogurt'], 'greek yoghurts', 'greek yogurt'],
    [['bananas'], 'bananna', 'bananas'],
    [['ripe bananas'], 'ripe banannas', 'ripe bananas'],
    [['avocado'], 'avacado', 'avocado'],
    [['cheddar'], 'chedder', 'cheddar'],
    [['lime'], 'limes', 'lime'],
  ])('on %j finds %j as %j', (items, name, found) => {
    const lists = listOf(items);
    const list = lists[0]?.items ?? [];
    const at = findItemPosition(list, parseItem(name).name);
    expect(at === undefined ? undefined : formatItem(list[at]!)).toBe(found);
  });

  // Near names that are different things: none may ever find the other.
  it.each([
    ['peas', 'pears'],
    ['pears', 'peas'],
    ['beans', 'bean sprouts'],
    ['bean sprouts', 'beans'],
    ['lime', 'lemon'],
    ['lemons', 'limes'],
    ['cream', 'creme fraiche'],
    ['cream', 'creme'],
    ['rice', 'ice'],
    ['ice', 'rice'],
    ['oats', 'boats'],
    ['chips', 'chops'],
    ['buns', 'bunz'],
    ['tomatoes', 'potatoes'],
    ['potato', 'tomato'],
    ['cherries', 'sherry'],
    ['coffee', 'toffee'],
    ['frozen peas', 'frozen pears'],
    ['melons', 'lemons'],
    ['dates', 'data'],
    ['green beans', 'green bean sprouts'],
    ['chicken breast', 'chicken breasts and thighs'],
  ])('on a list with %j never finds %j', (onList, asked) => {
    const list = listOf([onList])[0]?.items ?? [];
    expect(findItemPosition(list, parseItem(asked).name)).toBeUndefined();
  });

  it('finds nothing when two items on the list are as near as each other', () => {
    const list = listOf(['bananas', 'banan bread'])[0]?.items ?? [];
    expect(findItemPosition(list, 'bananna')).toBe(0);
    // Made directly: adding "bananne" to a list with banana would find the banana.
    expect(findItemPosition([{ name: 'banana' }, { name: 'bananne' }], 'bananna')).toBeUndefined();
  });

  it('forgives no letter in a dictionary word, or in one near a second dictionary word', () => {
    // "sherry" is in the dictionary, one letter from "cherry".
    expect(findItemPosition(listOf(['cherry'])[0]?.items ?? [], 'sherry')).toBeUndefined();
    // "banada" is one letter from banana, and from "canada" (dry ginger ale) too; "grange" from orange and "range".
    expect(findItemPosition(listOf(['bananas'])[0]?.items ?? [], 'banada')).toBeUndefined();
    expect(findItemPosition(listOf(['oranges'])[0]?.items ?? [], 'grange')).toBeUndefined();
    expect(findItemPosition(listOf(['butter'])[0]?.items ?? [], 'buttter')).toBe(0);
  });
});

describe('an odd plural or a slip reaches the item there', () => {
  it('when adding, the quantities add up under the name first stored', () => {
    const added = addItems(listOf(['2 avocados', '3 tomatoes', 'bananas', '2 loaves of bread']), 'shop', ['2 avocadoes', '1 tomatos', '3 banannas', '1 loafs of bread'], limits);
    expect(added.ok && itemsOf(added.value.lists)).toEqual(['4 avocados', '4 tomatoes', '3 bananas', '3 loaves of bread']);
    const singular = addItems(listOf(['avocado']), 'shop', ['2 avocadoes'], limits);
    expect(singular.ok && itemsOf(singular.value.lists)).toEqual(['3 avocados']);
  });

  it('when adding, a near name that is another thing is added apart', () => {
    const added = addItems(listOf(['peas', 'beans', 'lime', 'rice', 'oats', 'chips']), 'shop', ['pears', 'bean sprouts', 'lemon', 'ice', 'boats', 'chops'], limits);
    expect(added.ok && added.value.added.map(formatItem)).toEqual(['pears', 'bean sprouts', 'lemon', 'ice', 'boats', 'chops']);
  });

  it('when removing, marking bought and setting a quantity', () => {
    const lists = listOf(['2 avocados', 'basil leaves', '2 loaves of bread', 'yoghurt', 'potatoes']);
    const removed = removeItems(lists, 'shop', ['avocadoes', 'leafs of basil', 'loafs of bread']);
    expect(removed.ok && itemsOf(removed.value.lists)).toEqual(['yoghurt', 'potatoes']);
    const bought = markBought(lists, 'shop', ['yogurt', 'potatoe', 'caviar']);
    expect(bought.ok && bought.value.changed.map(formatItem)).toEqual(['yoghurt', 'potatoes']);
    expect(bought.ok && bought.value.missing).toEqual(['caviar']);
    const set = setQuantity(lists, 'shop', '3 avocadoes', limits);
    expect(set.ok && formatItem(set.value.item)).toBe('3 avocados');
    const one = setQuantity(lists, 'shop', '1 avocadoes', limits);
    expect(one.ok && formatItem(one.value.item)).toBe('1 avocado');
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['banana', 'bananna'],
    ['avocado', 'avacado'],
    ['yogurt', 'yougrt'],
    ['lemon', 'lemno'],
    ['same', 'same'],
  ])('reads %j and %j as one edit apart at most', (one, other) => {
    expect(withinOneEdit(one, other)).toBe(true);
    expect(withinOneEdit(other, one)).toBe(true);
  });

  it.each([
    ['lime', 'lemon'],
    ['cream', 'creme'],
    ['banana', 'bnanaa'],
    ['avocado', 'avocadoes'],
  ])('reads %j and %j as further apart', (one, other) => {
    expect(withinOneEdit(one, other)).toBe(false);
  });
});

describe('mayBeMisspelt', () => {
  it('suspects a word the dictionary lacks that is one of its words with a letter dropped, added or two swapped', () => {
    expect(mayBeMisspelt('cofee')).toBe(true);
    expect(mayBeMisspelt('washin up liquid')).toBe(true);
    expect(mayBeMisspelt('bananna')).toBe(true);
  });

  it('leaves alone words the dictionary has, short words, names near nothing, and words one changed letter from another', () => {
    for (const name of ['coffee', 'washing-up liquid', 'rope', 'halloumi', 'takis', 'stove', 'tent']) {
      expect([name, mayBeMisspelt(name)]).toEqual([name, false]);
    }
  });
});
