import { type WakeUpKey, wakeUpKeyText } from './wake-up';

/** A queue message this process sent for a wake-up: what deleting it takes, and when it shows. */
export interface SentMessage {
  readonly messageId: string;
  readonly popReceipt: string;
  /** When the queue shows it (ms since the epoch): its wake-up's time, or the end of the queue's longest hiding. */
  readonly visibleAt: number;
}

/** How often the messages that showed are let go of. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The queue messages this process sent for wake-ups, while they stay hidden. Azure deletes a message
 * only by its id and the pop receipt its latest send or receive answered, which only the sender
 * knows; once a message shows, any process may receive it, and its receipt changes. So a cancel can
 * delete a message this process sent and nobody has received yet; the others wait for their time,
 * when the delivery finds no reminder and deletes them.
 */
export class SentWakeUpMessages {
  private readonly messages = new Map<string, SentMessage[]>();
  private prunedAt = 0;

  constructor(private readonly now: () => number) {}

  remember(wakeUp: WakeUpKey, message: SentMessage): void {
    this.prune();
    const key = wakeUpKeyText(wakeUp);
    // The same wake-up sent twice (two processes moving a repeating reminder on) is two messages.
    this.messages.set(key, [...(this.messages.get(key) ?? []), message]);
  }

  /** The messages sent for `wakeUp` that are still hidden, let go of: each is the caller's to delete. */
  take(wakeUp: WakeUpKey): SentMessage[] {
    const key = wakeUpKeyText(wakeUp);
    const messages = this.messages.get(key) ?? [];
    this.messages.delete(key);
    const now = this.now();
    return messages.filter((message) => message.visibleAt > now);
  }

  /** How many messages are remembered; what a test reads to see they are let go of. */
  get size(): number {
    let count = 0;
    for (const messages of this.messages.values()) {
      count += messages.length;
    }
    return count;
  }

  /** Lets go of the messages that showed (delivered, put back or due elsewhere): memory stays bounded by those still hidden. */
  private prune(): void {
    const now = this.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) {
      return;
    }
    this.prunedAt = now;
    for (const [key, messages] of this.messages) {
      const hidden = messages.filter((message) => message.visibleAt > now);
      if (hidden.length === 0) {
        this.messages.delete(key);
      } else if (hidden.length < messages.length) {
        this.messages.set(key, hidden);
      }
    }
  }
}
