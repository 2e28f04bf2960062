/** Who must act on a failed turn: the user rephrases, the operator fixes configuration, or it passes. */
export type Blame = 'model' | 'operator' | 'system';

/** Why a turn's planning failed, sorted by who must act; each carries the facts its message needs. */
export abstract class PlanningError extends Error {
  abstract readonly blame: Blame;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The model's plans stayed invalid through every repair attempt. */
export class RepairsExhaustedError extends PlanningError {
  readonly blame = 'model';

  constructor(
    readonly attempts: number,
    /** What the model was told about its last invalid plan. */
    readonly lastFeedback: string,
    options?: { cause?: unknown },
  ) {
    super(`The model's plan was still invalid after ${attempts} repair attempts: ${lastFeedback}`, options);
  }
}

/** The model service refused for now (429): trying again later can work. */
export class ModelRateLimitedError extends PlanningError {
  readonly blame = 'system';

  constructor(
    /** How long the service asked to wait, if it said. */
    readonly retryAfterSeconds: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(`The model service is rate limiting the bot${retryAfterSeconds === undefined ? '' : ` (retry after ${retryAfterSeconds} s)`}.`, options);
  }
}

/**
 * The model service refused the bot's request as configured (401, 403, 404, or another 4xx): a key,
 * endpoint, model or deployment the operator must correct.
 */
export class ModelConfigurationError extends PlanningError {
  readonly blame = 'operator';

  constructor(
    readonly status: number,
    /** The environment variables that set what the service refused. */
    readonly variables: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(`The model service answered ${status}: check ${variables.join(', ')}.`, options);
  }

  /** Whether the service refused the credentials rather than what was asked for. */
  get credentialsRefused(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** The model service could not be reached, timed out, or failed (5xx). */
export class ModelUnreachableError extends PlanningError {
  readonly blame = 'system';

  constructor(
    /** The HTTP status of a failed answer; undefined when none came. */
    readonly status: number | undefined,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(timedOut ? 'The model service did not answer in time.' : status === undefined ? 'The model service could not be reached.' : `The model service failed with ${status}.`, options);
  }
}

/**
 * The model service refused this one request for what it holds (400): its content filter, or a
 * conversation longer than the model reads. The service is well, and the next message may pass.
 */
export class ModelRefusedMessageError extends PlanningError {
  readonly blame = 'model';

  constructor(
    readonly reason: 'content_filter' | 'context_length',
    options?: { cause?: unknown },
  ) {
    super(reason === 'content_filter' ? "The model service's content filter refused the request." : 'The request was longer than the model reads.', options);
  }
}

/** Whether an error is the model service failing (5xx, 429, no answer, too slow), as against a refusal of one request or a fault of the bot's. */
export function isServiceFailure(error: unknown): boolean {
  return error instanceof ModelUnreachableError || error instanceof ModelRateLimitedError;
}

/** The model failed several times in a row and is left alone until `restingUntil`. */
export class ModelRestingError extends PlanningError {
  readonly blame = 'system';

  constructor(readonly restingUntil: number) {
    super(`The language model failed several times in a row and is resting until ${new Date(restingUntil).toISOString()}.`);
  }
}

/** The conversation has used its model tokens for the UTC day: the model is not asked again until the next. */
export class TokenBudgetSpentError extends PlanningError {
  readonly blame = 'system';

  constructor(
    readonly tokensPerDay: number,
    /** Whether the offline planner still answers the requests it understands (PLANNER=auto). */
    readonly offlineAnswers: boolean,
  ) {
    super(`The conversation has used its ${tokensPerDay} model tokens for today (UTC).`);
  }
}

/** The prompt did not fit the model's input budget. */
export class PromptTooLongError extends PlanningError {
  readonly blame = 'model';

  constructor(
    readonly tokens: number,
    readonly maxTokens: number,
  ) {
    super(`The prompt takes ${tokens} tokens, more than the ${maxTokens} allowed.`);
  }
}

/** The turn took more plan-and-act steps than allowed. */
export class StepsExhaustedError extends PlanningError {
  readonly blame = 'model';

  constructor(readonly maxSteps: number) {
    super(`The turn needed more than ${maxSteps} planning steps.`);
  }
}

/** The turn took longer than allowed. */
export class TurnTimeExhaustedError extends PlanningError {
  readonly blame = 'system';

  constructor(readonly maxTurnMs: number) {
    super(`The turn took longer than ${maxTurnMs} ms.`);
  }
}
