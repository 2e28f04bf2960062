import { QueueClient } from '@azure/storage-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueSchedule } from '../../src/scheduler/queue-schedule';
import type { WakeUp } from '../../src/scheduler/wake-up';
import { Azurite } from '../fakes/azurite';
import { RecordingLogger } from '../fakes/recording-logger';

const wakeUp = (reminderId: string, dueAt: number): WakeUp => ({ reminderId, dueAt, stateKey: 'msteams/28:pantry-bot/conversations/a:1', reference: { conversation: { id: 'a:1' }, serviceUrl: 'http://connector/' } });
const HOUR = 60 * 60_000;

describe('cancelling a wake-up that waits on an Azure Storage queue', () => {
  let azurite: Azurite;
  beforeAll(async () => {
    azurite = await Azurite.start();
  });
  afterAll(async () => {
    await azurite?.stop();
  });
  /** What the queue holds, hidden messages included. */
  const messagesOn = async (queueName: string) => (await new QueueClient(azurite.connectionString, queueName).getProperties()).approximateMessagesCount;

  it('deletes the message this process sent for it, and only that one', async () => {
    const schedule = new QueueSchedule(azurite.connectionString, 'cancel-own', new RecordingLogger());
    const now = Date.now();
    await schedule.schedule(wakeUp('cancelled', now + HOUR));
    await schedule.schedule(wakeUp('kept', now + HOUR));
    await schedule.schedule(wakeUp('cancelled', now + 2 * HOUR));
    expect(await messagesOn('cancel-own')).toBe(3);
    await schedule.cancel({ reminderId: 'cancelled', dueAt: now + HOUR });
    expect(await messagesOn('cancel-own')).toBe(2);
    // Cancelled again, or never sent: nothing to delete, and no error.
    await schedule.cancel({ reminderId: 'cancelled', dueAt: now + HOUR });
    await schedule.cancel({ reminderId: 'never', dueAt: now + HOUR });
    expect(await messagesOn('cancel-own')).toBe(2);
  });

  it("leaves another process's message to its time, when the delivery finds no reminder for it", async () => {
    const [here, there] = [new QueueSchedule(azurite.connectionString, 'cancel-other', new RecordingLogger()), new QueueSchedule(azurite.connectionString, 'cancel-other', new RecordingLogger())];
    const dueAt = Date.now() + HOUR;
    await there.schedule(wakeUp('r1', dueAt));
    await here.cancel({ reminderId: 'r1', dueAt });
    expect(await messagesOn('cancel-other')).toBe(1);
  });

  it('takes a message received meanwhile by another process (its receipt changed), or delivered and deleted there, as handed on, without an error', async () => {
    // This process's clock is behind: it still takes the messages for hidden when another receives them.
    const clock = { now: Date.now() };
    const schedule = new QueueSchedule(azurite.connectionString, 'cancel-received', new RecordingLogger(), () => clock.now);
    const dueAt = clock.now + 1_000;
    await schedule.schedule(wakeUp('received', dueAt));
    await schedule.schedule(wakeUp('delivered', dueAt));
    const other = new QueueClient(azurite.connectionString, 'cancel-received');
    const received: { messageId: string; popReceipt: string; messageText: string }[] = [];
    for (let tries = 0; received.length < 2 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      received.push(...(await other.receiveMessages({ numberOfMessages: 2, visibilityTimeout: 60 })).receivedMessageItems);
    }
    const delivered = received.find((message) => message.messageText.includes('"delivered"'));
    expect(received).toHaveLength(2);
    await other.deleteMessage(delivered?.messageId ?? '', delivered?.popReceipt ?? '');
    await schedule.cancel({ reminderId: 'received', dueAt });
    await schedule.cancel({ reminderId: 'delivered', dueAt });
    expect(await messagesOn('cancel-received')).toBe(1);
  });
});
