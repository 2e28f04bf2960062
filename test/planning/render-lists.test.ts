import { GPTTokenizer } from '@microsoft/teams-ai';
import { describe, expect, it } from 'vitest';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { renderListsForPrompt } from '../../src/planning/render-lists';

const tokenizer = new GPTTokenizer();
const count = (text: string) => tokenizer.encode(text).length;

function manyLists(lists: number, itemsEach: number): GroceryLists {
  let state: GroceryLists = [];
  for (let list = 1; list <= lists; list++) {
    const items = Array.from({ length: itemsEach }, (_, item) => `item ${item + 1} of list ${list}`);
    const result = createList(state, `list ${list}`, items, DEFAULT_LIST_LIMITS);
    if (!result.ok) throw result.error;
    state = result.value.lists;
  }
  return state;
}

describe('renderListsForPrompt', () => {
  it('marks bought items in one character, with a legend only when there are any', () => {
    const lists: GroceryLists = [{ id: 'l-1', name: 'groceries', items: [{ name: 'milk', bought: { by: 'Alice' } }, { name: 'bread', quantity: '2 loaves' }] }];
    expect(renderListsForPrompt(lists, 1_000, count)).toBe('- "groceries": "milk"✓, "2 loaves of bread"\n(✓ = bought, in the cart)');
    expect(renderListsForPrompt([{ id: 'l-1', name: 'groceries', items: [{ name: 'bread' }] }], 1_000, count)).toBe('- "groceries": "bread"');
  });

  it('shows everything when it fits', () => {
    expect(renderListsForPrompt(manyLists(2, 2), 1000, count)).toBe(
      '- "list 1": "item 1 of list 1", "item 2 of list 1"\n- "list 2": "item 1 of list 2", "item 2 of list 2"',
    );
    expect(renderListsForPrompt([], 1000, count)).toBe('(none)');
  });

  it('shows names and sizes, and whole lists while they fit, when everything does not', () => {
    const lists = [...manyLists(1, 2), ...manyLists(3, 100).slice(1)];
    const text = renderListsForPrompt(lists, 300, count);
    expect(count(text)).toBeLessThanOrEqual(300);
    expect(text).toContain('read them with getItems');
    expect(text).toContain('- "list 1": "item 1 of list 1", "item 2 of list 1"');
    expect(text).toContain('- "list 2": 100 items, items not shown');
  });

  it('stays within the budget with 50 lists of 500 items', () => {
    const lists = manyLists(50, 500);
    for (const budget of [1000, 300, 60]) {
      expect(count(renderListsForPrompt(lists, budget, count))).toBeLessThanOrEqual(budget);
    }
    expect(renderListsForPrompt(lists, 1000, count)).toContain('- "list 50": 500 items, items not shown');
    expect(renderListsForPrompt(lists, 60, count)).toMatch(/- and \d+ more lists, not shown$/);
  });
});
