import { z } from 'zod/v4';
import { describeAbout, describeWhen } from '../reminders/describe-when';
import { newReminder } from '../reminders/new-reminder';
import { FALLBACK_TIME_ZONE } from '../reminders/time-zone';
import { defineAction } from './define-action';

export const setReminderAction = defineAction({
  name: 'setReminder',
  description: 'Remind the chat later; confirms itself.',
  parameters: z.object({
    when: z.string().min(1).max(80).describe("As said: 'Saturday at 10', 'in 2 minutes', 'every Friday at 5'."),
    about: z.string().max(200).describe("What of, as said; '' for the list."),
  }),
  answersUser: true,
  run({ when, about }, { reminding, userName }) {
    const context = reminding ?? { reminders: [], now: Date.now() };
    const made = newReminder({ when, about }, { ...context, ...(userName ? { userName } : {}) });
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
