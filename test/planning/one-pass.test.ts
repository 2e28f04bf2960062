import type { TurnContext } from 'botbuilder';
import type { Memory, Tokenizer } from '@microsoft/teams-ai';
import { describe, expect, it } from 'vitest';
import { allActions } from '../../src/actions/all-actions';
import { ValidatedPlanAugmentation } from '../../src/host/validated-plan-augmentation';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { oncePerLists } from '../../src/lists/once-per-lists';
import { createLogger } from '../../src/logger';
import { applyCommands } from '../../src/planning/offline/apply-commands';
import { planOffline } from '../../src/planning/offline/offline-planner';
import type { ValidatedDo, ValidatedPlan } from '../../src/planning/plan';
import { executePlan } from '../../src/planning/plan-executor';

function lists(): GroceryLists {
  const first = createList([], 'groceries', ['milk'], DEFAULT_LIST_LIMITS);
  if (!first.ok) throw first.error;
  const second = createList(first.value.lists, 'party', ['chips'], DEFAULT_LIST_LIMITS);
  if (!second.ok) throw second.error;
  return second.value.lists;
}

describe('a list operation works a call out once', () => {
  const counted = () => {
    const runs: string[] = [];
    const operation = oncePerLists((given: GroceryLists, name: string, by?: string) => {
      runs.push(`${name}${by ? ` by ${by}` : ''}`);
      return { lists: [...given], name };
    });
    return { runs, operation };
  };

  it('answers the same call on the same lists with the one outcome', () => {
    const { runs, operation } = counted();
    const before = lists();
    const first = operation(before, 'eggs');
    expect(operation(before, 'eggs')).toBe(first);
    expect(operation(before, 'eggs', undefined)).toBe(first);
    expect(runs).toEqual(['eggs']);
  });

  it('runs again for other lists, other arguments or another person', () => {
    const { runs, operation } = counted();
    const before = lists();
    operation(before, 'eggs');
    operation(lists(), 'eggs');
    operation(before, 'bread');
    operation(before, 'eggs', 'Ann');
    expect(runs).toEqual(['eggs', 'eggs', 'bread', 'eggs by Ann']);
  });

  it('keeps a bounded number of calls per lists', () => {
    const { runs, operation } = counted();
    const before = lists();
    for (let call = 0; call <= 16; call++) {
      operation(before, `item ${call}`);
    }
    operation(before, 'item 0');
    expect(runs.filter((run) => run === 'item 0')).toHaveLength(2);
  });
});

describe('an offline plan runs in one pass', () => {
  const limits = DEFAULT_LIST_LIMITS;
  const doCommands = (plan: ValidatedPlan) => plan.commands.filter((command): command is ValidatedDo => command.type === 'DO');

  it('the actions reach the lists the planner worked out, not lists of their own', async () => {
    const before = lists();
    const planning = planOffline('add eggs and 2 loaves of bread to groceries and cups to party', before, limits, undefined, { userName: 'Ann' });
    expect(planning.understood).toBe(true);
    const plan = planning.understood ? planning.plan : { type: 'plan' as const, commands: [] };
    const planned = applyCommands(before, doCommands(plan), limits, 'Ann');
    const execution = await executePlan(plan, allActions, { lists: before, limits, userName: 'Ann' });
    expect(execution.ok && execution.lists).toBe(planned);
    // Someone else's call is theirs: "added by" differs, so it is worked out anew.
    const byBob = await executePlan(plan, allActions, { lists: before, limits, userName: 'Bob' });
    expect(byBob.ok && byBob.lists).not.toBe(planned);
    expect(byBob.ok && byBob.lists[0]?.items.at(-1)?.addedBy).toBe('Bob');
  });

  it('a plan the offline planner built is handed on as the object, and a model answer is validated', async () => {
    const augmentation = new ValidatedPlanAugmentation(allActions, createLogger('silent'));
    const context = { turnState: new Map(), activity: { conversation: { id: 'c' } } } as unknown as TurnContext;
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['eggs'] } }, { type: 'SAY', response: 'Added eggs.' }] };
    const respond = (content: unknown) => ({ status: 'success' as const, input: { role: 'user', content: 'x' }, message: { role: 'assistant', content: content as string } });
    const built = await augmentation.validateResponse(context, {} as Memory, {} as Tokenizer, respond(plan), 1);
    expect(built).toMatchObject({ valid: true });
    expect(built.value).toBe(plan);
    const written = await augmentation.validateResponse(context, {} as Memory, {} as Tokenizer, respond(JSON.stringify(plan)), 1);
    expect(written.valid && written.value).toEqual(plan);
    const wrong = await augmentation.validateResponse(context, {} as Memory, {} as Tokenizer, respond('{"type":"plan","commands":[{"type":"DO","action":"addItems","parameters":{"list":"groceries"}}]}'), 1);
    expect(wrong).toMatchObject({ valid: false });
  });
});
