import { type ConversationReference, TurnContext } from 'botbuilder';

/**
 * Where the bot can write to this conversation later, as JSON to keep with a reminder: the service,
 * the conversation (a channel's thread included) and the bot, without the message it answered.
 */
export function conversationReferenceOf(context: TurnContext): Record<string, unknown> {
  const { activityId: _answered, ...reference } = TurnContext.getConversationReference(context.activity) as Partial<ConversationReference>;
  return JSON.parse(JSON.stringify(reference)) as Record<string, unknown>;
}
