import { describeAbout, describeWhen } from './describe-when';
import type { Reminder } from './reminder';

/** One reminder on a line: "Saturday 5 December at 10:00: do the shopping (set by Bob)". */
export function describeReminder(reminder: Reminder, now: number): string {
  return `${capitalised(describeWhen(reminder, now).replace(/^on /, ''))}: ${describeAbout(reminder)}${reminder.setBy ? ` (set by ${reminder.setBy})` : ''}`;
}

/** The reminders, soonest first, one a line; or that there are none. */
export function describeReminders(reminders: readonly Reminder[], now: number): string {
  if (reminders.length === 0) {
    return 'There are no reminders here. Set one with, for example, "remind us Saturday at 10 to do the shopping".';
  }
  const lines = soonestFirst(reminders).map((reminder) => `- ${describeReminder(reminder, now)}`);
  return `${reminders.length === 1 ? '1 reminder' : `${reminders.length} reminders`}:\n${lines.join('\n')}`;
}

/** The reminders in the order they fall due. */
export function soonestFirst(reminders: readonly Reminder[]): Reminder[] {
  return [...reminders].sort((left, right) => left.dueAt - right.dueAt);
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
