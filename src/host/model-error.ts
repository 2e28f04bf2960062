import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ModelConfigurationError, ModelRateLimitedError, ModelUnreachableError } from '../planning/planner-errors';

/**
 * The planning error for what the `openai` client threw, told apart by the client's error classes and
 * the HTTP status: the operator's to fix (401, 403, 404 and other refusals), or the service's
 * (429, 5xx, no answer, too slow). An error that is neither is returned as it is: it is the bot's own.
 */
export function modelErrorOf(error: unknown, configurationVariables: readonly string[]): unknown {
  const options = { cause: error };
  if (error instanceof APIConnectionTimeoutError) {
    return new ModelUnreachableError(undefined, true, options);
  }
  if (error instanceof APIConnectionError) {
    return new ModelUnreachableError(undefined, false, options);
  }
  if (!(error instanceof APIError) || error.status === undefined) {
    return error;
  }
  if (error.status === 429) {
    return new ModelRateLimitedError(retryAfterSeconds(error.headers?.['retry-after']), options);
  }
  if (error.status === 408 || error.status >= 500) {
    return new ModelUnreachableError(error.status, error.status === 408, options);
  }
  return new ModelConfigurationError(error.status, configurationVariables, options);
}

function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) ? seconds : undefined;
}
