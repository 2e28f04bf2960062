import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { allActions } from '../src/actions/all-actions';
import { defineAction, type ActionDefinition } from '../src/actions/define-action';
import { validatePlan } from '../src/planning/validate-plan';

function feedbackFor(answer: unknown): string {
  const result = validatePlan(typeof answer === 'string' ? answer : JSON.stringify(answer), allActions);
  if (result.ok) {
    throw new Error('expected the plan to be rejected');
  }
  return result.feedback;
}

describe('validatePlan', () => {
  it('accepts a plan, parsing each DO with its schema', () => {
    const result = validatePlan(
      JSON.stringify({
        type: 'plan',
        commands: [
          { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['milk'], unexpected: true } },
          { type: 'SAY', response: 'Added milk.' },
        ],
      }),
      allActions,
    );
    expect(result).toEqual({
      ok: true,
      plan: {
        type: 'plan',
        commands: [
          { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['milk'] } },
          { type: 'SAY', response: 'Added milk.' },
        ],
      },
    });
  });

  it('finds the plan inside prose or a code fence', () => {
    const answer = 'Here is the plan:\n```json\n{"type":"plan","commands":[{"type":"SAY","response":"Hi"}]}\n```';
    expect(validatePlan(answer, allActions).ok).toBe(true);
  });

  it.each([
    ['not JSON at all', 'I added milk!', 'Your answer was not JSON.'],
    ['a plan with no commands', { type: 'plan', commands: [] }, 'commands must be a non-empty array of commands, got []'],
    ['a wrong plan type', { type: 'plann', commands: [{ type: 'SAY', response: 'hi' }] }, 'type must be "plan", got "plann"'],
    ['an unknown command', { type: 'plan', commands: [{ type: 'ASK', response: 'hi' }] }, 'commands[0].type must be "DO" or "SAY", got "ASK"'],
    ['a SAY without text', { type: 'plan', commands: [{ type: 'SAY' }] }, 'commands[0].response is required: a non-empty string'],
    [
      'an unknown action',
      { type: 'plan', commands: [{ type: 'DO', action: 'addItem', parameters: {} }] },
      "commands[0]: unknown action 'addItem'. Valid actions: createList, deleteList, addItems, removeItems, setQuantity, markBought, markNotBought, clearBought, moveToSection, renameList, getItems, findItem, whoAdded, showList",
    ],
    [
      'a string where a list of items belongs',
      { type: 'plan', commands: [{ type: 'SAY', response: 'ok' }, { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: 'milk' } }] },
      'commands[1] addItems: items must be a non-empty array of strings, got "milk"',
    ],
    [
      'a missing list',
      { type: 'plan', commands: [{ type: 'DO', action: 'deleteList', parameters: {} }] },
      'commands[0] deleteList: list is required: a non-empty string',
    ],
    [
      'a number among the items',
      { type: 'plan', commands: [{ type: 'DO', action: 'removeItems', parameters: { list: 'groceries', items: ['milk', 3] } }] },
      'commands[0] removeItems: items[1] must be a non-empty string, got 3',
    ],
  ])('rejects %s, saying exactly what is wrong', (_case, answer, expected) => {
    expect(feedbackFor(answer)).toContain(expected);
  });

  it('reports every invalid command at once, so one repair can fix them all', () => {
    const feedback = feedbackFor({
      type: 'plan',
      commands: [
        { type: 'DO', action: 'addItems', parameters: { list: 'a' } },
        { type: 'DO', action: 'removeItem', parameters: {} },
      ],
    });
    expect(feedback).toContain('commands[0] addItems: items is required');
    expect(feedback).toContain("commands[1]: unknown action 'removeItem'");
  });

  it('accepts a nested read whose output fits, and reads null as "not given"', () => {
    const result = validatePlan(
      JSON.stringify({
        type: 'plan',
        commands: [
          { type: 'DO', action: 'createList', parameters: { list: 'copy', items: null } },
          { type: 'DO', action: 'addItems', parameters: { list: 'copy', items: { type: 'DO', action: 'getItems', parameters: { list: 'party' } } } },
          { type: 'SAY', response: 'Copied party.' },
        ],
      }),
      allActions,
    );
    expect(result).toEqual({
      ok: true,
      plan: {
        type: 'plan',
        commands: [
          { type: 'DO', action: 'createList', parameters: { list: 'copy' } },
          { type: 'DO', action: 'addItems', parameters: { list: 'copy', items: { type: 'DO', action: 'getItems', parameters: { list: 'party' } } } },
          { type: 'SAY', response: 'Copied party.' },
        ],
      },
    });
  });

  it.each([
    [
      'a nested output that does not fit',
      { list: { type: 'DO', action: 'getItems', parameters: { list: 'party' } }, items: ['x'] },
      'commands[0] addItems.list: must be a non-empty string, but getItems returns an array of strings',
    ],
    [
      'a nested action that returns nothing',
      { list: 'a', items: { type: 'DO', action: 'deleteList', parameters: { list: 'party' } } },
      "commands[0] addItems.items: 'deleteList' returns nothing, so it cannot be nested; only read actions can (getItems, findItem, whoAdded, getUsualItems)",
    ],
    [
      'a nested call with invalid parameters',
      { list: 'a', items: { type: 'DO', action: 'getItems', parameters: {} } },
      'commands[0] addItems.items getItems: list is required: a non-empty string',
    ],
    [
      'an unknown nested action',
      { list: 'a', items: { type: 'DO', action: 'getList', parameters: { list: 'b' } } },
      "commands[0] addItems.items: unknown action 'getList'",
    ],
  ])('rejects %s', (_case, parameters, expected) => {
    expect(feedbackFor({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters }, { type: 'SAY', response: 'ok' }] })).toContain(expected);
  });

  it('tells the model of a nested call in a parameter the action does not have, rather than failing the turn', () => {
    const feedback = feedbackFor({
      type: 'plan',
      commands: [
        { type: 'DO', action: 'addItems', parameters: { list: 'groceries', items: ['milk'], source: { type: 'DO', action: 'getItems', parameters: { list: 'party' } } } },
        { type: 'SAY', response: 'Copied.' },
      ],
    });
    expect(feedback).toContain("commands[0] addItems: has no parameter 'source' for the call of getItems; its parameters are list, items");
  });

  it('refuses nesting deeper than three calls', () => {
    // No two real read actions chain (none returns a string), so a pass-through read stands in.
    const echo = defineAction({
      name: 'echo',
      description: 'Returns the items it is given.',
      parameters: z.object({ items: z.array(z.string()).describe('Items to return.') }),
      output: z.array(z.string()),
      run: ({ items }) => ({ ok: true, value: { output: items } }),
    });
    const actions = [...allActions, echo] as readonly ActionDefinition[];
    const nest = (depth: number): unknown => (depth === 0 ? ['milk'] : { type: 'DO', action: 'echo', parameters: { items: nest(depth - 1) } });
    const planWith = (depth: number) =>
      JSON.stringify({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'a', items: nest(depth) } }, { type: 'SAY', response: 'ok' }] });
    expect(validatePlan(planWith(3), actions).ok).toBe(true);
    const tooDeep = validatePlan(planWith(4), actions);
    expect(tooDeep.ok ? '' : tooDeep.feedback).toContain('calls are nested more than 3 deep; split the plan into steps');
  });

  it('wants a plan to end with a SAY, or with a read whose result the model needs', () => {
    expect(feedbackFor({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'a', items: ['x'] } }] })).toContain(
      'the plan must end with a SAY that tells the user what was done',
    );
    expect(validatePlan(JSON.stringify({ type: 'plan', commands: [{ type: 'DO', action: 'getItems', parameters: { list: 'a' } }] }), allActions).ok).toBe(true);
  });
});
