import type { AdaptiveCard } from './adaptive-card';

/**
 * The most users a card's refresh may name. Teams refreshes a card by itself, as it is viewed, for
 * the users in `refresh.userIds`, at most 60 (Microsoft Learn, "User Specific Views" and "Work with
 * Universal Actions for Adaptive Cards"); the Teams SDK's reference adds that in a chat or channel
 * of more than 60 people only those listed are refreshed automatically, and the others can still
 * refresh the card by hand.
 */
export const MAX_REFRESH_USERS = 60;

/**
 * The card with its refresh naming `userIds` (first ones kept, duplicates dropped, at most 60); a
 * card without a refresh, or no users, is returned as it is.
 */
export function withRefreshUsers(card: AdaptiveCard, userIds: readonly string[]): AdaptiveCard {
  const refresh = card.refresh as Record<string, unknown> | undefined;
  const named = [...new Set(userIds.filter((id) => id.length > 0))].slice(0, MAX_REFRESH_USERS);
  if (!refresh || named.length === 0) {
    return card;
  }
  return { ...card, refresh: { ...refresh, userIds: named } };
}
