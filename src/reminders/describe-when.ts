import type { Reminder } from './reminder';

const DAY_MS = 24 * 60 * 60_000;

/** When `at` is, in `timeZone`, as a person says it: "today at 17:00", "tomorrow at 09:00", "Saturday 5 December at 10:00". */
export function describeTime(at: number, timeZone: string, now: number): string {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
  const day = (instant: number) => new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(new Date(instant));
  if (day(at) === day(now)) {
    return `today at ${clock}`;
  }
  if (day(at) === day(now + DAY_MS)) {
    return `tomorrow at ${clock}`;
  }
  const date = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(at));
  return `on ${date.replace(',', '')} at ${clock}`;
}

/** When a reminder is due, and how often: "Saturday 5 December at 10:00", "every Friday at 17:00, next tomorrow at 17:00". */
export function describeWhen(reminder: Reminder, now: number): string {
  const next = describeTime(reminder.dueAt, reminder.timeZone, now);
  return reminder.repeat ? `${reminder.repeat.said}, next ${next}` : next;
}

/** What a reminder is about, as the bot says it: the words typed, or a nudge to look at the list. */
export function describeAbout(reminder: Pick<Reminder, 'about'>): string {
  return reminder.about || 'have a look at the list';
}
