import { z } from 'zod/v4';
import { listsState } from './eval-case';

/** A list written with no items, `party:`, is an empty list. */
const lists = z.preprocess(
  (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([name, items]) => [name, items ?? []])) : value),
  listsState,
);
/** No lists at the start may be written `lists:` with nothing after it; an `expect:` with nothing is refused, as it could mean either. */
const startLists = z.preprocess((value) => value ?? {}, lists);

/** One message of a blind week, and what the lists should be after it. */
export const blindTurn = z
  .object({
    /** What someone in the household sends, exactly as typed. */
    say: z.string().min(1),
    /** Every list after the message (after Confirm, when a confirmation is expected); omitted: nothing changes. */
    expect: lists.optional(),
    /** Whether the bot should ask for confirmation before changing anything. */
    confirm: z.boolean().default(false),
    /** For a question: the items (or lists) a right answer must name. */
    mentions: z.array(z.string().min(1)).optional(),
  })
  .strict();
export type BlindTurn = z.infer<typeof blindTurn>;

/**
 * One household's week with the bot, written by someone who never saw its code: the lists at the
 * start, then every message in order. Items are written as in the corpus: "milk [bought]".
 */
export const blindWeekFile = z
  .object({
    /** Who they are, in a line. */
    household: z.string().min(1),
    /** The lists at the start of the week. */
    lists: startLists,
    turns: z.array(blindTurn).min(1),
  })
  .strict();

/** A week as loaded: its file's contents, named after the file and the set it is in. */
export type BlindWeek = z.infer<typeof blindWeekFile> & {
  /** The set it belongs to: the folder's name ("first"). */
  readonly set: string;
  /** The file's name without ".yaml". */
  readonly name: string;
};
