import { remindersCard } from '../cards/reminders-card';
import type { GroceryLists } from '../lists';
import { describeAbout, describeWhen } from '../reminders/describe-when';
import type { Reminder } from '../reminders/reminder';
import type { CardActionOutcome } from './card-action';

/** A reminder's Cancel: it is taken off, and the card shows the ones left; a reminder already gone changes nothing. */
export function cancelReminderOnCard(lists: GroceryLists, reminders: readonly Reminder[], data: Record<string, unknown>, now: number): CardActionOutcome {
  const reminder = reminders.find((each) => each.id === data.reminderId);
  if (!reminder) {
    return { card: remindersCard(reminders, now, { text: 'That reminder was already cancelled, or has been sent.', color: 'Warning' }) };
  }
  const left = reminders.filter((each) => each !== reminder);
  return {
    card: remindersCard(left, now, { text: `Cancelled the reminder ${describeWhen(reminder, now)}: ${describeAbout(reminder)}.`, color: 'Good' }),
    changed: { lists, calls: [{ action: 'cancelReminders', parameters: { ids: [reminder.id] } }] },
  };
}
