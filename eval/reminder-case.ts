import { z } from 'zod/v4';

/** A time as a person's clock shows it: "2026-12-05T10:00". */
const localTime = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);

const reminderAsIs = z.object({ when: localTime, repeat: z.string().nullable(), about: z.string() });

/** One message of a blind reminders set: when it was sent, the reminders there were, and what it should do. */
export const reminderCase = z.object({
  now: localTime,
  say: z.string().min(1),
  reminders: z.array(reminderAsIs).default([]),
  expect: z.union([
    z.object({ set: reminderAsIs }),
    z.object({ list: z.literal(true) }),
    z.object({ cancel: z.array(z.string()) }),
    z.object({ refuse: z.enum(['past', 'unreadable']) }),
    z.object({ ask: z.literal('when') }),
    z.object({ other: z.literal(true) }),
  ]),
});

export type ReminderCase = z.infer<typeof reminderCase>;
export type ReminderAsIs = z.infer<typeof reminderAsIs>;
