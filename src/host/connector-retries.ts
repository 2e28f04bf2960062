import { type PipelinePolicy, retryPolicy, type RetryStrategy } from '@azure/core-rest-pipeline';
import type { TurnContext } from 'botbuilder';

/** Errors that mean the request never left: no connection was made, so nothing was delivered. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);
const MOST_RETRIES = 3;
/** The longest a Retry-After is waited for within a turn. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Retries a call to the Bot Connector only when it certainly did not take effect: a 429 (refused,
 * to be sent again after the wait it asks for), or a connection never made. The Connector's
 * `POST …/activities` is not idempotent, so a reply whose request timed out, was cut off or answered
 * with a 5xx may have been delivered, and is not sent again: it could show twice.
 */
const undeliveredOnly: RetryStrategy = {
  name: 'pantryUndeliveredOnly',
  retry({ retryCount, response, responseError }) {
    if (retryCount >= MOST_RETRIES) {
      return { skipStrategy: true };
    }
    if (response?.status === 429) {
      return { retryAfterInMs: retryAfterMs(response.headers.get('retry-after'), retryCount) };
    }
    if (responseError?.code !== undefined && NOT_SENT.has(responseError.code)) {
      return { retryAfterInMs: backoffMs(retryCount) };
    }
    return { skipStrategy: true };
  },
};

// botbuilder builds a connector client for each turn; each is given the policy once.
const patched = new WeakSet<object>();

/**
 * Replaces the default retry policy of the turn's connector client (which sends a POST again after
 * a 5xx or a timeout) with one that retries only what was certainly not delivered.
 */
export function retryOnlyUndelivered(context: TurnContext): void {
  const key = (context.adapter as unknown as { ConnectorClientKey?: symbol }).ConnectorClientKey;
  const connector = key ? (context.turnState.get(key) as { client?: { pipeline?: ConnectorPipeline } } | undefined) : undefined;
  const pipeline = connector?.client?.pipeline;
  if (!pipeline || patched.has(pipeline)) {
    return;
  }
  patched.add(pipeline);
  pipeline.removePolicy({ name: 'defaultRetryPolicy' });
  pipeline.addPolicy(retryPolicy([undeliveredOnly], { maxRetries: MOST_RETRIES }), { phase: 'Retry' });
}

/** The part of the connector client's request pipeline (`@azure/core-rest-pipeline`) that is changed. */
interface ConnectorPipeline {
  removePolicy(options: { name?: string }): unknown;
  addPolicy(policy: PipelinePolicy, options?: { phase?: 'Serialize' | 'Retry' | 'Sign' | 'Deserialize' }): void;
}

function retryAfterMs(header: string | undefined, retryCount: number): number {
  const seconds = Number(header);
  const asDate = header ? Date.parse(header) - Date.now() : Number.NaN;
  const wanted = header && Number.isFinite(seconds) ? seconds * 1_000 : Number.isFinite(asDate) ? asDate : backoffMs(retryCount);
  return Math.min(Math.max(0, wanted), LONGEST_WAIT_MS);
}

function backoffMs(retryCount: number): number {
  return 200 * 2 ** retryCount;
}
