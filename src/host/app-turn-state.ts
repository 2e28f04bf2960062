import type { Application, DefaultConversationState, DefaultTempState, DefaultUserState, TurnState } from '@microsoft/teams-ai';
import type { ConversationState } from '../conversation/conversation-state';

/** The conversation's state as teams-ai loads and saves it: ours, plus the planner's history it adds. */
export type HostConversationState = ConversationState & DefaultConversationState;

/** The state each turn of the bot reads and writes. */
export type AppTurnState = TurnState<HostConversationState, DefaultUserState, DefaultTempState>;

/** The teams-ai Application the bot's routes are registered on. */
export type BotApplication = Application<AppTurnState>;
