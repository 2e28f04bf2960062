import type { Logger } from '../logger';
import type { DeliverWakeUp, ReminderSchedule, WakeUp, WakeUpKey } from './wake-up';

/** Where a polled schedule keeps its wake-ups: a SQLite table, or memory. */
export interface WakeUpStore {
  add(wakeUp: WakeUp): void;
  /** Up to `limit` wake-ups due by `now` that no process holds a claim on. */
  due(now: number, limit: number): WakeUp[];
  /** Claims `wakeUp` until `until`; true for the one caller that wins it. */
  claim(wakeUp: WakeUp, now: number, until: number): boolean;
  /** Forgets a wake-up: delivered, or its reminder cancelled. */
  remove(wakeUp: WakeUpKey): void;
  check(): void;
  close(): void;
}

/** How often the store is looked at for wake-ups due. */
const POLL_MS = 1_000;
/** How long a claim holds: a process that stopped while delivering leaves the wake-up to another after it. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/**
 * A schedule that looks at its store every second for wake-ups due, claims each one (only one
 * process can), delivers it and forgets it. A delivery that throws keeps its wake-up, which is
 * tried again once its claim runs out.
 */
export class PollingSchedule implements ReminderSchedule {
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();

  constructor(
    readonly kind: string,
    private readonly store: WakeUpStore,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly pollMs = POLL_MS,
  ) {}

  async schedule(wakeUp: WakeUp): Promise<void> {
    this.store.add(wakeUp);
  }

  async cancel(wakeUp: WakeUpKey): Promise<void> {
    // One being delivered at this moment finds its reminder gone from the saved state, and sends nothing.
    this.store.remove(wakeUp);
  }

  start(deliver: DeliverWakeUp): void {
    const poll = () => {
      this.polling = this.deliverDue(deliver).finally(() => {
        if (this.timer) {
          this.timer = setTimeout(poll, this.pollMs);
        }
      });
    };
    this.timer = setTimeout(poll, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.polling;
    this.store.close();
  }

  async check(): Promise<void> {
    this.store.check();
  }

  private async deliverDue(deliver: DeliverWakeUp): Promise<void> {
    try {
      const now = this.now();
      for (const wakeUp of this.store.due(now, BATCH)) {
        if (!this.timer || !this.store.claim(wakeUp, now, now + CLAIM_MS)) {
          continue;
        }
        try {
          await deliver(wakeUp);
          this.store.remove(wakeUp);
        } catch (error) {
          this.logger.warn('reminder not delivered; it is tried again', { reminderId: wakeUp.reminderId, error });
        }
      }
    } catch (error) {
      this.logger.error('the reminders could not be read', { error });
    }
  }
}
