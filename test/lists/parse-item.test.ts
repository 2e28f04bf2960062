import { describe, expect, it } from 'vitest';
import { formatItem, parseItem } from '../../src/lists';

describe('parseItem', () => {
  it.each([
    ['milk', { name: 'milk' }, 'milk'],
    ['2 loaves of bread', { name: 'bread', quantity: '2 loaves' }, '2 loaves of bread'],
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
  ])('reads %j', (text, item, shown) => {
    expect(parseItem(text)).toEqual(item);
    expect(formatItem(parseItem(text))).toBe(shown);
  });

  it('records who added the item', () => {
    expect(parseItem('milk', 'Bob')).toEqual({ name: 'milk', addedBy: 'Bob' });
  });
});
