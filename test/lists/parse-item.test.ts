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
  ])('reads %j', (text, item, shown) => {
    expect(parseItem(text)).toEqual(item);
    expect(formatItem(parseItem(text))).toBe(shown);
  });

  it('records who added the item', () => {
    expect(parseItem('milk', 'Bob')).toEqual({ name: 'milk', addedBy: 'Bob' });
  });
});
