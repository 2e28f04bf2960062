import { CIRCUIT_OPEN } from './language-model';

/** Why a turn's planning failed, sorted by what can be done about it; each carries what its message needs. */
export abstract class PlanningError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The model's plans stayed invalid through every repair attempt. */
export class RepairsExhaustedError extends PlanningError {}

/** The model service refused for now (429): trying again later can work. */
export class ModelRateLimitedError extends PlanningError {}

/** The model service rejected the bot's key (401/403): the operator must act. */
export class ModelCredentialsError extends PlanningError {}

/** The model service could not be reached, timed out, or failed (5xx). */
export class ModelUnreachableError extends PlanningError {}

/** The model failed several times in a row and is left alone for a while. */
export class ModelRestingError extends PlanningError {}

/** The prompt did not fit the model's input budget. */
export class PromptTooLongError extends PlanningError {}

/** The turn took more plan-and-act steps than allowed. */
export class StepsExhaustedError extends PlanningError {
  constructor(readonly maxSteps: number) {
    super(`The turn needed more than ${maxSteps} planning steps.`);
  }
}

/** The turn took longer than allowed. */
export class TurnTimeExhaustedError extends PlanningError {
  constructor(readonly maxTurnMs: number) {
    super(`The turn took longer than ${maxTurnMs} ms.`);
  }
}

/**
 * teams-ai reports every model failure as a plain Error; this is the one place that reads their
 * messages, so the rest of the bot deals in types. An error that is not the model's is returned as
 * it is: it is the bot's own, and is told as such.
 */
export function classifyPlannerError(error: unknown): unknown {
  if (error instanceof PlanningError) {
    return error;
  }
  const text = error instanceof Error ? error.message : String(error);
  const options = { cause: error };
  if (text === CIRCUIT_OPEN) {
    return new ModelRestingError(text, options);
  }
  if (/max model response repair attempts/i.test(text)) {
    return new RepairsExhaustedError(text, options);
  }
  if (/rate limit/i.test(text)) {
    return new ModelRateLimitedError(text, options);
  }
  if (/error status of (401|403)\b/.test(text)) {
    return new ModelCredentialsError(text, options);
  }
  if (/exceeded the max_input_tokens/i.test(text)) {
    return new PromptTooLongError(text, options);
  }
  if (/chat completion API returned/i.test(text)) {
    return new ModelUnreachableError(text, options);
  }
  return error;
}
