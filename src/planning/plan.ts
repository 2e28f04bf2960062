import { z } from 'zod/v4';

/** A read action called for its result, standing in for a parameter's value: a nested plan. */
export interface NestedCall {
  readonly type: 'DO';
  readonly action: string;
  readonly parameters: Record<string, unknown>;
}

/** A DO command after validation: a known action, and parameters its schema accepted or nested calls that fit. */
export interface ValidatedDo {
  readonly type: 'DO';
  readonly action: string;
  readonly parameters: Record<string, unknown>;
}

/** A SAY command: a reply for the user. */
export interface ValidatedSay {
  readonly type: 'SAY';
  readonly response: string;
}

/** A plan whose every command has been checked against the actions before anything runs. */
export interface ValidatedPlan {
  readonly type: 'plan';
  readonly commands: readonly (ValidatedDo | ValidatedSay)[];
}

/** Whether a parameter's value is a nested call rather than a value. */
export function isNestedCall(value: unknown): value is NestedCall {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DO' && typeof (value as { action?: unknown }).action === 'string';
}

/** The shape every plan must have; each DO's parameters are checked against its action afterwards. */
export const planShape = z.object({
  type: z.literal('plan'),
  commands: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('DO'), action: z.string().min(1), parameters: z.record(z.string(), z.unknown()).nullish() }),
        z.object({ type: z.literal('SAY'), response: z.string().min(1) }),
      ]),
    )
    .min(1),
});

/** The plan format as the model is shown it, in the feedback that asks for a corrected plan. */
export const PLAN_FORMAT =
  '{"type":"plan","commands":[{"type":"DO","action":"<name>","parameters":{"<name>":<value>}},{"type":"SAY","response":"<response>"}]}';
