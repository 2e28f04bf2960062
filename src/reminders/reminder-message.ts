import type { GroceryLists } from '../lists';
import { describeAbout, describeTime } from './describe-when';
import { isLate, type Reminder } from './reminder';

/** How many lists' cards a reminder brings along: what is left to buy, not every list there is. */
const MOST_CARDS = 3;

/** What a reminder says when it is sent, and the lists whose cards go with it. */
export interface ReminderMessage {
  readonly text: string;
  /** The lists with something left to buy, whose cards show it. */
  readonly lists: readonly string[];
}

/**
 * "Reminder from Alice: do the shopping." with the lists still to buy from; a reminder sent more than
 * ten minutes after its time says so, and when it was due.
 */
export function reminderMessage(reminder: Reminder, lists: GroceryLists, sentAt: number): ReminderMessage {
  const toBuy = lists.filter((list) => list.items.some((item) => !item.bought));
  const from = reminder.setBy ? ` from ${reminder.setBy}` : '';
  const late = isLate(reminder.dueAt, sentAt) ? ` (late: it was due ${describeTime(reminder.dueAt, reminder.timeZone, sentAt)}, while I was not running)` : '';
  const about = describeAbout(reminder);
  const left = toBuy.length === 0 ? ' Nothing is left to buy.' : '';
  return { text: `Reminder${from}${late}: ${about.charAt(0).toUpperCase()}${about.slice(1)}.${left}`, lists: toBuy.slice(0, MOST_CARDS).map((list) => list.name) };
}
