import { z } from 'zod/v4';

const commandId = z.string().min(1);

/**
 * The values of the invokes the bot handles, as Teams sends them, so that a malformed one is the
 * sender's mistake (400, saying what was wrong) and never a turn that fails inside and posts an
 * error in the chat. Fields the bot does not read are let through as they are.
 */
const INVOKE_VALUES: Readonly<Record<string, z.ZodType>> = {
  // A tap on a card's Action.Execute, or the card's refresh.
  'adaptiveCard/action': z.object({
    action: z.object({ type: z.literal('Action.Execute'), verb: z.string().min(1), data: z.record(z.string(), z.unknown()).optional() }),
    trigger: z.enum(['manual', 'automatic']).optional(),
  }),
  'composeExtension/query': z.object({
    commandId,
    parameters: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    queryOptions: z.object({ skip: z.number().int().min(0).optional(), count: z.number().int().min(0).optional() }).optional(),
  }),
  'composeExtension/queryLink': z.object({ url: z.string().min(1) }),
  'composeExtension/fetchTask': z.object({
    commandId,
    commandContext: z.string().optional(),
    messagePayload: z.object({ body: z.object({ content: z.string().optional() }).optional() }).optional(),
  }),
  'composeExtension/submitAction': z.object({ commandId, commandContext: z.string().optional(), data: z.record(z.string(), z.unknown()).optional() }),
  // The thumbs up or down on a model's answer.
  'message/submitAction': z.object({ actionName: z.string().min(1), actionValue: z.object({ reaction: z.enum(['like', 'dislike']), feedback: z.string().optional() }) }),
};

/** What is wrong with an invoke's value, as the fields to check; undefined when it is well formed, or not an invoke the bot handles. */
export function invokeValueProblem(name: string | undefined, value: unknown): string | undefined {
  const schema = name === undefined ? undefined : INVOKE_VALUES[name];
  if (!schema) {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    return undefined;
  }
  const fields = [...new Set(parsed.error.issues.map((issue) => ['value', ...issue.path.map(String)].join('.')))].join(', ');
  return `Not a valid ${name} invoke: check ${fields}.`;
}
