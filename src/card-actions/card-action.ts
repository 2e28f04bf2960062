import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition } from '../actions/define-action';
import type { AdaptiveCard } from '../cards/adaptive-card';
import type { GroceryLists, ListLimits } from '../lists';
import type { ListsChange } from '../conversation/lists-change';
import type { ShoppingMemory } from '../shopping/shopping-memory';

/** A card's Universal Action as it arrives: its verb and the data its button and inputs carry. */
export interface CardAction {
  readonly verb: string;
  readonly data: Record<string, unknown>;
}

/** What the card becomes (for everyone who sees it: lists are shared), and what changed. */
export interface CardActionOutcome {
  readonly card: AdaptiveCard;
  /** The lists after the action, and the calls that made them so, if it changed any. */
  readonly changed?: {
    readonly lists: GroceryLists;
    readonly calls: readonly AppliedCall[];
    readonly forgetsShopping?: boolean;
    /** Set when the action took a change back (a proposal's Undo): the undo steps left. */
    readonly undo?: ListsChange[];
  };
  /** Whether the action answered the pending confirmation, which is then gone. */
  readonly settlesConfirmation?: boolean;
}

export interface CardActionContext {
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
  /** The longest text the card's box may send, as for a message. */
  readonly maxMessageLength: number;
  readonly userName?: string;
  /** The time now (ms since the epoch), to tell a confirmation that has waited too long, and what is due. */
  readonly now?: number;
  /** What the conversation bought: what a list's card suggests. */
  readonly shopping?: ShoppingMemory;
}
