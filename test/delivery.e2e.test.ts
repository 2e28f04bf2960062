import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from './fakes/activities';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { raceToSave } from './fakes/race-to-save';
import { removeSqliteFiles } from './fakes/sqlite-files';

/** The items of groceries, as the bot shows them. */
async function groceries(bot: BotProcess, conversationId: string, connector: FakeConnector): Promise<string[]> {
  await bot.say({ text: "what's on groceries?", conversationId, serviceUrl: connector.serviceUrl });
  return itemsOnCard(connector.lastCard(conversationId).card);
}

/** Starts groceries with milk, then delivers one "add 2 eggs" activity twice: one after the other, or both at once to `bots` in turn. */
async function deliverTwice(bots: readonly BotProcess[], conversationId: string, connector: FakeConnector, atOnce: boolean): Promise<Response[]> {
  await bots[0]!.say({ text: 'create a groceries list with milk', conversationId, serviceUrl: connector.serviceUrl });
  const activity = messageActivity({ text: 'add 2 eggs to groceries', conversationId, serviceUrl: connector.serviceUrl });
  const second = bots[1 % bots.length]!;
  if (atOnce) {
    return Promise.all([bots[0]!.post(activity), second.post(activity)]);
  }
  return [await bots[0]!.post(activity), await second.post(activity)];
}

function expectAppliedOnce(connector: FakeConnector, conversationId: string, responses: readonly Response[]): void {
  expect(responses.map((response) => response.status)).toEqual([200, 200]);
  expect(connector.textsTo(conversationId).filter((text) => text.startsWith('Added 2 eggs'))).toEqual(['Added 2 eggs to groceries.']);
}

describe('an activity delivered twice (Teams resends one it had no answer to) is applied once, and answered once', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  describe('on SQLite', () => {
    const path = join(tmpdir(), `pantry-delivery-${randomUUID()}.db`);
    let bots: BotProcess[];

    beforeAll(async () => {
      bots = await Promise.all([BotProcess.start({ STORAGE: 'sqlite', SQLITE_PATH: path }), BotProcess.start({ STORAGE: 'sqlite', SQLITE_PATH: path })]);
    });

    afterAll(async () => {
      await Promise.all((bots ?? []).map((bot) => bot.stop()));
      removeSqliteFiles(path);
    });

    it('one after the other', async () => {
      const responses = await deliverTwice([bots[0]!], 'a:twice-sqlite', connector, false);
      expectAppliedOnce(connector, 'a:twice-sqlite', responses);
      expect(await groceries(bots[0]!, 'a:twice-sqlite', connector)).toEqual(['milk', '2 eggs']);
    });

    it('both at once to one process', async () => {
      const responses = await deliverTwice([bots[0]!], 'a:twice-sqlite-at-once', connector, true);
      expectAppliedOnce(connector, 'a:twice-sqlite-at-once', responses);
      expect(await groceries(bots[0]!, 'a:twice-sqlite-at-once', connector)).toEqual(['milk', '2 eggs']);
    });

    it('both at once to two processes sharing the file', async () => {
      const responses = await deliverTwice(bots, 'a:twice-sqlite-two', connector, true);
      expectAppliedOnce(connector, 'a:twice-sqlite-two', responses);
      expect(await groceries(bots[1]!, 'a:twice-sqlite-two', connector)).toEqual(['milk', '2 eggs']);
    });
  });

  describe('on Azure Blob Storage', () => {
    let azurite: Azurite;
    let bots: BotProcess[];

    beforeAll(async () => {
      azurite = await Azurite.start();
      const env = { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: 'delivery' };
      bots = await Promise.all([BotProcess.start(env), BotProcess.start(env)]);
    });

    afterAll(async () => {
      await Promise.all((bots ?? []).map((bot) => bot.stop()));
      await azurite?.stop();
    });

    it('one after the other', async () => {
      const responses = await deliverTwice([bots[0]!], 'a:twice-blob', connector, false);
      expectAppliedOnce(connector, 'a:twice-blob', responses);
      expect(await groceries(bots[0]!, 'a:twice-blob', connector)).toEqual(['milk', '2 eggs']);
    });

    it('both at once to two processes sharing the container', async () => {
      const responses = await deliverTwice(bots, 'a:twice-blob-two', connector, true);
      expectAppliedOnce(connector, 'a:twice-blob-two', responses);
      expect(await groceries(bots[1]!, 'a:twice-blob-two', connector)).toEqual(['milk', '2 eggs']);
    });
  });
});

describe('an activity delivered twice, whose first delivery loses the race to save', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  /**
   * The same activity to both processes, the first held by its model until the second has applied it
   * and saved: the first save then meets the newer state, in which the activity was applied already.
   */
  async function repeatWinsTheRace(storage: Record<string, string>, conversationId: string): Promise<void> {
    const serviceUrl = connector.serviceUrl;
    const activity = messageActivity({ text: 'we need two cartons of milk', conversationId, serviceUrl });
    const adds = plan(doAction('addItems', { list: 'groceries', items: ['2 milk'] }), say('Added 2 milk to groceries.'));
    await raceToSave(
      {
        connector,
        storage,
        conversationId,
        first: { send: (bot) => bot.post(activity), plan: adds },
        second: { send: (bot) => bot.post(activity), plan: adds },
      },
      async ({ first, second, secondModel, firstResponse }) => {
        expect(firstResponse.status).toBe(200);
        expect(connector.textsTo(conversationId).filter((text) => text === 'Added 2 milk to groceries.')).toHaveLength(1);
        expect(first.logLines().some((line) => line.msg === 'turn' && line.reason === 'repeated')).toBe(true);
        secondModel.enqueuePlans(plan(doAction('showList', { list: 'groceries' })));
        await second.say({ text: 'show groceries', conversationId, serviceUrl });
        expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['2 milk']);
      },
    );
  }

  it('is applied once on SQLite: the first process finds it applied, and says nothing', async () => {
    const path = join(tmpdir(), `pantry-repeat-race-${randomUUID()}.db`);
    try {
      await repeatWinsTheRace({ STORAGE: 'sqlite', SQLITE_PATH: path }, 'a:repeat-race-sqlite');
    } finally {
      removeSqliteFiles(path);
    }
  });

  it('is applied once on Azure Blob Storage', async () => {
    const azurite = await Azurite.start();
    try {
      await repeatWinsTheRace({ STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: 'repeat-race' }, 'a:repeat-race-blob');
    } finally {
      await azurite.stop();
    }
  });
});

describe('a reply is sent to the Bot Connector once', () => {
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    connector = await FakeConnector.start();
    bot = await BotProcess.start();
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
  });

  it('is not sent again after an answer that leaves it unknown whether it arrived (a 502)', async () => {
    await bot.say({ text: 'create a groceries list with milk', conversationId: 'a:ambiguous', serviceUrl: connector.serviceUrl });
    connector.failNextPost('a:ambiguous', 502, { delivered: true });
    await bot.say({ text: 'add eggs to groceries', conversationId: 'a:ambiguous', serviceUrl: connector.serviceUrl });
    expect(connector.textsTo('a:ambiguous').filter((text) => text === 'Added eggs to groceries.')).toHaveLength(1);
  });

  it('is sent again when the connector refused it for now (a 429), and arrives once', async () => {
    await bot.say({ text: 'create a groceries list with milk', conversationId: 'a:throttled', serviceUrl: connector.serviceUrl });
    const before = connector.postsTo.get('a:throttled') ?? 0;
    connector.failNextPost('a:throttled', 429, { headers: { 'retry-after': '0' } });
    await bot.say({ text: 'add eggs to groceries', conversationId: 'a:throttled', serviceUrl: connector.serviceUrl });
    expect(connector.textsTo('a:throttled').filter((text) => text === 'Added eggs to groceries.')).toHaveLength(1);
    expect((connector.postsTo.get('a:throttled') ?? 0) - before).toBe(2);
  });
});
