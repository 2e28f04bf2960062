import { z } from 'zod/v4';
import { invokeValueProblem } from './incoming-invoke';

const account = z.object({ id: z.string().min(1), name: z.string().optional() });

/**
 * The fields every activity must carry for the bot to know where it came from and where to answer,
 * and the types of the optional ones the bot reads: a request that gets them wrong is the sender's
 * mistake (400), not a turn that fails inside.
 */
const incomingActivity = z.object({
  type: z.string().min(1),
  id: z.string().min(1).optional(),
  channelId: z.string().min(1),
  serviceUrl: z.url({ protocol: /^https?$/ }),
  locale: z.string().optional(),
  timestamp: z.string().optional(),
  replyToId: z.string().min(1).optional(),
  textFormat: z.string().optional(),
  channelData: z.record(z.string(), z.unknown()).optional(),
  attachments: z.array(z.object({ contentType: z.string() })).optional(),
  conversation: z.object({ id: z.string().min(1), conversationType: z.string().optional() }),
  from: account,
  recipient: account,
  text: z.string().optional(),
  entities: z.array(z.object({ type: z.string() })).optional(),
  membersAdded: z.array(account).optional(),
  name: z.string().optional(),
  value: z.unknown(),
});

export type IncomingActivity = z.infer<typeof incomingActivity>;

/**
 * Checks a request body before it reaches the adapter, which answers a malformed activity with a
 * 500 (and an error log) rather than the 400 the sender's mistake deserves; an invoke's value too,
 * for the invokes the bot handles.
 */
export function parseIncomingActivity(body: unknown): { ok: true; activity: IncomingActivity } | { ok: false; problem: string } {
  const parsed = incomingActivity.safeParse(body);
  if (parsed.success) {
    const problem = parsed.data.type === 'invoke' ? invokeValueProblem(parsed.data.name, parsed.data.value) : undefined;
    return problem ? { ok: false, problem } : { ok: true, activity: parsed.data };
  }
  const missing = parsed.error.issues.map((issue) => issue.path.join('.') || 'body').join(', ');
  return { ok: false, problem: `Not a Bot Framework activity: check ${missing}.` };
}
