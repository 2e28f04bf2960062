import type { GroceryLists } from '../../lists';
import type { ItemsContext } from './read-items';

/** What reading a request needs of the conversation. */
export interface ReadContext {
  readonly lists: GroceryLists;
  readonly items: ItemsContext;
  /** Whether the message says it follows the last one: "and eggs", "bread too". */
  readonly followsOn: boolean;
  /** Whether the message ends asking: "milk?" is no follow-up. */
  readonly asks: boolean;
  /** Whether the last turn did one kind of thing to one list, which items alone may do again. */
  readonly followable: boolean;
  /**
   * Whether the bot's last reply asked something back: then a message that leans on the turn before
   * ("and eggs", "groceries", "remove it") may be the answer, and is left to a model.
   */
  readonly afterQuestion: boolean;
  /** Whether the request is the whole message: a list's bare name asks to see it only then ("groceries and party: cups" does not). */
  readonly whole: boolean;
}
