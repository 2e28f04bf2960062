import { describe, expect, it } from 'vitest';
import { formatItem, parseItem } from '../../src/lists';

describe('parseItem', () => {
  it.each([
    ['milk', { name: 'milk' }, 'milk'],
    ['2 loaves of bread', { name: 'bread', quantity: '2 loaves' }, '2 loaves of bread'],
    ['3 cloves garlic', { name: 'garlic', quantity: '3 cloves' }, '3 cloves of garlic'],
    ['2 blocks of tofu', { name: 'tofu', quantity: '2 blocks' }, '2 blocks of tofu'],
    ['a punnet of strawberries', { name: 'strawberries', quantity: 'a punnet' }, 'a punnet of strawberries'],
    ['6 pouches of baby food', { name: 'baby food', quantity: '6 pouches' }, '6 pouches of baby food'],
    ['2 sticks of butter', { name: 'butter', quantity: '2 sticks' }, '2 sticks of butter'],
    ['2 balls of mozzarella', { name: 'mozzarella', quantity: '2 balls' }, '2 balls of mozzarella'],
    ['2 sachets of yeast', { name: 'yeast', quantity: '2 sachets' }, '2 sachets of yeast'],
    ['5 pots of rangoli colours', { name: 'rangoli colours', quantity: '5 pots' }, '5 pots of rangoli colours'],
    ['2 pot noodles', { name: 'pot noodles', quantity: '2' }, '2 pot noodles'],
    ['thirty eggs', { name: 'eggs', quantity: 'thirty' }, 'thirty eggs'],
    ['2 fillet steaks', { name: 'fillet steaks', quantity: '2' }, '2 fillet steaks'],
    ['two loaves of bread', { name: 'bread', quantity: 'two loaves' }, 'two loaves of bread'],
    ['a dozen eggs', { name: 'eggs', quantity: 'a dozen' }, 'a dozen eggs'],
    ['half a dozen eggs', { name: 'eggs', quantity: 'half a dozen' }, 'half a dozen eggs'],
    ['500g flour', { name: 'flour', quantity: '500g' }, '500g flour'],
    ['1.5 l milk', { name: 'milk', quantity: '1.5 l' }, '1.5 l milk'],
    ['3 cans of tomatoes', { name: 'tomatoes', quantity: '3 cans' }, '3 cans of tomatoes'],
    ['a bag of rice', { name: 'rice', quantity: 'a bag' }, 'a bag of rice'],
    ['a couple of lemons', { name: 'lemons', quantity: 'a couple' }, 'a couple of lemons'],
    ['½ lb butter', { name: 'butter', quantity: '½ lb' }, '½ lb butter'],
    ['an apple', { name: 'apple' }, 'apple'],
    ['some  milk ', { name: 'milk' }, 'milk'],
    ['mac and cheese', { name: 'mac and cheese' }, 'mac and cheese'],
    ['salt and pepper', { name: 'salt and pepper' }, 'salt and pepper'],
    ['7up', { name: '7up' }, '7up'],
    ['2 jalapeños', { name: 'jalapeños', quantity: '2' }, '2 jalapeños'],
    ['crème fraîche', { name: 'crème fraîche' }, 'crème fraîche'],
    ['500 g flour', { name: 'flour', quantity: '500 g' }, '500 g flour'],
    ['1.5 kg potatoes', { name: 'potatoes', quantity: '1.5 kg' }, '1.5 kg potatoes'],
    ['two dozen eggs', { name: 'eggs', quantity: 'two dozen' }, 'two dozen eggs'],
    ['fourteen eggs', { name: 'eggs', quantity: 'fourteen' }, 'fourteen eggs'],
    ['1/2 gallon of milk', { name: 'milk', quantity: '1/2 gallon' }, '1/2 gallon of milk'],
    ['½ gallon milk', { name: 'milk', quantity: '½ gallon' }, '½ gallon of milk'],
    ['1 gal milk', { name: 'milk', quantity: '1 gal' }, '1 gal milk'],
    ['2 tbsp honey', { name: 'honey', quantity: '2 tbsp' }, '2 tbsp honey'],
    ['2 fl oz vanilla', { name: 'vanilla', quantity: '2 fl oz' }, '2 fl oz vanilla'],
    ['1 1/2 cups sugar', { name: 'sugar', quantity: '1 1/2 cups' }, '1 1/2 cups of sugar'],
    ['a bag of ice', { name: 'ice', quantity: 'a bag' }, 'a bag of ice'],
    ['a gallon of milk', { name: 'milk', quantity: 'a gallon' }, 'a gallon of milk'],
    ['a few apples', { name: 'apples', quantity: 'a few' }, 'a few apples'],
    ['several onions', { name: 'onions', quantity: 'several' }, 'several onions'],
    ['2 milks', { name: 'milks', quantity: '2' }, '2 milks'],
    ['2 bags + 5 kg of ice', { name: 'ice', quantity: '2 bags + 5 kg' }, '2 bags + 5 kg of ice'],
    ['2 + 1 bag of rice', { name: 'rice', quantity: '2 + 1 bag' }, '2 + 1 bag of rice'],
    ['2 gala apples', { name: 'gala apples', quantity: '2' }, '2 gala apples'],
    ['2 lemons', { name: 'lemons', quantity: '2' }, '2 lemons'],
    ['a couple of limes', { name: 'limes', quantity: 'a couple' }, 'a couple of limes'],
    ['a pair of rubber gloves', { name: 'rubber gloves', quantity: 'a pair' }, 'a pair of rubber gloves'],
    ['a dozen and a half eggs', { name: 'eggs', quantity: 'a dozen and a half' }, 'a dozen and a half eggs'],
    ['one and a half dozen eggs', { name: 'eggs', quantity: 'one and a half dozen' }, 'one and a half dozen eggs'],
    ['another box of cereal', { name: 'cereal', quantity: 'another box' }, 'another box of cereal'],
    ['another apple', { name: 'apple', quantity: 'another' }, 'another apple'],
    ['another 2 bags of ice', { name: 'ice', quantity: '2 bags' }, '2 bags of ice'],
    ['another half dozen eggs', { name: 'eggs', quantity: 'half dozen' }, 'half dozen eggs'],
    ['3 more apples', { name: 'apples', quantity: '3' }, '3 apples'],
    ['more milk', { name: 'milk' }, 'milk'],
    ['2 loafs of bread', { name: 'bread', quantity: '2 loafs' }, '2 loafs of bread'],
  ])('reads %j', (text, item, shown) => {
    expect(parseItem(text)).toEqual(item);
    expect(formatItem(parseItem(text))).toBe(shown);
  });

  it.each([
    ['4x tins of beans', { name: 'beans', quantity: '4 tins' }],
    ['4 x tins of beans', { name: 'beans', quantity: '4 tins' }],
    ['4X tins of beans', { name: 'beans', quantity: '4 tins' }],
    ['crisps x3', { name: 'crisps', quantity: '3' }],
    ['crisps x 3', { name: 'crisps', quantity: '3' }],
    ['milk ×2', { name: 'milk', quantity: '2' }],
    ['milk × 2', { name: 'milk', quantity: '2' }],
    ['3X yoghurt', { name: 'yoghurt', quantity: '3' }],
    ['3x yoghurt', { name: 'yoghurt', quantity: '3' }],
    ['2 bags of ice x 3', { name: 'ice', quantity: '6 bags' }],
    ['2 x 500 g flour', { name: 'flour', quantity: '1 kg' }],
    ['7up x2', { name: '7up', quantity: '2' }],
  ])('reads the multiplier in %j as a count, never as part of the name', (text, item) => {
    expect(parseItem(text)).toEqual(item);
  });

  it.each([
    ['rice 2kg', { name: 'rice', quantity: '2kg' }],
    ['milk 2 pints', { name: 'milk', quantity: '2 pints' }],
    ['coke 2 litres', { name: 'coke', quantity: '2 litres' }],
    ['7up 330ml', { name: '7up', quantity: '330ml' }],
    ['7up', { name: '7up' }],
    ['WD 40', { name: 'WD 40' }],
    ['size 4 nappies', { name: 'size 4 nappies' }],
  ])('reads a measure in digits after the name as its quantity, and a bare number there as part of it: %j', (text, item) => {
    expect(parseItem(text)).toEqual(item);
  });

  it.each([
    ['one of the lemons', { name: 'lemons', quantity: 'one' }],
    ['2 of the apples', { name: 'apples', quantity: '2' }],
    ['a couple of the limes', { name: 'limes', quantity: 'a couple' }],
  ])('reads %j as how many of the item', (text, item) => {
    expect(parseItem(text)).toEqual(item);
  });

  it.each([
    ['7up', { name: '7up' }],
    ['x-large eggs', { name: 'x-large eggs' }],
    ['2 x-large pizzas', { name: 'x-large pizzas', quantity: '2' }],
    ['xbox controller', { name: 'xbox controller' }],
    ['2 xbox controllers', { name: 'xbox controllers', quantity: '2' }],
    ['tex mex mix', { name: 'tex mex mix' }],
    ['box', { name: 'box' }],
    ['vitamin b12', { name: 'vitamin b12' }],
    ['x', { name: 'x' }],
  ])('leaves the x in %j alone', (text, item) => {
    expect(parseItem(text)).toEqual(item);
  });

  it('records who added the item', () => {
    expect(parseItem('milk', 'Bob')).toEqual({ name: 'milk', addedBy: 'Bob' });
  });
});
