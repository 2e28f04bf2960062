import { z } from 'zod/v4';

/** The fields every activity must carry for the bot to know where it came from and where to answer. */
const incomingActivity = z.object({
  type: z.string().min(1),
  channelId: z.string().min(1),
  serviceUrl: z.string().min(1),
  conversation: z.object({ id: z.string().min(1) }),
});

export type IncomingActivity = z.infer<typeof incomingActivity>;

/**
 * Checks a request body before it reaches the adapter, which answers a malformed activity with a
 * 500 (and an error log) rather than the 400 the sender's mistake deserves.
 */
export function parseIncomingActivity(body: unknown): { ok: true; activity: IncomingActivity } | { ok: false; problem: string } {
  const parsed = incomingActivity.safeParse(body);
  if (parsed.success) {
    return { ok: true, activity: parsed.data };
  }
  const missing = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
  return { ok: false, problem: `Not a Bot Framework activity: check ${missing}.` };
}
