import { z } from 'zod/v4';
import { defineAction } from './define-action';

/** Reminders cancelled, by id: from "cancel the Saturday reminder" or a Cancel button. Never offered to the model. */
export const cancelRemindersAction = defineAction({
  name: 'cancelReminders',
  description: 'Cancel reminders.',
  parameters: z.object({ ids: z.array(z.string().min(1)).min(1) }),
  run() {
    return { ok: true, value: {} };
  },
  remind({ ids }, reminders) {
    return reminders.filter((reminder) => !ids.includes(reminder.id));
  },
});
