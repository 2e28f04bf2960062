import { type Activity, ActivityTypes } from 'botbuilder';

/**
 * Whether a message is for the bot. In a personal chat every message is; in group chats and
 * channels, only those that @mention it, so it does not answer conversations between people.
 */
export function isAddressedToBot(activity: Partial<Activity>): boolean {
  if (activity.type !== ActivityTypes.Message) {
    return true;
  }
  const type = activity.conversation?.conversationType;
  if (type !== 'groupChat' && type !== 'channel') {
    return true;
  }
  return (activity.entities ?? []).some((entity) => entity.type === 'mention' && (entity as { mentioned?: { id?: string } }).mentioned?.id === activity.recipient?.id);
}
