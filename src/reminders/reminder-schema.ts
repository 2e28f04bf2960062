import { z } from 'zod/v4';
import type { Reminder } from './reminder';

/** A reminder as a recorded call carries it: the call that keeps it is applied again after a conflict. */
export const reminderSchema = z.object({
  id: z.string().min(1),
  about: z.string(),
  dueAt: z.number().int(),
  repeat: z.object({ pattern: z.string().min(1), said: z.string() }).optional(),
  timeZone: z.string().min(1),
  setBy: z.string().optional(),
}) satisfies z.ZodType<Reminder>;
