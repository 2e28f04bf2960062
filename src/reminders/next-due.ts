import { Cron } from 'croner';

/** The first time after `after` that `pattern` (a cron pattern with seconds) falls on in `timeZone`. */
export function nextDue(pattern: string, timeZone: string, after: number): number | undefined {
  const next = new Cron(pattern, { timezone: timeZone, paused: true }).nextRun(new Date(after));
  return next ? next.getTime() : undefined;
}
