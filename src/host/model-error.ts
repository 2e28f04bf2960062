import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { ModelConfigurationError, ModelRateLimitedError, ModelRefusedMessageError, ModelUnreachableError } from '../planning/planner-errors';

/**
 * The planning error for what the `openai` client threw, told apart by the client's error classes and
 * the HTTP status: the operator's to fix (401, 403, 404 and other refusals), or the service's
 * (429, 5xx, no answer, too slow), or a refusal of this one request (a content filter, a context too
 * long). An error that is none of these is returned as it is: it is the bot's own.
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
  // Azure's content filter and a context too long refuse one request, not the bot's configuration.
  const refused = error.status === 400 ? REFUSALS.get(String(error.code ?? '')) : undefined;
  if (refused) {
    return new ModelRefusedMessageError(refused, options);
  }
  return new ModelConfigurationError(error.status, configurationVariables, options);
}

const REFUSALS = new Map<string, 'content_filter' | 'context_length'>([
  ['content_filter', 'content_filter'],
  ['context_length_exceeded', 'context_length'],
  ['string_above_max_length', 'context_length'],
]);

function retryAfterSeconds(header: string | null | undefined): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) ? seconds : undefined;
}
