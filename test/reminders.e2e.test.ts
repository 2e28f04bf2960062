import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reminder } from '../src/reminders/reminder';
import { SqliteStorage } from '../src/storage/sqlite-storage';
import { BOT_ENTRY, BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { messageActivity } from './fakes/activities';
import { FakeConnector } from './fakes/fake-connector';
import { ShiftedClock } from './fakes/shifted-clock';
import { removeSqliteFiles } from './fakes/sqlite-files';
import { waitFor } from './fakes/wait-for';

const MINUTE = 60_000;
const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** The reminders the SQLite file at `path` holds for a conversation. */
async function storedReminders(path: string, conversationId: string): Promise<Reminder[]> {
  const storage = new SqliteStorage(path);
  try {
    return (((await storage.read([key(conversationId)]))[key(conversationId)] ?? {}) as { reminders?: Reminder[] }).reminders ?? [];
  } finally {
    storage.close();
  }
}

/** The bots of one test, on one clock and one SQLite file, and the connector they answer. */
function reminderBots() {
  const path = join(tmpdir(), `pantry-reminders-${randomUUID()}.db`);
  const parts = { connector: undefined as FakeConnector | undefined, clock: new ShiftedClock(), bots: [] as BotProcess[] };
  return {
    path,
    get connector() {
      if (!parts.connector) {
        throw new Error('the connector has not started');
      }
      return parts.connector;
    },
    clock: parts.clock,
    async startConnector() {
      parts.connector = await FakeConnector.start();
    },
    async startBot(): Promise<BotProcess> {
      const bot = await BotProcess.start({ PLANNER: 'offline', SQLITE_PATH: path, ...parts.clock.env }, parts.clock.command(BOT_ENTRY));
      parts.bots.push(bot);
      return bot;
    },
    async stopBot(bot: BotProcess) {
      await bot.stop();
      parts.bots.splice(parts.bots.indexOf(bot), 1);
    },
    /** Stops every bot still running, so that none delivers the next test's reminders. */
    async stopAll() {
      await Promise.all(parts.bots.splice(0).map((bot) => bot.stop()));
    },
    async dispose() {
      await Promise.all(parts.bots.map((bot) => bot.stop()));
      await parts.connector?.close();
      parts.clock.dispose();
      removeSqliteFiles(path);
    },
  };
}

/** The messages a conversation got that are reminders, as a person reads them. */
function remindersSent(connector: FakeConnector, conversationId: string): string[] {
  return connector.sent.filter((each) => each.conversationId === conversationId && each.method === 'POST' && String(each.activity.text ?? '').startsWith('Reminder')).map((each) => String(each.activity.text));
}

describe('reminders over HTTP, sent by the bot on its own', () => {
  let setup: ReturnType<typeof reminderBots>;

  beforeAll(async () => {
    setup = reminderBots();
    await setup.startConnector();
  });

  afterAll(async () => {
    await setup?.dispose();
  });

  afterEach(async () => {
    await setup.stopAll();
    setup.connector.clear();
  });

  it('posts "remind us in 1 minute to buy milk" in the conversation a minute later, with what is left to buy', async () => {
    const bot = await setup.startBot();
    const conversationId = 'a:reminder-in-a-minute';
    const say = (text: string) => bot.say({ text, conversationId, serviceUrl: setup.connector.serviceUrl, from: { id: 'user-bob', name: 'Bob' }, timeZone: 'Europe/London' });
    await say('add milk, eggs and 2 loaves of bread to groceries');
    await say('got the eggs');
    await say('remind us in 1 minute to buy milk');
    expect(setup.connector.textsTo(conversationId).at(-1)).toMatch(/^I'll remind you today at \d\d:\d\d: buy milk\.$/);
    const [reminder] = await storedReminders(setup.path, conversationId);
    expect(reminder).toMatchObject({ about: 'buy milk', timeZone: 'Europe/London', setBy: 'Bob' });

    // Polled every second: not before its time, though the bot had time to look.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(remindersSent(setup.connector, conversationId)).toEqual([]);
    setup.clock.advance(MINUTE);
    await waitFor(() => remindersSent(setup.connector, conversationId).length > 0, 10_000);
    expect(remindersSent(setup.connector, conversationId)).toEqual(['Reminder from Bob: Buy milk.']);
    const sent = setup.connector.sent.find((each) => each.conversationId === conversationId && String(each.activity.text).startsWith('Reminder'));
    // One message, the card in it: it arrives whole or not at all. The card is what is left to buy.
    const cards = (sent?.activity.attachments as { content: Record<string, unknown> }[] | undefined) ?? [];
    expect(cards.map((card) => itemsOnCard(card.content as never))).toEqual([['2 loaves of bread', 'milk', 'eggs']]);
    expect(await storedReminders(setup.path, conversationId)).toEqual([]);
    // Logged once the Connector has answered, a moment after it took the message.
    await waitFor(() => bot.logLines().some((line) => line.msg === 'reminder sent' && line.outcome === 'sent'), 5_000);
  });

  it('posts a reminder with no live link or mention, from what was asked or from the name of who asked', async () => {
    const bot = await setup.startBot();
    const conversationId = 'a:reminder-markup';
    await bot.say({
      text: 'remind us in 1 minute to check [the portal](https://evil.example) <at>Everyone</at>',
      conversationId,
      serviceUrl: setup.connector.serviceUrl,
      from: { id: 'user-mallory', name: '[Mallory](https://evil.example/me)' },
      timeZone: 'Europe/London',
    });
    expect(setup.connector.textsTo(conversationId).at(-1)).toMatch(/^I'll remind you today at \d\d:\d\d: /);
    setup.clock.advance(MINUTE);
    await waitFor(() => remindersSent(setup.connector, conversationId).length > 0, 10_000);
    const [sent] = remindersSent(setup.connector, conversationId);
    // A markdown link needs an unescaped "](", a mention an <at> tag.
    expect(sent).not.toMatch(/(?<!\\)\]\(https?:|<at>/);
    expect(sent).toBe('Reminder from \\[Mallory\\](https://evil.example/me): Check \\[the portal\\](https://evil.example) &lt;at&gt;Everyone&lt;/at&gt;. Nothing is left to buy.');
  });

  it('sends a reminder set before a restart after it, once, saying it is late when it fell due while no bot ran', async () => {
    const conversationId = 'a:reminder-restart';
    const first = await setup.startBot();
    await first.say({ text: 'remind me in 5 minutes to check the list', conversationId, serviceUrl: setup.connector.serviceUrl, timeZone: 'Europe/London' });
    expect(setup.connector.textsTo(conversationId).at(-1)).toMatch(/^I'll remind you today at \d\d:\d\d: check the list\.$/);
    await setup.stopBot(first);
    setup.clock.advance(20 * MINUTE);
    const second = await setup.startBot();
    await waitFor(() => remindersSent(setup.connector, conversationId).length > 0, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(remindersSent(setup.connector, conversationId)).toEqual([expect.stringMatching(/^Reminder from Alice \(late: it was due today at \d\d:\d\d, while I was not running\): Check the list\. Nothing is left to buy\.$/)]);
    expect(second.logLines().find((line) => line.msg === 'reminder sent')).toMatchObject({ outcome: 'sent' });
  });

  it('sends each reminder once from two processes sharing the SQLite file, and moves a repeating one on to its next time', async () => {
    const conversationId = 'a:reminder-two-processes';
    const [one, two] = [await setup.startBot(), await setup.startBot()];
    const say = (bot: BotProcess, text: string) => bot.say({ text, conversationId, serviceUrl: setup.connector.serviceUrl, timeZone: 'America/New_York' });
    for (let minute = 1; minute <= 6; minute++) {
      await say(minute % 2 === 0 ? (two as BotProcess) : (one as BotProcess), `remind us in ${minute} minutes to do job ${minute}`);
    }
    await say(one as BotProcess, 'remind us every day at 8pm to plan dinner');
    const daily = (await storedReminders(setup.path, conversationId)).find((reminder) => reminder.repeat);
    setup.clock.advance(10 * MINUTE);
    await waitFor(() => remindersSent(setup.connector, conversationId).length >= 6, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(remindersSent(setup.connector, conversationId).sort()).toEqual([1, 2, 3, 4, 5, 6].map((job) => `Reminder from Alice: Do job ${job}. Nothing is left to buy.`));
    // Both processes polled the file while the reminders were due: each was claimed by one of them.
    const sentBy = [one, two].map((bot) => (bot as BotProcess).logLines().filter((line) => line.msg === 'reminder sent').length);
    expect(sentBy[0]! + sentBy[1]!).toBe(6);

    // The daily one: sent once at its time, then kept for the next day.
    setup.clock.advance((daily?.dueAt ?? 0) - setup.clock.now() + MINUTE);
    await waitFor(() => remindersSent(setup.connector, conversationId).length >= 7, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(remindersSent(setup.connector, conversationId).filter((text) => text.includes('Plan dinner'))).toEqual(['Reminder from Alice: Plan dinner. Nothing is left to buy.']);
    const [next] = await storedReminders(setup.path, conversationId);
    expect(next?.dueAt).toBe((daily?.dueAt ?? 0) + 24 * 60 * MINUTE);
  });

  it('in a group chat, is for everyone there, and posts in that chat', async () => {
    const bot = await setup.startBot();
    const family = '19:family-reminders@thread.v2';
    const activity = messageActivity({ text: '<at>Pantry</at> remind us in 1 minute to do the shopping', conversationId: family, serviceUrl: setup.connector.serviceUrl, from: { id: 'user-ann', name: 'Ann' }, timeZone: 'Europe/London', conversationType: 'groupChat' });
    const response = await bot.post({ ...activity, entities: [...((activity.entities as object[] | undefined) ?? []), { type: 'mention', text: '<at>Pantry</at>', mentioned: { id: '28:pantry-bot', name: 'Pantry' } }] });
    expect(response.status).toBe(200);
    expect(setup.connector.textsTo(family).at(-1)).toMatch(/^I'll remind everyone here today at \d\d:\d\d: do the shopping\.$/);
    setup.clock.advance(MINUTE);
    await waitFor(() => remindersSent(setup.connector, family).length > 0, 10_000);
    expect(remindersSent(setup.connector, family)).toEqual(['Reminder from Ann: Do the shopping. Nothing is left to buy.']);
  });
});
