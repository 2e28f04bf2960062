import { describeAbout } from '../reminders/describe-when';
import { describeReminder, describeReminders, soonestFirst } from '../reminders/describe-reminders';
import type { Reminder } from '../reminders/reminder';
import { adaptiveCard, type AdaptiveCard, type CardElement, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** The conversation's reminders, soonest first, each with its Cancel; a note on top says what a tap did. */
export function remindersCard(reminders: readonly Reminder[], now: number, note?: { text: string; color?: 'Good' | 'Warning' }): AdaptiveCard {
  const top = note ? [paragraph(note.text, note.color ? { color: note.color } : {})] : [];
  if (reminders.length === 0) {
    const text = 'There are no reminders here. Set one with, for example, "remind us Saturday at 10 to do the shopping".';
    return adaptiveCard([heading('Reminders'), ...top, paragraph(text)], [], text);
  }
  const rows = soonestFirst(reminders).map((reminder): CardElement => ({
    type: 'ColumnSet',
    separator: true,
    columns: [
      { type: 'Column', width: 'stretch', verticalContentAlignment: 'Center', items: [paragraph(describeReminder(reminder, now))] },
      { type: 'Column', width: 'auto', items: [{ type: 'ActionSet', actions: [{ ...executeAction('Cancel', CARD_VERBS.cancelReminder, { reminderId: reminder.id }), tooltip: `Cancel the reminder: ${describeAbout(reminder)}` }] }] },
    ],
  }));
  return adaptiveCard([heading('Reminders'), ...top, ...rows], [], describeReminders(reminders, now));
}
