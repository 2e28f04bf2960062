import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition, PartialEffect } from '../actions/define-action';
import type { GroceryLists, ListLimits } from '../lists';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { Recipe } from '../recipes/recipe';
import type { ReminderContext } from '../reminders/new-reminder';
import { isNestedCall, type NestedCall, type ValidatedPlan } from './plan';
import { tellOutcome, type ToldOutcome } from './tell-outcome';

/** What the actions of a plan run against. */
export interface ExecutionContext {
  readonly lists: GroceryLists;
  readonly limits: ListLimits;
  readonly userName?: string;
  readonly shopping?: ShoppingMemory;
  readonly reminding?: ReminderContext;
}

/** How a plan is told: by its SAYs alone (a model's words), or by what its calls did as well. */
export interface ExecutionOptions {
  /** Whether each call's own account of what it did is said, in the plan's order (see ActionEffect.outcome). */
  readonly sayOutcomes: boolean;
}

/** A read action's result at the top level of a plan: the model sees it as an observation. */
export interface ReadResult {
  readonly action: string;
  readonly parameters: Record<string, unknown>;
  readonly output: unknown;
}

/**
 * What a plan tells the user, in order: its SAYs, the lists it shows, and the bot's own words on a
 * call done only in part (what was done, and the note on the rest).
 */
export type PlanOutput =
  /** `ownWords`: the bot's words for what an action did (a reminder's time), not the planner's. */
  | { readonly kind: 'say'; readonly text: string; readonly ownWords?: true }
  | ToldOutcome
  | { readonly kind: 'show'; readonly list: string }
  | { readonly kind: 'propose'; readonly recipe: Recipe }
  | { readonly kind: 'note'; readonly done?: string; readonly text: string };

/** Why a plan stopped: which command, and what went wrong, in words for the user. */
export interface ActionFailure {
  readonly commandIndex: number;
  readonly action: string;
  readonly parameters: Record<string, unknown>;
  readonly message: string;
  /** Whether the planner, told the message, may fix the plan; if not, the message is the user's answer. */
  readonly modelMayFix: boolean;
}

/** A plan run to its end (its lists, SAYs and reads), or stopped by a failing action with nothing applied. */
export type PlanExecution =
  | {
      readonly ok: true;
      readonly lists: GroceryLists;
      readonly outputs: readonly PlanOutput[];
      readonly reads: readonly ReadResult[];
      readonly applied: readonly AppliedCall[];
      readonly endsWithRead: boolean;
    }
  | { readonly ok: false; readonly failure: ActionFailure };

type CallOutcome =
  | { ok: true; lists?: GroceryLists; output?: unknown; show?: string; propose?: Recipe; say?: string; outcome?: string; partial?: PartialEffect; recordAs?: AppliedCall; remembers: boolean; parameters: Record<string, unknown> }
  | { ok: false; message: string; modelMayFix: boolean };

/**
 * Runs a validated plan against a working copy of the lists: the caller keeps the result only if
 * the whole plan succeeded, so a plan is all or nothing. Nested calls are resolved first, those of
 * one command concurrently, and every call's parameters are parsed with its zod schema once their
 * values are known, so nothing unchecked reaches the domain.
 *
 * A call done only in part (items to remove that were not there) stands when it is the plan's only
 * change: its narrowed call is recorded, the plan's SAYs (written for the whole call) give way to
 * the bot's own words on what was done and what was not. In a plan of several changes it fails the
 * plan as a whole, since the other changes may depend on it (a move that would add what it did not take).
 */
export async function executePlan(plan: ValidatedPlan, actions: readonly ActionDefinition[], context: ExecutionContext, options: ExecutionOptions = { sayOutcomes: false }): Promise<PlanExecution> {
  let lists = context.lists;
  const outputs: PlanOutput[] = [];
  const reads: ReadResult[] = [];
  const applied: AppliedCall[] = [];
  const changes = plan.commands.filter((command) => command.type === 'DO' && changesLists(command.action, actions)).length;
  for (const [commandIndex, command] of plan.commands.entries()) {
    if (command.type === 'SAY') {
      outputs.push({ kind: 'say', text: command.response });
      continue;
    }
    const outcome = await runCall(command, actions, { ...context, lists });
    if (!outcome.ok) {
      return { ok: false, failure: { commandIndex, action: command.action, parameters: command.parameters, message: outcome.message, modelMayFix: outcome.modelMayFix } };
    }
    const { partial } = outcome;
    if (partial && changes > 1) {
      const { message, modelMayFix } = partial.refusal;
      return { ok: false, failure: { commandIndex, action: command.action, parameters: command.parameters, message, modelMayFix } };
    }
    if (partial) {
      outputs.push({ kind: 'note', text: partial.note, ...(partial.done ? { done: partial.done } : {}) });
    } else if (options.sayOutcomes && outcome.outcome !== undefined) {
      tellOutcome(outputs, { kind: 'outcome', text: outcome.outcome, call: { action: command.action, parameters: outcome.parameters } });
    }
    if (outcome.lists) {
      lists = outcome.lists;
    }
    if (outcome.lists || outcome.remembers) {
      applied.push(outcome.recordAs ?? { action: command.action, parameters: partial?.parameters ?? outcome.parameters });
    }
    if (outcome.propose !== undefined) {
      outputs.push({ kind: 'propose', recipe: outcome.propose });
    }
    if (outcome.show !== undefined) {
      outputs.push({ kind: 'show', list: outcome.show });
    }
    if (outcome.say !== undefined) {
      outputs.push({ kind: 'say', text: outcome.say, ownWords: true });
    }
    if (outcome.output !== undefined) {
      reads.push({ action: command.action, parameters: command.parameters, output: outcome.output });
    }
  }
  const last = plan.commands[plan.commands.length - 1];
  const endsWithRead = last?.type === 'DO' && actions.some((action) => action.name === last.action && action.output);
  // The bot's own words on what was done stand in for the plan's SAYs, written before it was done.
  const ownWords = outputs.some((output) => output.kind === 'note' || (output.kind === 'say' && output.ownWords));
  const told = ownWords ? outputs.filter((output) => output.kind !== 'say' || output.ownWords) : outputs;
  return { ok: true, lists, outputs: told, reads, applied, endsWithRead };
}

/** Whether an action changes lists: it neither reads (has an output) nor only shows one. */
function changesLists(name: string, actions: readonly ActionDefinition[]): boolean {
  const action = actions.find((each) => each.name === name);
  return action !== undefined && !action.output && !action.answersUser;
}

async function runCall(call: NestedCall, actions: readonly ActionDefinition[], context: ExecutionContext): Promise<CallOutcome> {
  const action = actions.find((each) => each.name === call.action);
  if (!action) {
    return { ok: false, message: `There is no action called '${call.action}'.`, modelMayFix: true };
  }
  const resolved = await Promise.all(
    Object.entries(call.parameters).map(async ([field, value]) => {
      if (!isNestedCall(value)) {
        return { field, value, ok: true as const };
      }
      const inner = await runCall(value, actions, context);
      return inner.ok ? { field, value: inner.output, ok: true as const } : { field, ok: false as const, message: inner.message, modelMayFix: inner.modelMayFix };
    }),
  );
  const failed = resolved.find((each) => !each.ok);
  if (failed && !failed.ok) {
    return { ok: false, message: failed.message, modelMayFix: failed.modelMayFix };
  }
  const values = Object.fromEntries(resolved.map((each) => [each.field, each.ok ? each.value : undefined]));
  const parsed = action.parameters.safeParse(values);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')} (${JSON.stringify(valueOf(values, issue.path[0]))})`).join(', ');
    // Worded for the model, which chose the nested call: "copy party" when party is empty.
    return { ok: false, message: `${action.name} could not use ${fields}: ${emptyHint(parsed.error.issues)}`, modelMayFix: true };
  }
  const result = await action.run(parsed.data, context);
  return result.ok
    ? { ok: true, ...result.value, remembers: action.remember !== undefined || action.remind !== undefined || result.value.recordAs !== undefined, parameters: parsed.data as Record<string, unknown> }
    : { ok: false, message: result.error.message, modelMayFix: result.error.modelMayFix };
}

function valueOf(values: Record<string, unknown>, field: PropertyKey | undefined): unknown {
  return field === undefined ? values : values[String(field)];
}

function emptyHint(issues: readonly { code: string }[]): string {
  return issues.some((issue) => issue.code === 'too_small') ? 'there was nothing there to use.' : 'the values were not of the right kind.';
}
