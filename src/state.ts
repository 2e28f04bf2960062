import type { DefaultConversationState, DefaultTempState, DefaultUserState, TurnState } from '@microsoft/teams-ai';
import type { PendingConfirmation } from './confirmations/pending-confirmation';
import type { GroceryLists } from './lists';

/** What one conversation keeps between turns (teams-ai adds the planner's history). */
export interface ConversationState extends DefaultConversationState {
  lists?: GroceryLists;
  /** Changes waiting for Confirm or Cancel on a card. */
  pendingConfirmation?: PendingConfirmation;
  /** The lists as they were before each of the latest changes, newest last: what /undo restores. */
  undo?: GroceryLists[];
  /** Whether the bot has introduced itself in this conversation. */
  welcomed?: boolean;
}

/** What a turn remembers of how it began, so that a failed turn can leave no trace. */
export interface TurnStart {
  readonly lists: GroceryLists;
  readonly history: readonly unknown[];
}

export interface AppTempState extends DefaultTempState {
  turnStart?: TurnStart;
  /** Set by /undo, whose change must not itself become the next thing to undo. */
  undoing?: boolean;
}

/** The state each turn of the bot reads and writes. */
export type AppTurnState = TurnState<ConversationState, DefaultUserState, AppTempState>;
