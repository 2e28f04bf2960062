import { MAX_REFRESH_USERS } from '../cards/refresh-users';

/**
 * The ids of the people who wrote or tapped in a conversation, newest first, with `userId` put in
 * front: whom its list cards refresh for. Kept to the 60 Teams takes.
 */
export function withRecentUser(recent: readonly string[] | undefined, userId: string): string[] {
  return [userId, ...(recent ?? []).filter((id) => id !== userId)].slice(0, MAX_REFRESH_USERS);
}
