import type { TurnContext } from 'botbuilder';
import type { Memory, Tokenizer } from '@microsoft/teams-ai';
import { describe, expect, it } from 'vitest';
import { allActions } from '../../src/actions/all-actions';
import { ValidatedPlanAugmentation } from '../../src/host/validated-plan-augmentation';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { createLogger } from '../../src/logger';
import { planOffline } from '../../src/planning/offline/offline-planner';
import type { ValidatedPlan } from '../../src/planning/plan';
import { executePlan } from '../../src/planning/plan-executor';

function lists(): GroceryLists {
  const first = createList([], 'groceries', ['milk'], DEFAULT_LIST_LIMITS);
  if (!first.ok) throw first.error;
  const second = createList(first.value.lists, 'party', ['chips'], DEFAULT_LIST_LIMITS);
  if (!second.ok) throw second.error;
  return second.value.lists;
}

describe('an offline plan runs in one pass', () => {
  const limits = DEFAULT_LIST_LIMITS;

  it('says what its calls did, as the executor made them, not what the planner expected', async () => {
    const before = lists();
    const planning = planOffline('add eggs and milk to groceries and cups to party', before, limits, undefined, { userName: 'Ann' });
    expect(planning.understood).toBe(true);
    const plan = planning.understood ? planning.plan : { type: 'plan' as const, commands: [] };
    expect(plan.commands.every((command) => command.type === 'DO')).toBe(true);
    const execution = await executePlan(plan, allActions, { lists: before, limits, userName: 'Ann' }, { sayOutcomes: true });
    expect(execution.ok && execution.outputs.map((output) => output.kind === 'outcome' && output.text)).toEqual(['Added eggs to groceries. Milk was already on it.', 'Added cups to party.']);
    // Someone else's call is theirs: the items are added in the name of whoever the turn is for.
    const byBob = await executePlan(plan, allActions, { lists: before, limits, userName: 'Bob' }, { sayOutcomes: true });
    expect(byBob.ok && byBob.lists[0]?.items.at(-1)?.addedBy).toBe('Bob');
  });

  it('a model plan that words its changes is told in its words alone', async () => {
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['eggs'] } }, { type: 'SAY', response: 'Eggs are on.' }] };
    const execution = await executePlan(plan, allActions, { lists: lists(), limits });
    expect(execution.ok && execution.outputs).toEqual([{ kind: 'say', text: 'Eggs are on.' }]);
  });

  it('a move is told as one move, and an item taken off for another as a replacement', async () => {
    const move: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'party', items: ['milk'] } }, { type: 'DO', action: 'removeItems', parameters: { list: 'groceries', items: ['milk'] } }] };
    const moved = await executePlan(move, allActions, { lists: lists(), limits }, { sayOutcomes: true });
    expect(moved.ok && moved.outputs.map((output) => output.kind === 'outcome' && output.text)).toEqual(['Moved milk from groceries to party.']);
    const replace: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'removeItems', parameters: { list: 'groceries', items: ['milk'] } }, { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['oat milk'] } }] };
    const replaced = await executePlan(replace, allActions, { lists: lists(), limits }, { sayOutcomes: true });
    expect(replaced.ok && replaced.outputs.map((output) => output.kind === 'outcome' && output.text)).toEqual(['Replaced milk with oat milk on groceries.']);
  });

  it('an add of what is there already changes nothing: no new lists, nothing applied', async () => {
    const before = lists();
    const plan: ValidatedPlan = { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['milk'] } }] };
    const execution = await executePlan(plan, allActions, { lists: before, limits }, { sayOutcomes: true });
    expect(execution).toMatchObject({ ok: true, lists: before, applied: [], outputs: [{ kind: 'outcome', text: 'Milk is already on groceries.' }] });
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
