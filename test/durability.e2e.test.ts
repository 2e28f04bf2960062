import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { waitFor } from './fakes/wait-for';
import { removeSqliteFiles } from './fakes/sqlite-files';

const CONVERSATIONS = ['a:durable-1', 'a:durable-2', 'a:durable-3', 'a:durable-4'];

describe('kill -9 in the middle of a load', () => {
  const path = join(tmpdir(), `pantry-durable-${randomUUID()}.db`);
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
    removeSqliteFiles(path);
  });

  it('keeps every change the bot acknowledged', async () => {
    const first = await BotProcess.start({ SQLITE_PATH: path });
    for (const conversationId of CONVERSATIONS) {
      await first.say({ text: 'create a groceries list', conversationId, serviceUrl: connector.serviceUrl });
    }
    const acknowledged = () =>
      CONVERSATIONS.flatMap((conversationId) =>
        connector
          .textsTo(conversationId)
          .map((text) => /^Added (item \d+) to groceries\.$/.exec(text)?.[1])
          .filter((item): item is string => item !== undefined)
          .map((item) => `${conversationId} ${item}`),
      );
    let killed = false;
    let cutOff = 0;
    const workers = CONVERSATIONS.map(async (conversationId) => {
      for (let item = 1; !killed && item <= 500; item++) {
        await first.say({ text: `add item ${item} to groceries`, conversationId, serviceUrl: connector.serviceUrl }).catch(() => {
          cutOff += 1;
        });
      }
    });
    try {
      await waitFor(() => acknowledged().length >= 60, 20_000);
    } finally {
      first.signal('SIGKILL');
      killed = true;
      await Promise.all(workers);
    }
    const before = new Set(acknowledged());
    // Each sender always has a message in flight, so a kill in the middle of the load cuts some off.
    expect(cutOff).toBeGreaterThanOrEqual(1);

    const second = await BotProcess.start({ SQLITE_PATH: path });
    try {
      const stored = new Set<string>();
      for (const conversationId of CONVERSATIONS) {
        await second.say({ text: "what's on groceries?", conversationId, serviceUrl: connector.serviceUrl });
        itemsOnCard(connector.lastCard(conversationId).card).forEach((item) => stored.add(`${conversationId} ${item}`));
      }
      const lost = [...before].filter((change) => !stored.has(change));
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
