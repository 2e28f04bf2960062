import type { PendingConfirmation } from '../confirmations/pending-confirmation';
import type { GroceryLists, Section } from '../lists';
import type { Reminder } from '../reminders/reminder';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { ListsChange } from './lists-change';
import type { ModelTokens } from './token-budget';

/** The version of the stored shape of a conversation's state that this code writes. */
export const CONVERSATION_STATE_VERSION = 5;

/** What one conversation keeps between turns; the host adds its own fields (the planner's history). */
export interface ConversationState {
  /** Which shape the state was stored in; absent in state stored before versions were kept (version 0). */
  schemaVersion?: number;
  lists?: GroceryLists;
  /** Changes waiting for Confirm or Cancel on a card. */
  pendingConfirmation?: PendingConfirmation;
  /** The latest changes to the lists, newest last, each kept as what it takes to undo it: what /undo takes back. */
  undo?: ListsChange[];
  /** Whether the bot has introduced itself in this conversation. */
  welcomed?: boolean;
  /** The section a person put an item in, by the item's match key: the item goes there when added again. */
  sectionChoices?: Record<string, Section>;
  /** The Teams ids of the people who wrote or tapped here, newest first, at most 60: whom list cards refresh for. */
  recentUserIds?: string[];
  /** What the latest turn was about, so that "put eggs on it" and "take them off" can follow it. */
  focus?: ConversationFocus;
  /** Set when the bot's last reply asked something back and changed nothing: the next message may answer it, so it is no follow-up. */
  askedBack?: boolean;
  /** The ids of the latest messages applied, newest last (see recent-activities): a message delivered again is applied once. */
  recentActivityIds?: string[];
  /** What was bought and when, the staples people named and the items not to suggest: what "our usual" and the card's suggestions come from. */
  shopping?: ShoppingMemory;
  /** The reminders set here and still to come, soonest set first: what /reminders lists and the scheduler sends. */
  reminders?: Reminder[];
  /** The model tokens used today, kept while MODEL_TOKENS_PER_CONVERSATION_PER_DAY is set: what the allowance is measured by. */
  modelTokens?: ModelTokens;
}

/** The list and the items a turn acted on or showed, for the next turn's "it" and "them". */
export interface ConversationFocus {
  readonly listId: string;
  readonly items?: readonly string[];
  /** What the turn did to the list, when it did one kind of thing: "and eggs" next does it again. */
  readonly action?: string;
}
