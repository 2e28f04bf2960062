import type { TurnContext } from 'botbuilder';

/**
 * Whom a card sent in this turn refreshes for by itself (see MAX_REFRESH_USERS for Teams' rule):
 * the person whose message or tap made it. Bot Framework gives a bot no member list without a call
 * to Teams, and the one who asked is the one certain to look at the card again; anyone else in a
 * chat of more than 60 can still refresh it by hand, and every tap on it answers with the list as it is.
 */
export function refreshUsers(context: TurnContext): string[] {
  const id = context.activity.from?.id;
  return id ? [id] : [];
}
