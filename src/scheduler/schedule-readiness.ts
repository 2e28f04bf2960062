import type { Readiness } from '../storage/storage-readiness';
import type { ReminderSchedule } from './wake-up';

const DEFAULT_TIMEOUT_MS = 2_000;

/** Whether the reminders' schedule answers; the reason never carries its error, which may name the account. */
export async function scheduleReadiness(schedule: ReminderSchedule, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  try {
    const answer = await Promise.race([schedule.check(), timedOut]);
    return answer === 'timed out' ? { ready: false, reason: `the reminders' ${schedule.kind} schedule did not answer within ${timeoutMs} ms` } : { ready: true };
  } catch {
    return { ready: false, reason: `the reminders' ${schedule.kind} schedule could not be read` };
  } finally {
    clearTimeout(timer);
  }
}
