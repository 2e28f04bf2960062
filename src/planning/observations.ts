import type { ActionFailure, ReadResult } from './plan-executor';

/** The most characters of read results one observation carries; nested calls are not limited. */
const MAX_OBSERVATION_CHARS = 2_000;

/** What the model is told when an action of its plan failed: which, why, and that nothing was applied. */
export function failureObservation(failure: ActionFailure): string {
  return `Observation: commands[${failure.commandIndex}] ${failure.action}(${JSON.stringify(failure.parameters)}) failed: ${failure.message} Nothing in that plan was applied. Answer with a corrected plan, or a SAY if the request cannot be done.`;
}

/** What the model is told of the read actions it asked for, so it can answer from the data. */
export function readObservation(reads: readonly ReadResult[]): string {
  const lines = reads.map((read) => `${read.action}(${JSON.stringify(read.parameters)}) returned ${JSON.stringify(read.output)}`).join('\n');
  const bounded = lines.length > MAX_OBSERVATION_CHARS ? `${lines.slice(0, MAX_OBSERVATION_CHARS)}… (cut short)` : lines;
  return `Observation:\n${bounded}\nAnswer with a plan that ends with a SAY for the user.`;
}
