/** The time zone a reminder is read in when the person's is not known. */
export const FALLBACK_TIME_ZONE = 'UTC';

/** Whether `name` is an IANA time zone this runtime knows ("Europe/London"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The instant at which the clocks of `timeZone` show `local` (its fields read as UTC's), daylight saving included. */
export function instantOf(local: number, timeZone: string): number {
  const guess = local - offsetMinutes(timeZone, local) * 60_000;
  return local - offsetMinutes(timeZone, guess) * 60_000;
}

/** How many minutes `timeZone` is ahead of UTC at `instant` (daylight saving included). */
export function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
}
