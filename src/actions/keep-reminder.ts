import { z } from 'zod/v4';
import { reminderSchema } from '../reminders/reminder-schema';
import { defineAction } from './define-action';

/** A reminder set, as its turn records it (see setReminder): never offered to the model. */
export const keepReminderAction = defineAction({
  name: 'keepReminder',
  description: 'Keep a reminder that was set.',
  parameters: z.object({ reminder: reminderSchema }),
  run() {
    return { ok: true, value: {} };
  },
  remind({ reminder }, reminders) {
    return [...reminders.filter((each) => each.id !== reminder.id), reminder];
  },
});
