/** How long a conversation's message times are remembered: the window the limit counts over. */
const WINDOW_MS = 60_000;

/**
 * Counts each conversation's messages over the last minute and refuses those over the limit, so a
 * chatty (or scripted) conversation cannot run up model costs. Per process: with several instances
 * the limit applies on each.
 */
export class RateLimiter {
  private readonly times = new Map<string, number[]>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a message of the conversation and says whether it may be answered. */
  allow(conversationKey: string): boolean {
    const now = this.now();
    const recent = (this.times.get(conversationKey) ?? []).filter((time) => now - time < WINDOW_MS);
    const allowed = recent.length < this.perMinute;
    if (allowed) {
      recent.push(now);
    }
    this.times.set(conversationKey, recent);
    this.forgetIdle(now);
    return allowed;
  }

  /** Conversations silent for a whole window are dropped, so memory follows the active ones only. */
  private forgetIdle(now: number): void {
    if (this.times.size < 1_000) {
      return;
    }
    for (const [key, times] of this.times) {
      if (times.every((time) => now - time >= WINDOW_MS)) {
        this.times.delete(key);
      }
    }
  }
}
