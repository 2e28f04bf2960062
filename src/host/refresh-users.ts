import type { TurnContext } from 'botbuilder';
import { turnRecordOf } from './turn-record';

/**
 * Whom a card sent in this turn refreshes for by itself (see MAX_REFRESH_USERS for Teams' rule): the
 * person whose message or tap made it, then the others who wrote or tapped here lately. Bot Framework
 * gives a bot no member list without a call to Teams, and these are the people who use the lists;
 * anyone else in a chat of more than 60 can still refresh the card by hand, and every tap on it
 * answers with the list as it is.
 */
export function refreshUsers(context: TurnContext): string[] {
  const id = context.activity.from?.id;
  const recent = turnRecordOf(context).state?.conversation.recentUserIds ?? [];
  return [...(id ? [id] : []), ...recent];
}
