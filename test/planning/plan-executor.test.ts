import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { defineAction, type ActionDefinition } from '../../src/actions/define-action';
import { allActions } from '../../src/actions/all-actions';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { executePlan } from '../../src/planning/plan-executor';
import type { ValidatedPlan } from '../../src/planning/plan';

function lists(): GroceryLists {
  const first = createList([], 'groceries', ['milk'], DEFAULT_LIST_LIMITS);
  if (!first.ok) throw first.error;
  const second = createList(first.value.lists, 'party', ['chips', 'salsa'], DEFAULT_LIST_LIMITS);
  if (!second.ok) throw second.error;
  return second.value.lists;
}

const context = { lists: lists(), limits: DEFAULT_LIST_LIMITS };
const getItems = (list: string) => ({ type: 'DO', action: 'getItems', parameters: { list } });

describe('executePlan', () => {
  it('runs nested calls and then the action, collecting the SAYs', async () => {
    const plan: ValidatedPlan = {
      type: 'plan',
      commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: getItems('party') } }, { type: 'SAY', response: 'Copied.' }],
    };
    const execution = await executePlan(plan, allActions, context);
    expect(execution).toMatchObject({ ok: true, outputs: [{ kind: 'say', text: 'Copied.' }], reads: [], endsWithRead: false });
    expect(execution.ok && execution.lists[0]?.items.map((item) => item.name)).toEqual(['milk', 'chips', 'salsa']);
  });

  it('stops at the first failing action, without the lists of that plan', async () => {
    const plan: ValidatedPlan = {
      type: 'plan',
      commands: [
        { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['eggs'] } },
        { type: 'DO', action: 'removeItems', parameters: { list: 'party', items: ['caviar'] } },
        { type: 'SAY', response: 'Done.' },
      ],
    };
    expect(await executePlan(plan, allActions, context)).toEqual({
      ok: false,
      failure: { commandIndex: 1, action: 'removeItems', parameters: { list: 'party', items: ['caviar'] }, message: "'caviar' is not on party. On it: chips, salsa.", modelMayFix: true },
    });
    expect(context.lists[0]?.items).toHaveLength(1);
  });

  it('does the part of a call that can be done when it is the plan\'s only change, recording the narrowed call and its note instead of the SAYs', async () => {
    const plan: ValidatedPlan = {
      type: 'plan',
      commands: [
        { type: 'DO', action: 'removeItems', parameters: { list: 'Party', items: ['chips', 'caviar'] } },
        { type: 'DO', action: 'showList', parameters: { list: 'party' } },
        { type: 'SAY', response: 'Removed chips and caviar.' },
      ],
    };
    const execution = await executePlan(plan, allActions, context);
    expect(execution).toMatchObject({
      ok: true,
      applied: [{ action: 'removeItems', parameters: { list: 'party', items: ['chips'] } }],
      outputs: [{ kind: 'note', done: 'Removed chips from party.', text: "Caviar wasn't on party." }, { kind: 'show', list: 'party' }],
    });
    expect(execution.ok && execution.lists[1]?.items.map((item) => item.name)).toEqual(['salsa']);
  });

  it('records nothing when none of the items were there, and says so', async () => {
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'removeItems', parameters: { list: 'party', items: ['caviar', 'figs'] } }, { type: 'SAY', response: 'Done.' }] };
    expect(await executePlan(plan, allActions, context)).toMatchObject({ ok: true, applied: [], outputs: [{ kind: 'note', text: "Caviar and figs weren't on party." }], lists: context.lists });
  });

  it('fails a plan of several changes as a whole when one could be done only in part: a move takes what it adds', async () => {
    const plan: ValidatedPlan = {
      type: 'plan',
      commands: [
        { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['chips', 'caviar'] } },
        { type: 'DO', action: 'removeItems', parameters: { list: 'party', items: ['chips', 'caviar'] } },
      ],
    };
    expect(await executePlan(plan, allActions, context)).toMatchObject({
      ok: false,
      failure: { commandIndex: 1, message: "'caviar' is not on party. On it: chips, salsa.", modelMayFix: true },
    });
  });

  it('marks a full list as the user\'s to fix, and an unknown list as the model\'s', async () => {
    const full = await executePlan({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'party', items: ['dip'] } }] }, allActions, {
      ...context,
      limits: { ...DEFAULT_LIST_LIMITS, maxItemsPerList: 2 },
    });
    expect(full).toMatchObject({ ok: false, failure: { message: 'party can hold at most 2 items; it has 2. Remove some first.', modelMayFix: false } });
    const unknown = await executePlan({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'parti', items: ['dip'] } }] }, allActions, context);
    expect(unknown).toMatchObject({ ok: false, failure: { modelMayFix: true } });
  });

  it("checks a nested call's value with the outer action's schema once it is known", async () => {
    const empty = createList(context.lists, 'empty', [], DEFAULT_LIST_LIMITS);
    if (!empty.ok) throw empty.error;
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: getItems('empty') } }, { type: 'SAY', response: 'Copied.' }] };
    const execution = await executePlan(plan, allActions, { ...context, lists: empty.value.lists });
    expect(execution).toEqual({
      ok: false,
      failure: expect.objectContaining({ message: 'addItems could not use items ([]): there was nothing there to use.' }),
    });
  });

  it('reports top-level reads, and whether the plan ends on one', async () => {
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'findItem', parameters: { item: 'Chips' } }] };
    expect(await executePlan(plan, allActions, context)).toMatchObject({
      ok: true,
      reads: [{ action: 'findItem', parameters: { item: 'Chips' }, output: ['party'] }],
      endsWithRead: true,
    });
  });

  it('runs the independent nested calls of one command concurrently', async () => {
    const started: string[] = [];
    const release: Record<string, () => void> = {};
    const slowRead = defineAction({
      name: 'slowRead',
      description: 'A read that waits to be released, to observe overlap.',
      parameters: z.object({ key: z.string().describe('Which read this is.') }),
      output: z.array(z.string()),
      run: ({ key }) =>
        new Promise((resolve) => {
          started.push(key);
          release[key] = () => resolve({ ok: true, value: { output: [key] } });
        }),
    });
    const actions = [...allActions, slowRead] as readonly ActionDefinition[];
    // Two nested reads in one command: both must be under way before either is released.
    const twoNested: ValidatedPlan = {
      type: 'plan',
      commands: [
        {
          type: 'DO',
          action: 'moveLike',
          parameters: { from: { type: 'DO', action: 'slowRead', parameters: { key: 'a' } }, to: { type: 'DO', action: 'slowRead', parameters: { key: 'b' } } },
        },
        { type: 'SAY', response: 'ok' },
      ],
    };
    const moveLike = defineAction({
      name: 'moveLike',
      description: 'Takes two read results, to observe how they are resolved.',
      parameters: z.object({ from: z.array(z.string()).describe('First.'), to: z.array(z.string()).describe('Second.') }),
      run: ({ from, to }) => ({ ok: true, value: { output: [...from, ...to] } }),
    });
    const running = executePlan(twoNested, [...actions, moveLike] as readonly ActionDefinition[], context);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    release.b?.();
    release.a?.();
    expect(await running).toMatchObject({ ok: true, reads: [{ action: 'moveLike', output: ['a', 'b'] }] });
  });
});
