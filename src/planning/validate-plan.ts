import type { z } from 'zod/v4';
import type { ActionDefinition } from '../actions/define-action';
import { z as zod } from 'zod/v4';
import { describeSchema, schemaAt, type JsonSchema } from './describe-schema';
import { parseJsonAnswer } from './parse-json-answer';
import { PLAN_FORMAT, planShape, type ValidatedDo, type ValidatedPlan, type ValidatedSay } from './plan';

const PLAN_SHAPE_SCHEMA = zod.toJSONSchema(planShape) as JsonSchema;

/** The plan, ready to run, or what to tell the model so that its next answer is right. */
export type PlanValidation = { readonly ok: true; readonly plan: ValidatedPlan } | { readonly ok: false; readonly feedback: string };

/**
 * Checks a model's answer against the plan shape and each DO against its action's zod schema, so
 * that nothing runs unless all of it can. The feedback names the command, the field, what was
 * expected and what came, because a model corrects exactly what it is told and little else.
 */
export function validatePlan(answer: string, actions: readonly ActionDefinition[]): PlanValidation {
  const parsed = parseJsonAnswer(answer);
  if (!parsed.ok) {
    return { ok: false, feedback: `Your answer was not JSON. Answer with only a plan JSON object in this format: ${PLAN_FORMAT}` };
  }
  const shaped = planShape.safeParse(parsed.value);
  if (!shaped.success) {
    const problems = shaped.error.issues.map((issue) => describeIssue(issue, parsed.value, PLAN_SHAPE_SCHEMA));
    return { ok: false, feedback: `The plan is not in the required format: ${problems.join('; ')}. Use this format: ${PLAN_FORMAT}` };
  }
  const commands: (ValidatedDo | ValidatedSay)[] = [];
  const problems: string[] = [];
  shaped.data.commands.forEach((command, index) => {
    if (command.type === 'SAY') {
      commands.push(command);
      return;
    }
    const action = actions.find((each) => each.name === command.action);
    if (!action) {
      const valid = actions.map((each) => each.name).join(', ');
      problems.push(`commands[${index}]: unknown action '${command.action}'. Valid actions: ${valid}`);
      return;
    }
    const parameters = command.parameters ?? {};
    const checked = action.parameters.safeParse(parameters);
    if (!checked.success) {
      const schema = zod.toJSONSchema(action.parameters) as JsonSchema;
      for (const issue of checked.error.issues) {
        problems.push(`commands[${index}] ${action.name}: ${describeIssue(issue, parameters, schema)}`);
      }
      return;
    }
    commands.push({ type: 'DO', action: action.name, parameters: checked.data });
  });
  if (problems.length > 0) {
    return { ok: false, feedback: `The plan was not run: ${problems.join('; ')}. Return the whole corrected plan.` };
  }
  return { ok: true, plan: { type: 'plan', commands } };
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
