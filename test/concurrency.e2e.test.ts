import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { raceToSave } from './fakes/race-to-save';
import { removeSqliteFiles } from './fakes/sqlite-files';

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

const REPLAYED = 'turn applied again after a conflict';

/**
 * Sends the twenty messages at once to processes sharing one storage, in a new conversation each
 * time, until some turn lost a race to save and was applied again: the test is for that race, and
 * proves nothing if it never happened. Each burst must take effect in full.
 */
async function burstUntilAConflict(bots: BotProcess[], prefix: string, connector: FakeConnector): Promise<void> {
  const replaysBefore = () => bots.reduce((sum, bot) => sum + bot.output.split(REPLAYED).length - 1, 0);
  const before = replaysBefore();
  for (let burst = 1; burst <= 5; burst += 1) {
    const conversationId = `${prefix}-${burst}`;
    await bots[0]!.say({ text: 'create a groceries list', conversationId, serviceUrl: connector.serviceUrl });
    await addAllAtOnce(bots, conversationId, connector);
    expectEveryReplyAnAddition(connector, conversationId);
    expect((await groceries(bots[1]!, conversationId, connector)).sort()).toEqual([...ITEMS].sort());
    if (replaysBefore() > before) {
      return;
    }
  }
  throw new Error('no turn lost a race to save in five bursts: the race this test is for never happened');
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
      await burstUntilAConflict(bots, 'a:two-sqlite', connector);
    } finally {
      await Promise.all(bots.map((bot) => bot.stop()));
      removeSqliteFiles(path);
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

    it('all take effect, and no reply is an error', async () => {
      await burstUntilAConflict(bots, 'a:two-blob', connector);
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

describe('a turn whose save loses the race to another process', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  /** The first bot adds milk, held by its model until the second has added eggs and saved. */
  async function loseTheRace(storage: Record<string, string>, conversationId: string): Promise<void> {
    const serviceUrl = connector.serviceUrl;
    const adds = (item: string) => plan(doAction('addItems', { list: 'groceries', items: [item] }), say(`Added ${item} to groceries.`));
    await raceToSave(
      {
        connector,
        storage,
        conversationId,
        first: { send: (bot) => bot.say({ text: 'add milk to groceries', conversationId, serviceUrl }), plan: adds('milk') },
        second: { send: (bot) => bot.say({ text: 'add eggs to groceries', conversationId, serviceUrl }), plan: adds('eggs') },
      },
      async ({ first, second, secondModel }) => {
        expect(connector.textsTo(conversationId).slice(-2)).toEqual(['Added eggs to groceries.', 'Added milk to groceries.']);
        expect(first.output).toContain(REPLAYED);
        expect(second.output).not.toContain(REPLAYED);
        secondModel.enqueuePlans(plan(doAction('showList', { list: 'groceries' })));
        await second.say({ text: 'show groceries', conversationId, serviceUrl });
        expect(itemsOnCard(connector.lastCard(conversationId).card).sort()).toEqual(['eggs', 'milk']);
      },
    );
  }

  it('is applied again on SQLite: its reply stays true and both changes are kept', async () => {
    const path = join(tmpdir(), `pantry-race-${randomUUID()}.db`);
    try {
      await loseTheRace({ SQLITE_PATH: path }, 'a:race-sqlite');
    } finally {
      removeSqliteFiles(path);
    }
  });

  it('is applied again on Azure Blob Storage: its reply stays true and both changes are kept', async () => {
    const azurite = await Azurite.start();
    try {
      await loseTheRace({ STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: 'race-state' }, 'a:race-blob');
    } finally {
      await azurite.stop();
    }
  });
});
