import { z } from 'zod/v4';
import { hasValidMarks } from './case-item';

/** The kinds of request the evaluation measures, each with its own file in eval/cases/. */
export const CATEGORIES = [
  'single add',
  'several items',
  'remove',
  'several lists',
  'copy or move',
  'ambiguous',
  'out of scope',
  'adversarial',
  'bought and cleared',
  'sections',
  'quantities and units',
  'pronouns and names',
  'follow-ups after a question',
  'multipliers',
  'conditions and notes',
  'separators',
  'irregular plurals',
  'usual and suggestions',
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Lists by name, each with its items as a person would write them: "2 loaves of bread". Marks in
 * brackets at the end say an item is bought or under a section: "milk [bought]", "tofu [produce]".
 */
const itemText = z
  .string()
  .trim()
  .min(1)
  .refine(hasValidMarks, { message: 'a mark in brackets must be "bought" or a section, e.g. "milk [bought]", "tofu [produce]"' });
export const listsState = z.record(z.string().trim().min(1), z.array(itemText));
export type ListsState = z.infer<typeof listsState>;

export const evalCase = z
  .object({
    /** Unique across the corpus: lowercase words joined by hyphens. */
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'),
    /** Messages sent first, as earlier turns of the conversation, for a request that follows them ("remove it"); not measured. */
    before: z.array(z.string().min(1)).optional(),
    /** What the user sends, exactly. */
    request: z.string().min(1),
    /** The conversation's lists before the request (and before `before`); none if omitted. */
    lists: listsState.default({}),
    /** The lists the request should leave (after Confirm, when a confirmation is expected); omitted: the lists must not change. */
    expect: listsState.optional(),
    /** Whether the bot should ask for confirmation before changing anything. */
    confirm: z.boolean().default(false),
    /** Why the expectation is what it is, where that is not obvious. */
    why: z.string().optional(),
  })
  .strict();
export type EvalCase = z.infer<typeof evalCase> & { readonly category: Category };

export const caseFile = z.object({ category: z.enum(CATEGORIES), cases: z.array(evalCase).min(1) }).strict();
