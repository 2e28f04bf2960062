import { type Activity, CardFactory, Channels, MessageFactory, type TurnContext } from 'botbuilder';
import type { Reply } from '../replies/reply';
import { withRefreshUsers } from '../cards/refresh-users';
import { refreshUsers } from './refresh-users';

/** Marks a message as written by AI: Teams shows the "AI generated" label. */
const AI_GENERATED = { type: 'https://schema.org/Message', '@type': 'Message', '@context': 'https://schema.org', '@id': '', additionalType: ['AIGeneratedContent'] };

/**
 * Sends replies in order. Text a model wrote carries the "AI generated" label and, in Teams, the
 * thumbs up/down feedback buttons; the bot's own deterministic words and cards carry neither.
 */
export async function sendReplies(context: TurnContext, replies: readonly Reply[]): Promise<void> {
  for (const reply of replies) {
    await context.sendActivity(toActivity(context, reply));
  }
}

function toActivity(context: TurnContext, reply: Reply): Partial<Activity> {
  if (reply.kind === 'card') {
    return MessageFactory.attachment(CardFactory.adaptiveCard(withRefreshUsers(reply.card, refreshUsers(context))));
  }
  // The text is shown as typed, not as markup: render-outgoing.ts escapes it on its way out, as it does everything the bot sends.
  const { text } = reply;
  if (!reply.byModel) {
    return { type: 'message', text };
  }
  return { type: 'message', text, entities: [AI_GENERATED], ...(context.activity.channelId === Channels.Msteams ? { channelData: { feedbackLoopEnabled: true } } : {}) };
}
