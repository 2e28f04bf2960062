import { describe, expect, it } from 'vitest';
import { allActions } from '../../src/actions/all-actions';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists, ItemsNotFoundError } from '../../src/lists';
import { applyCalls } from '../../src/planning/apply-calls';
import { executePlan } from '../../src/planning/plan-executor';

function groceries(items: string[]): GroceryLists {
  const made = createList([], 'groceries', items, DEFAULT_LIST_LIMITS);
  if (!made.ok) throw made.error;
  return made.value.lists;
}

const context = { limits: DEFAULT_LIST_LIMITS };

describe('applyCalls', () => {
  it('applies a call done in part again with the same effect: the recorded call is the narrowed one', async () => {
    const before = groceries(['milk', 'bread']);
    const execution = await executePlan({ type: 'plan', commands: [{ type: 'DO', action: 'removeItems', parameters: { list: 'groceries', items: ['milk', 'eggs'] } }] }, allActions, { ...context, lists: before });
    if (!execution.ok) throw new Error(execution.failure.message);
    const again = await applyCalls(before, execution.applied, allActions, context);
    expect(again).toEqual({ ok: true, value: execution.lists });
    // Eggs added meanwhile by someone else stay: the turn said eggs wasn't there, and did not remove them.
    const withEggs = groceries(['milk', 'bread', 'eggs']);
    const replayed = await applyCalls(withEggs, execution.applied, allActions, context);
    expect(replayed.ok && replayed.value[0]?.items.map((item) => item.name)).toEqual(['bread', 'eggs']);
  });

  it('refuses a recorded call that would now apply only in part, rather than do less than was said', async () => {
    const recorded = [{ action: 'removeItems', parameters: { list: 'groceries', items: ['milk', 'bread'] } }];
    const result = await applyCalls(groceries(['bread']), recorded, allActions, context);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(ItemsNotFoundError);
  });
});
