import { describe, expect, it } from 'vitest';
import { addQuantities, countsAsOne, formatQuantity, itemKey, parseQuantity, subtractQuantities } from '../../src/lists';

describe('parseQuantity', () => {
  it.each([
    ['2', [{ amount: 2 }]],
    ['two', [{ amount: 2 }]],
    ['nineteen', [{ amount: 19 }]],
    ['twenty', [{ amount: 20 }]],
    ['2 loaves', [{ amount: 2, unit: 'loaf' }]],
    ['1 loaf', [{ amount: 1, unit: 'loaf' }]],
    ['500 g', [{ amount: 500, unit: 'g' }]],
    ['500g', [{ amount: 500, unit: 'g' }]],
    ['1.5 kg', [{ amount: 1.5, unit: 'kg' }]],
    ['1,5 litres', [{ amount: 1.5, unit: 'l' }]],
    ['a dozen', [{ amount: 12 }]],
    ['two dozen', [{ amount: 24 }]],
    ['half a dozen', [{ amount: 6 }]],
    ['a couple', [{ amount: 2 }]],
    ['a couple of', [{ amount: 2 }]],
    ['1/2 gallon', [{ amount: 0.5, unit: 'gal' }]],
    ['½ gallon', [{ amount: 0.5, unit: 'gal' }]],
    ['1 1/2 cups', [{ amount: 1.5, unit: 'cup' }]],
    ['3 cans', [{ amount: 3, unit: 'can' }]],
    ['a bag', [{ amount: 1, unit: 'bag' }]],
    ['2 fl oz', [{ amount: 2, unit: 'fl oz' }]],
    ['3 pounds', [{ amount: 3, unit: 'lb' }]],
    ['2 tablespoons', [{ amount: 2, unit: 'tbsp' }]],
    ['2 bags + 5 kg', [{ amount: 2, unit: 'bag' }, { amount: 5, unit: 'kg' }]],
    ['a dozen and a half', [{ amount: 18 }]],
    ['one and a half dozen', [{ amount: 18 }]],
    ['1 1/2 dozen', [{ amount: 18 }]],
    ['1.5 dozen', [{ amount: 18 }]],
    ['half dozen', [{ amount: 6 }]],
    ['a half dozen', [{ amount: 6 }]],
    ['Two Dozen', [{ amount: 24 }]],
    ['a pair', [{ amount: 2 }]],
    ['a pair of', [{ amount: 2 }]],
    ['2 pairs', [{ amount: 2, unit: 'pair' }]],
    ['2 and a half kg', [{ amount: 2.5, unit: 'kg' }]],
    ['another', [{ amount: 1 }]],
    ['another box', [{ amount: 1, unit: 'box' }]],
    ['2 loafs', [{ amount: 2, unit: 'loaf' }]],
  ])('reads %j', (text, quantity) => {
    expect(parseQuantity(text)).toEqual(quantity);
  });

  it.each(['a few', 'several', 'some', '2 handfuls', '', '2 + a few', 'dozens', 'a few dozen'])('finds no number in %j', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });

  it('writes a quantity back as it reads, plural where English needs it', () => {
    expect(formatQuantity([{ amount: 1, unit: 'loaf' }])).toBe('1 loaf');
    expect(formatQuantity([{ amount: 2, unit: 'loaf' }])).toBe('2 loaves');
    expect(formatQuantity([{ amount: 2, unit: 'can' }, { amount: 2, unit: 'kg' }])).toBe('2 cans + 2 kg');
    expect(formatQuantity([{ amount: 3 }])).toBe('3');
  });
});

describe('addQuantities', () => {
  it.each([
    ['2', '3', '5'],
    ['two', 'a dozen', '14'],
    ['500 g', '1 kg', '1.5 kg'],
    ['600 g', '600 g', '1.2 kg'],
    ['200 g', '300 g', '500 g'],
    ['800 mg', '700 mg', '1.5 g'],
    ['600 ml', '5 dl', '1.1 l'],
    ['20 cl', '30 cl', '50 cl'],
    ['60 cl', '4 dl', '1 l'],
    ['0.1 l', '0.2 l', '0.3 l'],
    ['2 loaves', '1 loaf', '3 loaves'],
    ['1 can', '1 can', '2 cans'],
    ['1/2 gal', '1 gal', '1.5 gal'],
    ['2 kg', '1 kg', '3 kg'],
    ['1 tbsp', '1 tsp', '1 1/3 tbsp'],
    ['1/2 cup', '1/4 cup', '3/4 cup'],
    ['1 cup', '1/2 cup', '1 1/2 cups'],
    ['1/4 tsp', '1/8 tsp', '3/8 tsp'],
    ['0.3 cup', '0.3 cup', '0.6 cup'],
    ['2 bags', '5 kg', '2 bags + 5 kg'],
    ['2 bags + 5 kg', '1 bag', '3 bags + 5 kg'],
    ['2 bags + 5 kg', '500 g', '2 bags + 5.5 kg'],
    ['2', '1 bag', '2 + 1 bag'],
    ['a few', '2', 'a few + 2'],
    ['a few', 'several', 'a few + several'],
    ['a dozen', 'two dozen', '36'],
    ['half a dozen', 'a dozen and a half', '24'],
    ['a couple', 'a pair', '4'],
    ['1 box', 'another box', '2 boxes'],
    ['3', 'another', '4'],
    ['2 balls', '1', '3 balls'],
    ['2 loaves', 'one', '3 loaves'],
    ['2 balls', 'another', '3 balls'],
    ['500 g', '1', '500 g + 1'],
    ['twenty five', '1', '26'],
  ])('%j + %j = %j', (existing, added, total) => {
    expect(addQuantities(existing, added)).toBe(total);
  });

  it('takes the added quantity as written when there is none yet', () => {
    expect(addQuantities(undefined, 'two loaves')).toBe('two loaves');
    expect(addQuantities('', '1 l')).toBe('1 l');
  });

  it('reads "another" with nothing there as one', () => {
    expect(addQuantities(undefined, 'another box')).toBe('1 box');
    expect(addQuantities(undefined, 'another')).toBe('1');
  });
});

describe('subtractQuantities', () => {
  it.each([
    ['4', 'one', '3'],
    ['5', '2', '3'],
    ['a dozen', '6', '6'],
    ['1 kg', '500 g', '500 g'],
    ['500 g', '0.2 kg', '300 g'],
    ['2 l', '1500 ml', '500 ml'],
    ['3 loaves', '1 loaf', '2 loaves'],
    ['0.3 l', '0.1 l', '0.2 l'],
    ['2 bags + 5 kg', '1 bag', '1 bag + 5 kg'],
    ['2 bags + 5 kg', '2 bags', '5 kg'],
  ])('%j less %j leaves %j', (existing, removed, left) => {
    expect(subtractQuantities(existing, removed)).toBe(left);
  });

  it.each([
    ['2', '2'],
    ['2', '3'],
    ['1 kg', '1000 g'],
    ['1 kg', '2 kg'],
    ['2', '1 bag'],
    ['2 bags', '1 kg'],
    ['a few', '1'],
    ['3', 'a few'],
    ['3', '1 + 1 bag'],
  ])('leaves nothing, or cannot tell, when %j less %j', (existing, removed) => {
    expect(subtractQuantities(existing, removed)).toBeUndefined();
  });
});

describe('countsAsOne', () => {
  it.each(['apple', 'cake', 'watermelon', 'lemon', 'Granny Smith apple', '7up', 'cabbage'])('reads %j without a quantity as one', (name) => {
    expect(countsAsOne(name)).toBe(true);
  });

  it.each([
    'tea bags', 'eggs', 'apples', 'milk', 'whole milk', 'rice', 'flour', 'bread', 'cheese', 'butter', 'juice', 'coffee', 'pasta',
    'ham', 'bacon', 'salt', 'sugar', 'water', 'yogurt', 'yoghurt', 'spinach', 'lettuce', 'olive oil', 'toilet paper', 'fish',
  ])('reads %j without a quantity as some, of no number', (name) => {
    expect(countsAsOne(name)).toBe(false);
  });
});

describe('itemKey', () => {
  it.each([
    ['Bananas', 'banana'],
    ['banana', 'banana'],
    ['milks', 'milk'],
    ['milk', 'milk'],
    ['tomatoes', 'tomato'],
    ['loaves', 'loaf'],
    ['rice', 'rice'],
    ['flour', 'flour'],
    ['bread', 'bread'],
    ['  Green   Apples ', 'green apple'],
    ['7up', '7up'],
    ['cookies', itemKey('cookie')],
    ['Brownies', itemKey('brownie')],
    ['yoghurt', 'yogurt'],
    ['Greek Yoghurts', 'greek yogurt'],
    ['doughnuts', 'donut'],
  ])('keys %j as %j', (name, key) => {
    expect(itemKey(name)).toBe(key);
  });
});
