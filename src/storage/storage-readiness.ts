import type { Storage } from 'botbuilder';

/** Whether the bot can serve turns now, and if not, why, in words fit for anyone to read. */
export type Readiness = { readonly ready: true } | { readonly ready: false; readonly reason: string };

/** A key no conversation uses: reading it asks the storage to answer without touching anyone's state. */
export const READINESS_KEY = 'pantry/readiness';

/** A health probe comes every minute or so; a storage slower than this cannot serve a turn either. */
const DEFAULT_TIMEOUT_MS = 2_000;

/**
 * Reads the reserved key. The reason never carries the storage's own error: an Azure error names the
 * account's URL and may carry its signature, and the answer goes to whoever asks.
 */
export function storageReadiness(storage: Storage, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Readiness> {
  return answersWithin(() => storage.read([READINESS_KEY]), 'the storage', timeoutMs);
}

/**
 * Whether `probe` answers within `timeoutMs`; the reason names `what` and never carries the probe's
 * error, which may name an account or carry a signature.
 */
export async function answersWithin(probe: () => Promise<unknown>, what: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const answer = await Promise.race([probe(), timedOut]);
    return answer === 'timed out' ? { ready: false, reason: `${what} did not answer within ${timeoutMs} ms` } : { ready: true };
  } catch {
    return { ready: false, reason: `${what} could not be read` };
  } finally {
    clearTimeout(timer);
  }
}
