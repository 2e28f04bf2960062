/** A reminder's time to be sent, and where: what a schedule keeps until it falls due. */
export interface WakeUp {
  readonly reminderId: string;
  /** When the reminder falls due (ms since the epoch); with the id, which of a repeating reminder's times this is. */
  readonly dueAt: number;
  /** The storage key of the conversation's state, where the reminder itself is kept. */
  readonly stateKey: string;
  /** Where to send it: the conversation's reference, as JSON, as the host stored it when the reminder was set. */
  readonly reference: Readonly<Record<string, unknown>>;
}

/** Which wake-up: a reminder, and which of its times. */
export type WakeUpKey = Pick<WakeUp, 'reminderId' | 'dueAt'>;

/** A wake-up's key as text, for a map: the same reminder and time are one. */
export function wakeUpKeyText(wakeUp: WakeUpKey): string {
  return `${wakeUp.reminderId}@${wakeUp.dueAt}`;
}

/** What the bot does with a wake-up that fell due; it throws when it must be tried again (the storage is down). */
export type DeliverWakeUp = (wakeUp: WakeUp) => Promise<void>;

/**
 * Where reminders wait for their time: a SQLite table, an Azure Storage queue, or this process's
 * memory. Each wake-up is handed to one process once it is due, across processes and restarts
 * (memory: this process only); the delivery checks the reminder is still set, and for that time.
 */
export interface ReminderSchedule {
  /** What the schedule is, for the start-up log: "sqlite", "azure-queue", "memory". */
  readonly kind: string;
  /** Keeps `wakeUp` until it falls due; the same reminder and time kept twice are one. */
  schedule(wakeUp: WakeUp): Promise<void>;
  /**
   * Forgets a wake-up whose reminder was cancelled or moved, once the conversation is saved without
   * it; one that is not there changes nothing. A wake-up it cannot reach (the queue's, sent by
   * another process) is left to fall due, and the delivery finds no reminder for it.
   */
  cancel(wakeUp: WakeUpKey): Promise<void>;
  /** Starts handing each wake-up that falls due to `deliver`, those that fell due while no bot ran first. */
  start(deliver: DeliverWakeUp): void;
  /** Stops taking wake-ups, once those being delivered are done. */
  stop(): Promise<void>;
  /** Resolves when the schedule answers; rejects with the reason when it does not (for /readyz). */
  check(): Promise<void>;
}
