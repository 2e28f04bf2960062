import { z } from 'zod/v4';
import type { ActionDefinition } from '../actions/define-action';
import { schemaFits, type JsonSchema } from './describe-schema';

type Schema = Record<string, unknown>;

/**
 * The plan as a strict JSON schema for OpenAI's structured outputs, built from the same zod schemas
 * that validate it: every command is a SAY or a DO of one of the actions with its parameters, and a
 * parameter may instead be a nested call of a read action whose output fits it. Strict mode needs
 * every property required and no length bounds, so optional parameters become nullable (validation
 * reads null as "not given") and the bounds are left to validation.
 */
export function planResponseFormat(actions: readonly ActionDefinition[]) {
  const reads = actions.filter((action) => action.output);
  const doCommands = actions.map((action) => doCommand(action, (field, schema) => nestedAlternatives(reads, schema)));
  const say = strictObject({ type: { type: 'string', enum: ['SAY'] }, response: { type: 'string' } });
  const schema = strictObject({
    type: { type: 'string', enum: ['plan'] },
    commands: { type: 'array', items: { anyOf: [...doCommands, say] } },
  });
  return { type: 'json_schema' as const, json_schema: { name: 'plan', strict: true, schema } };
}

function doCommand(action: ActionDefinition, extra: (field: string, schema: JsonSchema) => Schema[]): Schema {
  const parameters = z.toJSONSchema(action.parameters) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const required = new Set(parameters.required ?? []);
  const properties = Object.fromEntries(
    Object.entries(parameters.properties ?? {}).map(([field, schema]) => {
      const alternatives = [strict(schema as Schema), ...extra(field, schema)];
      if (!required.has(field)) {
        alternatives.push({ type: 'null' });
      }
      return [field, alternatives.length === 1 ? alternatives[0] : { anyOf: alternatives }];
    }),
  );
  return strictObject({ type: { type: 'string', enum: ['DO'] }, action: { type: 'string', enum: [action.name] }, parameters: strictObject(properties) });
}

function nestedAlternatives(reads: readonly ActionDefinition[], parameter: JsonSchema): Schema[] {
  return reads
    .filter((read) => read.output && schemaFits(z.toJSONSchema(read.output) as JsonSchema, parameter))
    .map((read) => doCommand(read, () => []));
}

function strictObject(properties: Record<string, unknown>): Schema {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** The schema without the keywords strict mode refuses. */
function strict(schema: Schema): Schema {
  const { minLength: _minLength, minItems: _minItems, description, ...rest } = schema;
  const items = rest.items as Schema | undefined;
  return { ...rest, ...(items ? { items: strict(items) } : {}), ...(typeof description === 'string' ? { description } : {}) };
}
