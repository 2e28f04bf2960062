import type { ConversationFocus } from '../../../conversation/conversation-state';
import type { GroceryList, GroceryLists } from '../../../lists';
import type { ValidatedPlan } from '../../plan';
import type { OfflinePlanning } from '../offline-planner';

/** The best reading of a message the strict reading was not sure of, and what it set aside to get there. */
export interface LenientReading {
  readonly plan: ValidatedPlan;
  /** What the message said that the reading left out, as typed: "we're nearly out". */
  readonly setAside: readonly string[];
  /** Words read as other words: misspelt groceries put right. */
  readonly respelt: readonly string[];
  /** The list taken for one the message did not name, where several could be meant. */
  readonly assumed?: GroceryList;
  /**
   * False when the reading leaves words it does not account for (a story around a request): then
   * even a change that adds is offered behind a button rather than made.
   */
  readonly unasked: boolean;
}

/**
 * What each lenient reading of one message works with: the lists, the message put plainly, and the
 * strict reading to try what it makes of the message. Every reading is one the strict grammar claims.
 */
export interface LenientReader {
  readonly lists: GroceryLists;
  readonly focus: ConversationFocus | undefined;
  /** The message with shorthand, dictation and phrasings read out, and lists named as the strict reading names them. */
  readonly normal: string;
  /** The list a request that names none is taken to mean. */
  readonly assumed: GroceryList | undefined;
  /** Words that name something on the lists or in the dictionary: talk set aside may hold none of them and be a mere remark. */
  readonly known: ReadonlySet<string>;
  /** The strict reading of a candidate text, a new name taken as typed. */
  readonly read: (candidate: string) => OfflinePlanning;
  /** A strict plan as a lenient reading, unless it adds what is no grocery, or adds at all where the message only asks whether. */
  readonly found: (plan: ValidatedPlan, setAside: readonly string[], addsAllowed?: boolean) => LenientReading | undefined;
  /** The reading of a candidate as typed, or with a word of a name written as the whole name, or as a follow-on. */
  readonly attempt: (candidate: string, setAside: readonly string[]) => LenientReading | undefined;
  /** The reading of a request when all it does is add, and each item it adds passes `allowed`. */
  readonly onlyAdding: (request: string, allowed?: (item: string) => boolean) => LenientReading | undefined;
  /** A reading that adds, read again with a slip in a new name put right ("zuchini"), which is then said back. */
  readonly withSlipsPutRight: (reading: LenientReading, candidate: string) => LenientReading;
}
