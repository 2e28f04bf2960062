import { QueueClient } from '@azure/storage-queue';
import type { Logger } from '../logger';
import { SentWakeUpMessages } from './sent-wake-up-messages';
import type { DeliverWakeUp, ReminderSchedule, WakeUp, WakeUpKey } from './wake-up';

/** The longest a queue message can stay hidden: Azure's limit is 7 days; a later wake-up is sent again at it. */
const LONGEST_HIDE_S = 7 * 24 * 60 * 60 - 60;
/** How long a received message stays hidden from other processes while it is delivered; after it, another may take it. */
const DELIVERING_S = 2 * 60;
const POLL_MS = 1_000;
const BATCH = 16;
/** The longest a cancel waits on the queue: it runs before the turn's replies go out, and a wake-up left is dropped at its time anyway. */
const CANCEL_WAIT_MS = 2_000;

/**
 * Wake-ups as messages of an Azure Storage queue (STORAGE=azure-blob), for bots on several machines.
 * A message stays hidden until its wake-up is due (its visibility timeout), goes to one process
 * when it is received, and is deleted once delivered. A message received before its time (a
 * wake-up beyond the queue's 7 days, or a clock ahead) is put back for the time left. Delivery is at
 * least once: a message can come twice, and the delivery sends a reminder's time once, by its id.
 * A cancel deletes the messages this process sent for the wake-up while they stay hidden (see
 * SentWakeUpMessages); another process's, or one sent before a restart, stays until its time.
 */
export class QueueSchedule implements ReminderSchedule {
  readonly kind = 'azure-queue';
  private readonly queue: QueueClient;
  private created: Promise<unknown> | undefined;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;
  private readonly sent: SentWakeUpMessages;

  constructor(
    connectionString: string,
    queueName: string,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.queue = new QueueClient(connectionString, queueName);
    this.sent = new SentWakeUpMessages(now);
  }

  async schedule(wakeUp: WakeUp): Promise<void> {
    await this.ready();
    await this.send(wakeUp);
  }

  async cancel(wakeUp: WakeUpKey): Promise<void> {
    for (const message of this.sent.take(wakeUp)) {
      try {
        await this.queue.deleteMessage(message.messageId, message.popReceipt, { abortSignal: AbortSignal.timeout(CANCEL_WAIT_MS) });
      } catch (error) {
        // Received meanwhile (its receipt changed) or already deleted: the delivery has it, and finds no reminder.
        if (!isGone(error)) {
          throw error;
        }
      }
    }
  }

  start(deliver: DeliverWakeUp): void {
    this.running = true;
    this.loop = this.receive(deliver);
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  async check(): Promise<void> {
    await this.queue.getProperties();
  }

  /** The queue, created when missing, once per process. */
  private ready(): Promise<unknown> {
    this.created ??= this.queue.createIfNotExists().catch((error: unknown) => {
      this.created = undefined;
      throw error;
    });
    return this.created;
  }

  private async send(wakeUp: WakeUp): Promise<void> {
    const hideFor = Math.min(LONGEST_HIDE_S, Math.max(0, Math.ceil((wakeUp.dueAt - this.now()) / 1000)));
    const sentAt = this.now();
    const { messageId, popReceipt } = await this.queue.sendMessage(JSON.stringify(wakeUp), { visibilityTimeout: hideFor, messageTimeToLive: -1 });
    this.sent.remember(wakeUp, { messageId, popReceipt, visibleAt: sentAt + hideFor * 1000 });
  }

  private async receive(deliver: DeliverWakeUp): Promise<void> {
    while (this.running) {
      let received = 0;
      try {
        await this.ready();
        const { receivedMessageItems } = await this.queue.receiveMessages({ numberOfMessages: BATCH, visibilityTimeout: DELIVERING_S });
        received = receivedMessageItems.length;
        for (const message of receivedMessageItems) {
          await this.handle(message.messageText, message.messageId, message.popReceipt, deliver);
        }
      } catch (error) {
        this.logger.error('the reminders queue could not be read', { error });
      }
      if (received === 0 && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, POLL_MS);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private async handle(text: string, messageId: string, popReceipt: string, deliver: DeliverWakeUp): Promise<void> {
    const wakeUp = parseWakeUp(text);
    if (!wakeUp) {
      this.logger.warn('a message on the reminders queue is no wake-up; it is deleted', { messageId });
      await this.queue.deleteMessage(messageId, popReceipt);
      return;
    }
    if (wakeUp.dueAt > this.now() + POLL_MS) {
      // Not yet due: hidden again, in a new message, for the time left.
      await this.send(wakeUp);
      await this.queue.deleteMessage(messageId, popReceipt);
      return;
    }
    try {
      await deliver(wakeUp);
    } catch (error) {
      // Left on the queue: it shows again when its delivery's hiding runs out, and is tried again.
      this.logger.warn('reminder not delivered; it is tried again', { reminderId: wakeUp.reminderId, error });
      return;
    }
    await this.queue.deleteMessage(messageId, popReceipt);
  }
}

/** Whether deleting a message failed because it is no longer as sent: gone (404), or received since (400 PopReceiptMismatch). */
function isGone(error: unknown): boolean {
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  return statusCode === 404 || (statusCode === 400 && code === 'PopReceiptMismatch');
}

function parseWakeUp(text: string): WakeUp | undefined {
  try {
    const value = JSON.parse(text) as Partial<WakeUp>;
    return typeof value.reminderId === 'string' && typeof value.dueAt === 'number' && typeof value.stateKey === 'string' && typeof value.reference === 'object' && value.reference !== null ? (value as WakeUp) : undefined;
  } catch {
    return undefined;
  }
}
