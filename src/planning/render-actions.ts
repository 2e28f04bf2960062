import { z } from 'zod/v4';
import type { ActionDefinition } from '../actions/define-action';
import type { JsonSchema } from './describe-schema';

interface ParameterSchema extends JsonSchema {
  readonly description?: string;
  readonly required?: readonly string[];
  readonly enum?: readonly unknown[];
}

/**
 * The actions as the prompt shows them, from their zod schemas: one line each (name, parameters with
 * "?" on optional ones, what a read returns, the description), and every parameter described once
 * underneath, under "Parameters:". A parameter that an action describes in words of its own keeps
 * them on its line.
 */
export function renderActionsForPrompt(actions: readonly ActionDefinition[]): string {
  const parameters = actions.map((action) => ({ action, schema: z.toJSONSchema(action.parameters) as ParameterSchema }));
  const shared = sharedDescriptions(parameters.map(({ schema }) => schema));
  const lines = parameters.map(({ action, schema }) => {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}) as [string, ParameterSchema][];
    const signature = fields.map(([name]) => (required.has(name) ? name : `${name}?`)).join(', ');
    const returns = action.output ? ` -> ${typeOf(z.toJSONSchema(action.output) as ParameterSchema)}` : '';
    const own = fields
      .filter(([name, field]) => (field.description ?? '') !== shared.get(name)?.description)
      .map(([name, field]) => ` ${name}: ${describeField(field)}`);
    return `${action.name}(${signature})${returns}: ${action.description}${own.join('')}`;
  });
  // A plain string whose name says it all ("newName") needs no legend.
  const legends = [...shared.values()].flatMap(({ legend }) => (legend.endsWith(': ') ? [] : [legend]));
  return [...lines, 'Parameters:', ...legends].join('\n');
}

/** Each parameter as most actions that have it describe it (ties to the first), said once for all of them. */
function sharedDescriptions(schemas: readonly ParameterSchema[]): Map<string, { description: string; legend: string }> {
  const uses = new Map<string, { field: ParameterSchema; count: number }[]>();
  for (const schema of schemas) {
    for (const [name, field] of Object.entries(schema.properties ?? {}) as [string, ParameterSchema][]) {
      const described = uses.get(name) ?? [];
      const same = described.find((each) => each.field.description === field.description);
      if (same) {
        same.count += 1;
      } else {
        described.push({ field, count: 1 });
      }
      uses.set(name, described);
    }
  }
  const shared = new Map<string, { description: string; legend: string }>();
  for (const [name, described] of uses) {
    const { field } = described.reduce((best, each) => (each.count > best.count ? each : best));
    shared.set(name, { description: field.description ?? '', legend: `${name}${field.type === 'string' ? '' : ` (${typeOf(field)})`}: ${describeField(field)}` });
  }
  return shared;
}

/** A field's description, its elements' when they have one of their own, and the values an enum allows. */
function describeField(field: ParameterSchema): string {
  const element = field.items as ParameterSchema | undefined;
  const values = field.enum?.join('|');
  return [field.description, element?.description, values].filter(Boolean).join(' ');
}

/** "string", "string[]", "{list, item, addedBy?}[]": a schema's type in a few characters. */
function typeOf(schema: ParameterSchema): string {
  switch (schema.type) {
    case 'array':
      return `${schema.items ? typeOf(schema.items as ParameterSchema) : 'value'}[]`;
    case 'object': {
      const required = new Set(schema.required ?? []);
      return `{${Object.keys(schema.properties ?? {})
        .map((name) => (required.has(name) ? name : `${name}?`))
        .join(', ')}}`;
    }
    default:
      return schema.anyOf ? schema.anyOf.map((each) => typeOf(each as ParameterSchema)).join(' | ') : String(schema.type ?? 'value');
  }
}
