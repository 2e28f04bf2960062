import type { Storage, TurnContext } from 'botbuilder';
import { type Application, type DefaultConversationState, type DefaultTempState, type DefaultUserState, TurnState } from '@microsoft/teams-ai';
import type { ConversationState } from '../conversation/conversation-state';
import { isChannelThread, sharedConversationId } from '../conversation/shared-conversation';

/** The conversation's state as teams-ai loads and saves it: ours, plus the planner's history it adds. */
export type HostConversationState = ConversationState & DefaultConversationState;

/** The state each turn of the bot reads and writes. */
export type AppTurnState = TurnState<HostConversationState, DefaultUserState, DefaultTempState>;

/** The teams-ai Application the bot's routes are registered on. */
export type BotApplication = Application<AppTurnState>;

/**
 * The turn's state, with a Teams channel's threads sharing the channel's: the conversation's state
 * is stored under the channel's id, not the thread's. State stored under a thread's id before it
 * was so is taken up the first time the channel has none of its own; the other threads' is left
 * where it was, unread.
 */
export class ChannelTurnState extends TurnState<HostConversationState, DefaultUserState, DefaultTempState> {
  protected override async onComputeStorageKeys(context: TurnContext): Promise<Record<string, string>> {
    const keys = await super.onComputeStorageKeys(context);
    const conversationId = context.activity.conversation?.id ?? '';
    if (keys.conversation && isChannelThread(conversationId)) {
      keys.conversation = keys.conversation.replace(conversationId, sharedConversationId(conversationId));
    }
    return keys;
  }

  override async load(context: TurnContext, storage?: Storage): Promise<boolean> {
    const loaded = await super.load(context, storage);
    const conversationId = context.activity.conversation?.id ?? '';
    const scope = this.getScope('conversation');
    if (!loaded || !storage || !scope?.storageKey || !isChannelThread(conversationId) || Object.keys(scope.value).some((field) => field !== 'eTag')) {
      return loaded;
    }
    const threadKey = scope.storageKey.replace(sharedConversationId(conversationId), conversationId);
    const earlier = (await storage.read([threadKey]))[threadKey] as Record<string, unknown> | undefined;
    if (earlier) {
      const { eTag: _eTag, ...fields } = earlier;
      scope.replace(fields);
    }
    return loaded;
  }
}
