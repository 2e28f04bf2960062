import { z } from 'zod/v4';
import type { ActionDefinition } from '../actions/define-action';
import { describeSchema, type JsonSchema, schemaAt, schemaFits } from './describe-schema';
import { parseJsonAnswer } from './parse-json-answer';
import { isNestedCall, PLAN_FORMAT, planShape, type ValidatedDo, type ValidatedPlan, type ValidatedSay } from './plan';

/** The plan, ready to run, or what to tell the model so that its next answer is right. */
export type PlanValidation = { readonly ok: true; readonly plan: ValidatedPlan } | { readonly ok: false; readonly feedback: string };

/** Nested calls deeper than this are refused: a plan that needs more is better split into steps. */
const MAX_NESTING = 3;

const PLAN_SHAPE_SCHEMA = z.toJSONSchema(planShape) as JsonSchema;

// Validation runs on every model answer; an action's schemas never change, so each is converted once.
const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

function jsonSchemaOf(type: z.ZodType): JsonSchema {
  let schema = jsonSchemas.get(type);
  if (!schema) {
    schema = z.toJSONSchema(type) as JsonSchema;
    jsonSchemas.set(type, schema);
  }
  return schema;
}

/**
 * What is asked of a plan beyond its shape and calls. A model's plan must end with a SAY: the model
 * words what it did. The offline planner's plans are told by what their calls did (see
 * ActionEffect.outcome), so they need none.
 */
export interface ValidationRules {
  readonly mustEndWithSay: boolean;
}

/**
 * Checks a model's answer against the plan shape and each DO against its action's zod schema, so
 * that nothing runs unless all of it can. A parameter may be a nested call of a read action, whose
 * declared output must fit the parameter. The feedback names the command, the field, what was
 * expected and what came, because a model corrects exactly what it is told and little else.
 */
export function validatePlan(answer: string, actions: readonly ActionDefinition[], rules: ValidationRules = { mustEndWithSay: true }): PlanValidation {
  const parsed = parseJsonAnswer(answer);
  if (!parsed.ok) {
    return { ok: false, feedback: `Your answer was not JSON. Answer with only a plan JSON object in this format: ${PLAN_FORMAT}` };
  }
  const shaped = planShape.safeParse(parsed.value);
  if (!shaped.success) {
    const problems = shaped.error.issues.map((issue) => describeIssue(issue, parsed.value, PLAN_SHAPE_SCHEMA));
    return { ok: false, feedback: `The plan is not in the required format: ${problems.join('; ')}. Use this format: ${PLAN_FORMAT}` };
  }
  const checker = new CallChecker(actions);
  const commands: (ValidatedDo | ValidatedSay)[] = [];
  shaped.data.commands.forEach((command, index) => {
    if (command.type === 'SAY') {
      commands.push(command);
      return;
    }
    const checked = checker.check(command.action, command.parameters ?? {}, `commands[${index}]`, 0);
    if (checked) {
      commands.push({ type: 'DO', ...checked });
    }
  });
  const last = shaped.data.commands[shaped.data.commands.length - 1];
  const lastAction = last?.type === 'DO' ? actions.find((action) => action.name === last.action) : undefined;
  if (rules.mustEndWithSay && last?.type === 'DO' && lastAction && !lastAction.output && !lastAction.answersUser) {
    checker.problems.push('the plan must end with a SAY that tells the user what was done (or with a read action whose result you need)');
  }
  if (checker.problems.length > 0) {
    return { ok: false, feedback: `The plan was not run: ${checker.problems.join('; ')}. Return the whole corrected plan.` };
  }
  return { ok: true, plan: { type: 'plan', commands } };
}

/** Checks one call and its nested calls, collecting every problem so one repair can fix them all. */
class CallChecker {
  readonly problems: string[] = [];
  private readonly readActions: string;

  constructor(private readonly actions: readonly ActionDefinition[]) {
    this.readActions = actions.filter((action) => action.output).map((action) => action.name).join(', ');
  }

  check(name: string, rawParameters: Record<string, unknown>, where: string, depth: number): { action: string; parameters: Record<string, unknown> } | undefined {
    const action = this.actions.find((each) => each.name === name);
    if (!action) {
      this.problems.push(`${where}: unknown action '${name}'. Valid actions: ${this.actions.map((each) => each.name).join(', ')}`);
      return undefined;
    }
    const parameters = withoutNulls(rawParameters);
    const schema = jsonSchemaOf(action.parameters);
    const nested: Record<string, unknown> = {};
    let valid = true;
    for (const [field, value] of Object.entries(parameters)) {
      if (!isNestedCall(value)) {
        continue;
      }
      if (!(field in action.parameters.shape)) {
        // A value nobody reads is dropped, but a call in it would be made for nothing: the model meant something else.
        this.problems.push(`${where} ${action.name}: has no parameter '${field}' for the call of ${value.action}; its parameters are ${Object.keys(action.parameters.shape).join(', ')}`);
        valid = false;
        continue;
      }
      const inner = this.checkNested(value.action, value.parameters ?? {}, `${where} ${action.name}.${field}`, depth + 1, schemaAt(schema, [field]));
      valid &&= inner !== undefined;
      nested[field] = inner;
    }
    // The fields given by nested calls are checked by their outputs above; the rest by the schema.
    const literalSchema = literalSchemaOf(action, Object.keys(nested));
    const literals = Object.fromEntries(Object.entries(parameters).filter(([field, value]) => !(field in nested) && !isNestedCall(value)));
    const checked = literalSchema.safeParse(literals);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        this.problems.push(`${where} ${action.name}: ${describeIssue(issue, literals, schema)}`);
      }
      return undefined;
    }
    return valid ? { action: action.name, parameters: { ...(checked.data as Record<string, unknown>), ...nested } } : undefined;
  }

  private checkNested(name: string, parameters: Record<string, unknown>, where: string, depth: number, expected: JsonSchema | undefined) {
    if (depth > MAX_NESTING) {
      this.problems.push(`${where}: calls are nested more than ${MAX_NESTING} deep; split the plan into steps`);
      return undefined;
    }
    const action = this.actions.find((each) => each.name === name);
    if (action && !action.output) {
      this.problems.push(`${where}: '${name}' returns nothing, so it cannot be nested; only read actions can (${this.readActions})`);
      return undefined;
    }
    if (action?.output && expected && !schemaFits(jsonSchemaOf(action.output), expected)) {
      const returns = describeSchema(jsonSchemaOf(action.output)) ?? 'something else';
      this.problems.push(`${where}: must be ${describeSchema(expected) ?? 'a different value'}, but ${name} returns ${returns}`);
      return undefined;
    }
    const checked = this.check(name, parameters, where, depth);
    return checked && { type: 'DO' as const, ...checked };
  }
}

// zod compiles a schema on its first parse, so a schema made afresh for every call costs more than
// the check itself: each action's schema without the fields some plan gave by nested calls is made once.
const literalSchemas = new WeakMap<ActionDefinition, Map<string, z.ZodType>>();

function literalSchemaOf(action: ActionDefinition, nestedFields: readonly string[]): z.ZodType {
  if (nestedFields.length === 0) {
    return action.parameters;
  }
  const key = [...nestedFields].sort().join(' ');
  let byFields = literalSchemas.get(action);
  if (!byFields) {
    byFields = new Map();
    literalSchemas.set(action, byFields);
  }
  let schema = byFields.get(key);
  if (!schema) {
    schema = action.parameters.omit(Object.fromEntries(nestedFields.map((field) => [field, true])) as never);
    byFields.set(key, schema);
  }
  return schema;
}

/** Strict structured outputs send optional parameters as null; null means "not given". */
function withoutNulls(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== null));
}

function describeIssue(issue: z.core.$ZodIssue, root: unknown, schema?: JsonSchema): string {
  const field = formatPath(issue.path);
  const got = valueAt(root, issue.path);
  const shown = got === undefined ? 'nothing' : truncate(JSON.stringify(got));
  const expected = schema ? describeSchema(schemaAt(schema, issue.path)) : undefined;
  switch (issue.code) {
    case 'invalid_type':
    case 'too_small':
      return got === undefined && expected
        ? `${field} is required: ${expected}`
        : `${field} must be ${expected ?? ('expected' in issue ? `a ${String(issue.expected)}` : 'different')}, got ${shown}`;
    case 'invalid_value':
      return `${field} must be ${issue.values.map((each) => JSON.stringify(each)).join(' or ')}, got ${shown}`;
    case 'invalid_union':
      // The only union in a plan is the command, told apart by its type.
      return `${field} must be "DO" or "SAY", got ${shown}`;
    default:
      return `${field}: ${issue.message}, got ${shown}`;
  }
}

/** "commands[1].parameters.items" rather than zod's dotted "commands.1.parameters.items". */
function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) {
    return 'the plan';
  }
  return path.map((key, at) => (typeof key === 'number' ? `[${key}]` : `${at === 0 ? '' : '.'}${String(key)}`)).join('');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
