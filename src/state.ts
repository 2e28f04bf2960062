import type { DefaultConversationState, DefaultTempState, DefaultUserState, TurnState } from '@microsoft/teams-ai';
import type { GroceryLists } from './lists';

/** What one conversation keeps between turns: its lists (teams-ai adds the planner's history). */
export interface ConversationState extends DefaultConversationState {
  lists?: GroceryLists;
}

/** What a turn remembers of how it began, so that a failed turn can leave no trace. */
export interface TurnStart {
  readonly lists: GroceryLists;
  readonly history: readonly unknown[];
}

export interface AppTempState extends DefaultTempState {
  turnStart?: TurnStart;
}

/** The state each turn of the bot reads and writes. */
export type AppTurnState = TurnState<ConversationState, DefaultUserState, AppTempState>;
