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
    return this.allowEach([conversationKey]);
  }

  /**
   * Says whether something counted under every one of `keys` (a conversation and a person) may go
   * ahead, and records it under each only when it may: one key at its limit refuses it for all,
   * and what is refused takes no place in any key's count.
   */
  allowEach(keys: readonly string[]): boolean {
    const now = this.now();
    const recent = keys.map((key) => (this.times.get(key) ?? []).filter((time) => now - time < WINDOW_MS));
    const allowed = recent.every((times) => times.length < this.perMinute);
    keys.forEach((key, index) => {
      const times = recent[index] ?? [];
      if (allowed) {
        times.push(now);
      }
      this.times.set(key, times);
    });
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
