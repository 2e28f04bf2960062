import { Validator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { allActions } from '../../src/actions/all-actions';
import { planResponseFormat } from '../../src/planning/plan-response-format';
import { validatePlan } from '../../src/planning/validate-plan';

const format = planResponseFormat(allActions);
const validator = new Validator();

function acceptedBySchema(plan: unknown): boolean {
  return validator.validate(plan, format.json_schema.schema).valid;
}

describe('planResponseFormat', () => {
  it('is a strict JSON schema named plan', () => {
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'plan', strict: true });
  });

  it('follows the rules of strict mode: every object closed and every property required, no length bounds', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) {
        node.forEach((each, index) => walk(each, `${path}[${index}]`));
        return;
      }
      if (typeof node !== 'object' || node === null) {
        return;
      }
      const schema = node as Record<string, unknown>;
      if (schema.type === 'object') {
        if (schema.additionalProperties !== false) problems.push(`${path}: additionalProperties`);
        const keys = Object.keys((schema.properties ?? {}) as object);
        if (JSON.stringify(keys) !== JSON.stringify(schema.required)) problems.push(`${path}: required`);
      }
      for (const keyword of ['minLength', 'minItems', '$schema']) {
        if (keyword in schema) problems.push(`${path}: ${keyword}`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${path}.${key}`);
    };
    walk(format.json_schema.schema, '$');
    expect(problems).toEqual([]);
  });

  it('accepts what the validator accepts: plans, nulls for optional parameters, fitting nested reads', () => {
    const plans = [
      { type: 'plan', commands: [{ type: 'DO', action: 'createList', parameters: { list: 'party', items: null } }, { type: 'SAY', response: 'Created.' }] },
      { type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'g', items: { type: 'DO', action: 'getItems', parameters: { list: 'party' } } } }, { type: 'SAY', response: 'ok' }] },
      { type: 'plan', commands: [{ type: 'DO', action: 'findItem', parameters: { item: 'milk' } }] },
    ];
    for (const plan of plans) {
      expect(acceptedBySchema(plan)).toBe(true);
      expect(validatePlan(JSON.stringify(plan), allActions).ok).toBe(true);
    }
  });

  it('refuses unknown actions, missing parameters and nested outputs that do not fit', () => {
    expect(acceptedBySchema({ type: 'plan', commands: [{ type: 'DO', action: 'addItem', parameters: { list: 'g', items: ['x'] } }] })).toBe(false);
    expect(acceptedBySchema({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: 'g' } }] })).toBe(false);
    expect(
      acceptedBySchema({ type: 'plan', commands: [{ type: 'DO', action: 'addItems', parameters: { list: { type: 'DO', action: 'getItems', parameters: { list: 'p' } }, items: ['x'] } }] }),
    ).toBe(false);
  });
});
