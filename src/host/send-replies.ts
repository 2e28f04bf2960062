import { type Activity, CardFactory, Channels, MessageFactory, type TurnContext } from 'botbuilder';
import { escapeMessageText } from '../text/escape-text';
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
  const teams = context.activity.channelId === Channels.Msteams;
  // Replies carry names people typed, and a model's words may repeat them or what a list says: every
  // reply is shown as text, escaped where the channel renders markup (a terminal renders none), so
  // no link, mention or formatting anyone wrote takes effect.
  const safe = context.activity.channelId === Channels.Console ? reply.text : escapeMessageText(reply.text);
  // Teams renders a plain newline as nothing; a <br> keeps the lines.
  const text = teams ? safe.split('\n').join('<br>') : safe;
  if (!reply.byModel) {
    return { type: 'message', text };
  }
  return { type: 'message', text, entities: [AI_GENERATED], ...(teams ? { channelData: { feedbackLoopEnabled: true } } : {}) };
}
