import { randomUUID } from 'node:crypto';

export interface MessageOptions {
  readonly text: string;
  readonly conversationId: string;
  readonly serviceUrl: string;
  /** msteams (Teams and the Agents Playground) or emulator (Bot Framework Emulator). */
  readonly channelId?: 'msteams' | 'emulator';
  readonly from?: { id: string; name: string };
  /** The sender's IANA time zone, as Teams sends it: the activity's localTimezone and the clientInfo entity's timezone. */
  readonly timeZone?: string;
  /** A group chat (where the bot is for everyone) instead of a personal chat. */
  readonly conversationType?: 'personal' | 'groupChat';
}

/** What Teams sends when an Action.Execute button of a card is pressed. */
export function cardActionActivity(options: Omit<MessageOptions, 'text'> & { verb: string; data: Record<string, unknown>; cardMessageId: string; trigger?: 'manual' | 'automatic' }): Record<string, unknown> {
  const { text: _text, ...message } = messageActivity({ ...options, text: '' });
  // A refresh Teams makes on its own, as a card is viewed, is the trigger 'automatic'.
  return {
    ...message,
    type: 'invoke',
    name: 'adaptiveCard/action',
    replyToId: options.cardMessageId,
    value: { action: { type: 'Action.Execute', verb: options.verb, data: options.data }, trigger: options.trigger ?? 'manual' },
  };
}

/** A message activity shaped as the channel sends it. */
export function messageActivity(options: MessageOptions): Record<string, unknown> {
  const channelId = options.channelId ?? 'msteams';
  const from = options.from ?? { id: 'user-alice', name: 'Alice' };
  const teams = channelId === 'msteams';
  return {
    type: 'message',
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    channelId,
    serviceUrl: options.serviceUrl,
    from: teams ? { ...from, aadObjectId: randomUUID() } : from,
    recipient: { id: teams ? '28:pantry-bot' : 'pantry-bot', name: 'Pantry' },
    conversation: teams
      ? { id: options.conversationId, conversationType: options.conversationType ?? 'personal', tenantId: 'tenant-1', ...(options.conversationType === 'groupChat' ? { isGroup: true } : {}) }
      : { id: options.conversationId },
    text: options.text,
    textFormat: 'plain',
    locale: 'en-US',
    ...(teams ? { channelData: { tenant: { id: 'tenant-1' } } } : {}),
    ...(options.timeZone ? { localTimezone: options.timeZone, entities: [{ type: 'clientInfo', locale: 'en-US', country: 'US', platform: 'Web', timezone: options.timeZone }] } : {}),
  };
}
