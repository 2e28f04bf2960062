/** A reminder set in a conversation: what it is about, and when it is next due. */
export interface Reminder {
  readonly id: string;
  /** What to remind of, as typed ("do the shopping"); empty for a plain nudge to look at the list. */
  readonly about: string;
  /** When it is next due, in ms since the epoch. */
  readonly dueAt: number;
  /** Set when it repeats: its times as a cron pattern in its time zone, and how they were said ("every Friday at 5"). */
  readonly repeat?: ReminderRepeat;
  /** The IANA time zone its times were read in and are shown in: the person's, or UTC for want of it. */
  readonly timeZone: string;
  /** Who set it, as Teams names them. */
  readonly setBy?: string;
}

/** How a reminder repeats. */
export interface ReminderRepeat {
  /** A cron pattern with seconds (croner's six fields), read in the reminder's time zone. */
  readonly pattern: string;
  /** How the person said it, as the bot shows it: "every Friday at 17:00". */
  readonly said: string;
}

/** The most reminders one conversation keeps: enough for a household's week, few enough to list. */
export const MAX_REMINDERS = 20;

/** A reminder sent this long after it was due says that it is late. */
export const LATE_AFTER_MS = 10 * 60_000;

/** Whether a reminder sent at `sentAt` is late enough to say so. */
export function isLate(dueAt: number, sentAt: number): boolean {
  return sentAt - dueAt > LATE_AFTER_MS;
}
