import { type Activity, CardFactory, type ConversationReference, type Storage, type TurnContext } from 'botbuilder';
import { cardForList } from '../cards/list-card';
import type { GroceryLists } from '../lists';
import type { Logger } from '../logger';
import { nextDue } from '../reminders/next-due';
import { isLate, type Reminder } from '../reminders/reminder';
import { reminderMessage } from '../reminders/reminder-message';
import type { ReminderSchedule, WakeUp } from '../scheduler/wake-up';
import { isEtagConflict } from '../storage/storage-errors';
import { countReminderOutcome } from './reminder-telemetry';
import { inSpan } from './turn-telemetry';

/** What sends a message to a conversation on the bot's own: the Bot Framework adapter, or the terminal chat's. */
export interface ProactiveAdapter {
  continueConversationAsync(botAppId: string, reference: Partial<ConversationReference>, logic: (context: TurnContext) => Promise<void>): Promise<void>;
}

export interface ReminderDeliveryParts {
  /** The conversations' state, where each reminder is kept: the one the turns use, versioned and guarded. */
  readonly storage: Storage;
  readonly adapter: ProactiveAdapter;
  /** The bot's app id (BOT_ID), empty when anonymous. */
  readonly botAppId: string;
  readonly schedule: ReminderSchedule;
  readonly logger: Logger;
  readonly now?: () => number;
  /** How long to wait before sending again after a 429 or a 5xx; a test's is short. */
  readonly retryDelaysMs?: readonly number[];
}

/** A conversation's state as stored, as far as sending a reminder reads it. */
type StoredReminders = Record<string, unknown> & { reminders?: Reminder[]; lists?: GroceryLists };

/** Sent again after a 429 or 5xx, after these waits. */
const RETRY_DELAYS_MS = [1_000, 4_000, 15_000, 60_000];
const MOST_CLAIMS = 5;

/**
 * Sends a reminder whose time came. Its time is first taken in the conversation's state, written
 * over the version read (eTag), so that of two processes handed the same wake-up one sends it: a
 * repeating reminder moves on to its next time (scheduled before the state is written, so that a
 * stop between the two loses nothing), a one-off is taken off. Then it is sent with the list card.
 */
export class ReminderDelivery {
  constructor(private readonly parts: ReminderDeliveryParts) {}

  async deliver(wakeUp: WakeUp): Promise<void> {
    const claimed = await this.claim(wakeUp);
    if (!claimed) {
      return;
    }
    const { reminder, lists } = claimed;
    const sentAt = this.now();
    const message = reminderMessage(reminder, lists, sentAt);
    const outcome = await inSpan('pantry.reminder.send', { 'pantry.reminder.late': isLate(reminder.dueAt, sentAt), 'pantry.reminder.repeats': reminder.repeat !== undefined }, () => this.send(wakeUp, message.text, lists, message.lists));
    if (outcome === 'gone') {
      countReminderOutcome('dropped', 'conversation_gone');
      this.parts.logger.warn('reminder dropped: the bot is no longer in its conversation', { reminderId: reminder.id });
      // A repeating reminder would be dropped again at each of its times: it is taken off.
      if (reminder.repeat) {
        await this.forget(wakeUp).catch((error: unknown) => this.parts.logger.warn('a dropped reminder could not be taken off', { reminderId: reminder.id, error }));
      }
      return;
    }
    countReminderOutcome(outcome === 'refused' ? 'dropped' : outcome === 'unconfirmed' ? 'unconfirmed' : isLate(reminder.dueAt, sentAt) ? 'late' : 'sent', outcome === 'refused' ? 'connector_refused' : undefined);
    this.parts.logger.info('reminder sent', { reminderId: reminder.id, outcome, lateMs: Math.max(0, sentAt - reminder.dueAt) });
  }

  private now(): number {
    return (this.parts.now ?? Date.now)();
  }

  /** Takes the reminder's time in the stored state; none when it is cancelled, or another process took it. */
  private claim(wakeUp: WakeUp): Promise<{ reminder: Reminder; lists: GroceryLists } | undefined> {
    return this.changeReminders(wakeUp, async (stored) => {
      const reminder = stored.reminders?.find((each) => each.id === wakeUp.reminderId && each.dueAt === wakeUp.dueAt);
      if (!reminder) {
        return undefined;
      }
      const next = reminder.repeat ? nextDue(reminder.repeat.pattern, reminder.timeZone, Math.max(this.now(), reminder.dueAt)) : undefined;
      if (next !== undefined) {
        await this.parts.schedule.schedule({ ...wakeUp, dueAt: next });
      }
      const reminders = (stored.reminders ?? []).flatMap((each) => (each.id !== reminder.id ? [each] : next !== undefined ? [{ ...each, dueAt: next }] : []));
      return { reminders, result: { reminder, lists: stored.lists ?? [] } };
    });
  }

  /** Takes a reminder off its conversation, then forgets the wake-up its claim scheduled for its next time. */
  private async forget(wakeUp: WakeUp): Promise<void> {
    const forgotten = await this.changeReminders(wakeUp, async (stored) => {
      const reminder = stored.reminders?.find((each) => each.id === wakeUp.reminderId);
      return reminder ? { reminders: (stored.reminders ?? []).filter((each) => each !== reminder), result: reminder } : undefined;
    });
    if (forgotten) {
      await this.parts.schedule.cancel({ reminderId: forgotten.id, dueAt: forgotten.dueAt });
    }
  }

  /**
   * Changes the conversation's reminders as `change` says, written over the version read (eTag), and
   * read and changed again when another process wrote first. Undefined when `change` finds nothing to do.
   */
  private async changeReminders<T>(wakeUp: WakeUp, change: (stored: StoredReminders) => Promise<{ reminders: Reminder[]; result: T } | undefined>): Promise<T | undefined> {
    const { storage } = this.parts;
    for (let attempt = 0; attempt < MOST_CLAIMS; attempt++) {
      const stored = (await storage.read([wakeUp.stateKey]))[wakeUp.stateKey] as StoredReminders | undefined;
      const changed = stored && (await change(stored));
      if (!stored || !changed) {
        return undefined;
      }
      const { reminders: _old, ...rest } = stored;
      try {
        await storage.write({ [wakeUp.stateKey]: changed.reminders.length > 0 ? { ...rest, reminders: changed.reminders } : rest });
        return changed.result;
      } catch (error) {
        if (!isEtagConflict(error)) {
          throw error;
        }
      }
    }
    throw new Error(`the conversation kept changing while reminder ${wakeUp.reminderId} was changed`);
  }

  /**
   * Sends the reminder as one message, so that it arrives whole or not at all. A 429 or 5xx is an
   * answer that it was not taken: it is sent again after a wait. A 403 or 404 says the bot is no
   * longer in the conversation. No answer at all (a timeout, a cut connection) may hide a delivery,
   * and since the Connector's POST is not idempotent it is not sent again.
   */
  private async send(wakeUp: WakeUp, text: string, lists: GroceryLists, cards: readonly string[]): Promise<'sent' | 'gone' | 'refused' | 'unconfirmed'> {
    const activity: Partial<Activity> = {
      type: 'message',
      text,
      ...(cards.length > 0 ? { attachments: cards.map((name) => CardFactory.adaptiveCard(cardForList(lists, name))), attachmentLayout: 'list' } : {}),
    };
    const delays = this.parts.retryDelaysMs ?? RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.parts.adapter.continueConversationAsync(this.parts.botAppId, wakeUp.reference as Partial<ConversationReference>, async (context) => {
          await context.sendActivity(activity);
        });
        return 'sent';
      } catch (error) {
        const status = statusOf(error);
        if (status === 403 || status === 404) {
          return 'gone';
        }
        const delay = delays[attempt];
        if (status === undefined || !(status === 429 || status >= 500)) {
          this.parts.logger.warn(status === undefined ? 'reminder may not have arrived, and is not sent again' : 'reminder refused by the Bot Connector', { reminderId: wakeUp.reminderId, status, error });
          return status === undefined ? 'unconfirmed' : 'refused';
        }
        if (delay === undefined) {
          this.parts.logger.warn('reminder refused by the Bot Connector after every retry', { reminderId: wakeUp.reminderId, status });
          return 'refused';
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}

/** The HTTP status of a Bot Connector call that failed with one (the connector client's RestError). */
function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}
