import { describe, expect, it } from 'vitest';
import { focusAfterTurn } from '../../src/conversation/turn-focus';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists, renameList } from '../../src/lists';

function lists(): GroceryLists {
  const groceries = createList([], 'groceries', ['milk'], DEFAULT_LIST_LIMITS);
  const both = groceries.ok ? createList(groceries.value.lists, 'party', ['chips'], DEFAULT_LIST_LIMITS) : groceries;
  if (!both.ok) {
    throw new Error(both.error.message);
  }
  return both.value.lists;
}

describe('the focus a turn leaves', () => {
  const state = lists();
  const [groceries, party] = state;

  it('is the one list a turn changed, with the items its calls named', () => {
    const applied = [{ action: 'addItems', parameters: { list: 'groceries', items: ['eggs', '2 loaves of bread'] } }];
    expect(focusAfterTurn(undefined, state, applied, [])).toEqual({ listId: groceries?.id, items: ['eggs', '2 loaves of bread'], action: 'addItems' });
  });

  it('keeps what the turn did only when it did one kind of thing and showed nothing', () => {
    const addAndRemove = [
      { action: 'addItems', parameters: { list: 'groceries', items: ['eggs'] } },
      { action: 'removeItems', parameters: { list: 'groceries', items: ['milk'] } },
    ];
    expect(focusAfterTurn(undefined, state, addAndRemove, [])).toEqual({ listId: groceries?.id, items: ['eggs', 'milk'] });
    expect(focusAfterTurn(undefined, state, addAndRemove.slice(0, 1), ['groceries'])).toEqual({ listId: groceries?.id, items: ['eggs'] });
  });

  it('is the list a turn showed, with no items', () => {
    expect(focusAfterTurn({ listId: groceries?.id ?? '', items: ['milk'] }, state, [], ['party'])).toEqual({ listId: party?.id });
  });

  it('follows a rename by the list id', () => {
    const renamed = renameList(state, 'groceries', 'weekly shop', DEFAULT_LIST_LIMITS);
    const after = renamed.ok ? renamed.value.lists : state;
    expect(focusAfterTurn(undefined, after, [{ action: 'renameList', parameters: { list: 'groceries', newName: 'weekly shop' } }], [])).toEqual({ listId: groceries?.id, action: 'renameList' });
  });

  it('is none after a turn about two lists, or one that deleted its list', () => {
    const previous = { listId: groceries?.id ?? '' };
    const two = [
      { action: 'addItems', parameters: { list: 'groceries', items: ['eggs'] } },
      { action: 'addItems', parameters: { list: 'party', items: ['cups'] } },
    ];
    expect(focusAfterTurn(previous, state, two, [])).toBeUndefined();
    expect(focusAfterTurn(previous, state.slice(1), [{ action: 'deleteList', parameters: { list: 'groceries' } }], [])).toBeUndefined();
  });

  it('stays as it was after a turn about no list ("thanks", a question back)', () => {
    const previous = { listId: party?.id ?? '', items: ['chips'] };
    expect(focusAfterTurn(previous, state, [], [])).toBe(previous);
  });
});
