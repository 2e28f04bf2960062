/**
 * How many of a conversation's latest messages are remembered by id. Teams sends a message again,
 * with the same id, when the bot has not answered within about 15 seconds; a repeat comes within
 * minutes, long before a hundred other messages have.
 */
export const RECENT_ACTIVITIES_KEPT = 100;

/** Whether the message of this id was applied already, in this process or another. */
export function isRepeat(recentIds: readonly string[] | undefined, id: string | undefined): boolean {
  return id !== undefined && id !== '' && (recentIds ?? []).includes(id);
}

/** The ids remembered once the message of `id` is applied: newest last, the oldest forgotten. */
export function withActivity(recentIds: readonly string[] | undefined, id: string | undefined): string[] | undefined {
  if (id === undefined || id === '') {
    return recentIds === undefined ? undefined : [...recentIds];
  }
  return [...(recentIds ?? []).filter((each) => each !== id), id].slice(-RECENT_ACTIVITIES_KEPT);
}
