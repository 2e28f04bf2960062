import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFileText } from '../src/actions/action-catalog';
import { allActions } from '../src/actions/all-actions';

const committed = readFileSync(join(__dirname, '..', 'prompts', 'plan', 'actions.json'), 'utf8');

describe('prompts/plan/actions.json', () => {
  it('is what the zod schemas generate (run `npm run generate:actions` if this fails)', () => {
    expect(committed).toBe(catalogFileText(allActions));
  });

  it('has the actions of the design, with their parameters', () => {
    const catalog = JSON.parse(committed) as { name: string; parameters: { properties: Record<string, unknown>; required?: string[] } }[];
    const shapes = Object.fromEntries(catalog.map((action) => [action.name, { fields: Object.keys(action.parameters.properties), required: action.parameters.required }]));
    expect(shapes).toEqual({
      createList: { fields: ['list', 'items'], required: ['list'] },
      deleteList: { fields: ['list'], required: ['list'] },
      addItems: { fields: ['list', 'items'], required: ['list', 'items'] },
      removeItems: { fields: ['list', 'items'], required: ['list', 'items'] },
      setQuantity: { fields: ['list', 'items'], required: ['list', 'items'] },
      markBought: { fields: ['list', 'items'], required: ['list', 'items'] },
      markNotBought: { fields: ['list', 'items'], required: ['list', 'items'] },
      clearBought: { fields: ['list'], required: ['list'] },
      moveToSection: { fields: ['list', 'items', 'section'], required: ['list', 'items', 'section'] },
      renameList: { fields: ['list', 'newName'], required: ['list', 'newName'] },
      getItems: { fields: ['list'], required: ['list'] },
      findItem: { fields: ['item'], required: ['item'] },
      whoAdded: { fields: ['item'], required: ['item'] },
      showList: { fields: ['list'], required: ['list'] },
      getUsualItems: { fields: [], required: undefined },
      addUsualItems: { fields: ['list'], required: ['list'] },
      setUsual: { fields: ['items', 'usual'], required: ['items', 'usual'] },
      proposeRecipe: { fields: ['recipe', 'servings', 'items'], required: ['recipe', 'items'] },
      setReminder: { fields: ['reminder'], required: ['reminder'] },
    });
  });

  it('describes every action and every field, since the model reads nothing else about them', () => {
    const undescribed: string[] = [];
    const walk = (schema: Record<string, unknown>, path: string) => {
      for (const [name, field] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) {
        if (typeof field.description !== 'string' || field.description.length < 10) {
          undescribed.push(`${path}.${name}`);
        }
        walk(field, `${path}.${name}`);
        if (field.items) {
          if (typeof (field.items as Record<string, unknown>).description !== 'string') {
            undescribed.push(`${path}.${name}[]`);
          }
        }
      }
    };
    for (const action of JSON.parse(committed) as { name: string; description: string; parameters: Record<string, unknown> }[]) {
      expect(action.description.length).toBeGreaterThan(10);
      walk(action.parameters, action.name);
    }
    expect(undescribed).toEqual([]);
  });
});
