import { matchKey } from '../lists';
import type { ValidatedPlan } from './plan';
import type { ActionFailure, ReadResult } from './plan-executor';

/** The most characters of read results one observation carries; nested calls are not limited. */
const MAX_OBSERVATION_CHARS = 2_000;

/** What the model is told when an action of its plan failed: which, why, and that nothing was applied. */
export function failureObservation(failure: ActionFailure): string {
  return `Observation: commands[${failure.commandIndex}] ${failure.action}(${JSON.stringify(failure.parameters)}) failed: ${failure.message} Nothing in that plan was applied. Answer with a corrected plan, or a SAY if the request cannot be done.`;
}

/**
 * What the model is told of the read actions it asked for, so it can answer from the data, and of
 * the calls of that plan done only in part, which the user has been told already, so its answer
 * does not claim more.
 */
export function readObservation(reads: readonly ReadResult[], notes: readonly string[] = []): string {
  const lines = reads.map((read) => `${read.action}(${JSON.stringify(read.parameters)}) returned ${JSON.stringify(read.output)}`).join('\n');
  const bounded = lines.length > MAX_OBSERVATION_CHARS ? `${lines.slice(0, MAX_OBSERVATION_CHARS)}… (cut short)` : lines;
  const told = notes.length > 0 ? `\nDone only in part, and the user has been told: ${notes.join(' ')}` : '';
  return `Observation:\n${bounded}${told}\nAnswer with a plan that ends with a SAY for the user.`;
}

/** A plan that failed, and how. */
export interface FailedStep {
  readonly plan: ValidatedPlan;
  readonly failure: ActionFailure;
}

/**
 * Whether two failed plans failed the same way: the same calls and the same failure. The calls are
 * the plans' DO commands in order (SAYs are left out: rewording a reply changes nothing that runs),
 * compared after normalising as the lists compare names (case, spacing and Unicode form ignored,
 * object keys in any order); the failure is the same command and the same message, normalised the
 * same way (it echoes the names as the plan spelled them). The lists do
 * not change between two failed steps, so such a plan would fail again, however often it is asked for.
 */
export function sameFailure(before: FailedStep, now: FailedStep): boolean {
  return (
    before.failure.commandIndex === now.failure.commandIndex &&
    matchKey(before.failure.message) === matchKey(now.failure.message) &&
    callsKey(before.plan) === callsKey(now.plan)
  );
}

function callsKey(plan: ValidatedPlan): string {
  return JSON.stringify(plan.commands.filter((command) => command.type === 'DO').map(normalised));
}

function normalised(value: unknown): unknown {
  if (typeof value === 'string') {
    return matchKey(value);
  }
  if (Array.isArray(value)) {
    return value.map(normalised);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, each]) => [key, normalised(each)]),
    );
  }
  return value;
}
