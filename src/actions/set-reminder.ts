import { z } from 'zod/v4';
import { failure } from '../lists';
import { describeAbout, describeWhen } from '../reminders/describe-when';
import { newReminder } from '../reminders/new-reminder';
import { readReminderRequest } from '../reminders/read-reminder-request';
import { ReminderTimeError } from '../reminders/reminder-errors';
import { FALLBACK_TIME_ZONE } from '../reminders/time-zone';
import { defineAction } from './define-action';

export const setReminderAction = defineAction({
  name: 'setReminder',
  description: 'Remind later.',
  parameters: z.object({
    reminder: z.string().min(1).max(300).describe('When and what, as said.'),
  }),
  answersUser: true,
  run({ reminder: asked }, { reminding, userName }) {
    const context = reminding ?? { reminders: [], now: Date.now() };
    // The same reading as the offline planner's: when, then what about, whoever planned the call.
    const reading = readReminderRequest(asked, context.now, context.timeZone ?? FALLBACK_TIME_ZONE);
    if (!reading || 'noTime' in reading) {
      return failure(new ReminderTimeError(reading ? 'missing' : 'unreadable', asked.trim()));
    }
    const made = newReminder(reading, { ...context, ...(userName ? { userName } : {}) });
    if (!made.ok) {
      return made;
    }
    const reminder = made.value;
    const whom = context.sharedChat ? 'everyone here' : 'you';
    const zone = context.timeZone ? '' : ` Times are in ${FALLBACK_TIME_ZONE}: I don't know your time zone.`;
    return {
      ok: true,
      value: {
        say: `I'll remind ${whom} ${describeWhen(reminder, context.now)}: ${describeAbout(reminder)}.${zone}`,
        // Recorded as the reminder it made: applied again, it keeps the same reminder, whatever the time by then.
        recordAs: { action: 'keepReminder', parameters: { reminder } },
      },
    };
  },
});
