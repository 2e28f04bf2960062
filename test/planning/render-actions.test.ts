import { describe, expect, it } from 'vitest';
import { z } from 'zod/v4';
import { allActions } from '../../src/actions/all-actions';
import { defineAction } from '../../src/actions/define-action';
import { renderActionsForPrompt } from '../../src/planning/render-actions';

const list = z.string().min(1).describe('The list.');
const noop = () => ({ ok: true as const, value: {} });

describe('the actions as the prompt shows them', () => {
  it('gives each action one line, from its zod schema: name, parameters with optional ones marked, what a read returns, the description', () => {
    const text = renderActionsForPrompt([
      defineAction({ name: 'make', description: 'Make a list.', parameters: z.object({ list, items: z.array(z.string()).describe('Things.').optional() }), run: noop }),
      defineAction({ name: 'read', description: 'Read a list.', parameters: z.object({ list }), output: z.array(z.string()), run: noop }),
      defineAction({ name: 'who', description: 'Who did it.', parameters: z.object({ list }), output: z.array(z.object({ list: z.string(), by: z.string().optional() })), run: noop }),
    ]);
    expect(text.split('\n')).toEqual([
      'make(list, items?): Make a list.',
      'read(list) -> string[]: Read a list.',
      'who(list) -> {list, by?}[]: Who did it.',
      'Parameters:',
      'list: The list.',
      'items (string[]): Things.',
    ]);
  });

  it('describes a parameter shared by several actions once, and keeps an action’s own words for it on its line', () => {
    const text = renderActionsForPrompt([
      defineAction({ name: 'one', description: 'One.', parameters: z.object({ list }), run: noop }),
      defineAction({ name: 'two', description: 'Two.', parameters: z.object({ list }), run: noop }),
      defineAction({ name: 'three', description: 'Three.', parameters: z.object({ list: z.string().describe('A new name.') }), run: noop }),
    ]);
    expect(text.split('\n')).toEqual(['one(list): One.', 'two(list): Two.', 'three(list): Three. list: A new name.', 'Parameters:', 'list: The list.']);
  });

  it('shows every action of the bot, and each parameter description once however many actions share it', () => {
    const text = renderActionsForPrompt(allActions);
    for (const action of allActions) {
      expect(text.split('\n').filter((line) => line.startsWith(`${action.name}(`))).toEqual([expect.stringContaining(action.description)]);
    }
    const listDescription = allActions[0]?.parameters.shape.list?.description ?? '';
    expect(listDescription).not.toBe('');
    expect(text.split(listDescription)).toHaveLength(2);
  });
});
