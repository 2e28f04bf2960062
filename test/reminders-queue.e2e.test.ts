import { QueueClient } from '@azure/storage-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reminder } from '../src/reminders/reminder';
import { AzureBlobStorage } from '../src/storage/azure-blob-storage';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { waitFor } from './fakes/wait-for';

const CONTAINER = 'reminders-state';
const QUEUE = 'reminders-e2e';
const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

describe('reminders scaled out: two processes on Azure Blob Storage, waiting on an Azure Storage queue', () => {
  let azurite: Azurite;
  let connector: FakeConnector;
  let bots: BotProcess[] = [];

  beforeAll(async () => {
    azurite = await Azurite.start();
    connector = await FakeConnector.start();
    const env = { PLANNER: 'offline', STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: CONTAINER, AZURE_STORAGE_QUEUE: QUEUE };
    bots = await Promise.all([BotProcess.start(env), BotProcess.start(env)]);
  });

  afterAll(async () => {
    await Promise.all(bots.map((bot) => bot.stop()));
    await connector?.close();
    await azurite?.stop();
  });

  it('is ready only while the queue answers, beside the storage', async () => {
    const ready = await fetch(`${bots[0]!.url}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('sends "remind us in 1 minute to buy milk" once, a minute later, though the queue hands its wake-up out more than once', async () => {
    const conversationId = 'a:queue-reminder';
    const say = (bot: BotProcess, text: string) => bot.say({ text, conversationId, serviceUrl: connector.serviceUrl, timeZone: 'Europe/Paris' });
    await say(bots[0]!, 'add milk and bread to groceries');
    await say(bots[1]!, 'remind us in 1 minute to buy milk');
    expect(connector.textsTo(conversationId).at(-1)).toMatch(/^I'll remind you today at \d\d:\d\d: buy milk\.$/);
    const storage = new AzureBlobStorage(azurite.connectionString, CONTAINER);
    const [reminder] = (((await storage.read([key(conversationId)]))[key(conversationId)] ?? {}) as { reminders?: Reminder[] }).reminders ?? [];
    expect(reminder?.about).toBe('buy milk');

    // At least once: two more copies of its wake-up, as a queue may hand one out again, due at the same time.
    const queue = new QueueClient(azurite.connectionString, QUEUE);
    const copy = { reminderId: reminder?.id, dueAt: reminder?.dueAt, stateKey: key(conversationId), reference: { channelId: 'msteams', serviceUrl: connector.serviceUrl, conversation: { id: conversationId }, bot: { id: '28:pantry-bot', name: 'Pantry' } } };
    const hidden = Math.max(1, Math.ceil(((reminder?.dueAt ?? 0) - Date.now()) / 1000));
    for (let copies = 0; copies < 2; copies++) {
      await queue.sendMessage(JSON.stringify(copy), { visibilityTimeout: hidden, messageTimeToLive: -1 });
    }
    const sent = () => connector.textsTo(conversationId).filter((text) => text.startsWith('Reminder'));
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(sent()).toEqual([]);
    await waitFor(() => sent().length > 0, 90_000);
    // Every copy has been handed out and deleted by now (the queue is empty), and the reminder was sent once.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const { approximateMessagesCount } = await queue.getProperties();
    expect(approximateMessagesCount).toBe(0);
    expect(sent()).toEqual(['Reminder from Alice: Buy milk.']);
    expect(bots.flatMap((bot) => bot.logLines()).filter((line) => line.msg === 'reminder sent')).toHaveLength(1);
  }, 120_000);
});
