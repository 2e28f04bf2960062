import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';

const ITEMS = Array.from({ length: 20 }, (_, index) => `item ${index + 1}`);

/** Sends "add item N to groceries" for every item at once, spread over the bots in turn. */
async function addAllAtOnce(bots: BotProcess[], conversationId: string, connector: FakeConnector): Promise<Response[]> {
  return Promise.all(ITEMS.map((item, index) => bots[index % bots.length]!.say({ text: `add ${item} to groceries`, conversationId, serviceUrl: connector.serviceUrl })));
}

/** The items of groceries, as the bot shows them. */
async function groceries(bot: BotProcess, conversationId: string, connector: FakeConnector): Promise<string[]> {
  await bot.say({ text: "what's on groceries?", conversationId, serviceUrl: connector.serviceUrl });
  return itemsOnCard(connector.lastCard(conversationId).card);
}

function expectEveryReplyAnAddition(connector: FakeConnector, conversationId: string): void {
  const replies = connector.textsTo(conversationId).slice(1, 1 + ITEMS.length);
  expect(replies).toHaveLength(ITEMS.length);
  expect([...replies].sort()).toEqual(ITEMS.map((item) => `Added ${item} to groceries.`).sort());
}

describe('20 simultaneous messages to one conversation', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  it('all take effect on one process, and no reply is an error', async () => {
    const bot = await BotProcess.start();
    try {
      await bot.say({ text: 'create a groceries list', conversationId: 'a:one-process', serviceUrl: connector.serviceUrl });
      await addAllAtOnce([bot], 'a:one-process', connector);
      expectEveryReplyAnAddition(connector, 'a:one-process');
      expect((await groceries(bot, 'a:one-process', connector)).sort()).toEqual([...ITEMS].sort());
    } finally {
      await bot.stop();
    }
  });

  it('all take effect on two processes sharing a SQLite file', async () => {
    const path = join(tmpdir(), `pantry-shared-${randomUUID()}.db`);
    const bots = await Promise.all([BotProcess.start({ SQLITE_PATH: path }), BotProcess.start({ SQLITE_PATH: path })]);
    try {
      await bots[0]!.say({ text: 'create a groceries list', conversationId: 'a:two-sqlite', serviceUrl: connector.serviceUrl });
      await addAllAtOnce(bots, 'a:two-sqlite', connector);
      expectEveryReplyAnAddition(connector, 'a:two-sqlite');
      expect((await groceries(bots[1]!, 'a:two-sqlite', connector)).sort()).toEqual([...ITEMS].sort());
    } finally {
      await Promise.all(bots.map((bot) => bot.stop()));
      for (const suffix of ['', '-wal', '-shm']) {
        rmSync(`${path}${suffix}`, { force: true });
      }
    }
  });

  describe('on two processes sharing Azure Blob Storage', () => {
    let azurite: Azurite;
    let bots: BotProcess[];

    beforeAll(async () => {
      azurite = await Azurite.start();
      const env = { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: 'shared-state' };
      bots = await Promise.all([BotProcess.start(env), BotProcess.start(env)]);
    });

    afterAll(async () => {
      await Promise.all((bots ?? []).map((bot) => bot.stop()));
      await azurite?.stop();
    });

    it('all take effect, conflicts are resolved by applying turns again, and no reply is an error', async () => {
      await bots[0]!.say({ text: 'create a groceries list', conversationId: 'a:two-blob', serviceUrl: connector.serviceUrl });
      await addAllAtOnce(bots, 'a:two-blob', connector);
      expectEveryReplyAnAddition(connector, 'a:two-blob');
      expect((await groceries(bots[1]!, 'a:two-blob', connector)).sort()).toEqual([...ITEMS].sort());
      const replays = bots.map((bot) => bot.output.split('\n').filter((line) => line.includes('turn applied again after a conflict')).length);
      console.log(`turns applied again after a conflict: ${replays.join(' + ')}`);
    });

    it('lets two processes start the same new conversation at once without losing either first turn', async () => {
      await Promise.all([
        bots[0]!.say({ text: 'create a groceries list with milk', conversationId: 'a:two-blob-new', serviceUrl: connector.serviceUrl }),
        bots[1]!.say({ text: 'create a party list with chips', conversationId: 'a:two-blob-new', serviceUrl: connector.serviceUrl }),
      ]);
      await bots[0]!.say({ text: 'what lists do I have?', conversationId: 'a:two-blob-new', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:two-blob-new').at(-1)).toMatch(/^Your lists:<br>- (groceries|party) \(1 item\)<br>- (groceries|party) \(1 item\)$/);
    });

    it('tells the user when storage is down, and claims nothing', async () => {
      await azurite.stop();
      await bots[0]!.say({ text: 'add eggs to groceries', conversationId: 'a:two-blob', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:two-blob').at(-1)).toBe("I couldn't save that just now, so nothing was changed. Please try again in a moment.");
    });
  });
});
