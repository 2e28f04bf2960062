import { describe, expect, it } from 'vitest';
import { allActions } from '../src/actions/all-actions';
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
      "commands[0]: unknown action 'addItem'. Valid actions: createList, deleteList, addItems, removeItems, getItems",
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
});
