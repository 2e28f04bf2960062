import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Azurite } from './fakes/azurite';
import { BotProcess } from './fakes/bot-process';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { cardAsText, itemRowsOnCard, itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';
import { waitFor } from './fakes/wait-for';

describe('Azure Blob Storage going away during a turn', () => {
  const location = mkdtempSync(join(tmpdir(), 'pantry-azurite-'));
  let azurite: Azurite;
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    azurite = await Azurite.start({ location });
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ OPENAI_BASE_URL: model.baseUrl, STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([azurite?.stop(), model?.close(), connector?.close()]);
    rmSync(location, { recursive: true, force: true });
  });

  it('tells the user nothing was saved when the save fails, keeps the state as it was, and recovers when storage is back', async () => {
    const conversationId = 'a:storage-blip';
    await bot.say({ text: 'create a groceries list with milk', conversationId, serviceUrl: connector.serviceUrl });
    expect((await fetch(`${bot.url}/readyz`)).status).toBe(200);

    // The state is read, then storage goes while the model thinks, so the save fails.
    model.enqueue({ content: JSON.stringify(plan(doAction('addItems', { list: 'groceries', items: ['eggs'] }), say('Added eggs.'))), delayMs: 1_000 });
    const turn = bot.say({ text: 'and something for breakfast', conversationId, serviceUrl: connector.serviceUrl });
    await waitFor(() => model.requests.length === 1);
    const { port, queuePort } = azurite;
    await azurite.stop({ graceful: true });
    await turn;
    expect(connector.textsTo(conversationId).at(-1)).toBe("I couldn't save that just now, so nothing was changed. Please try again in a moment.");
    expect(connector.textsTo(conversationId)).not.toContain('Added eggs.');
    // Alive, but not ready: the health check takes the instance out of rotation, and says why.
    expect((await fetch(`${bot.url}/healthz`)).status).toBe(200);
    const notReady = await fetch(`${bot.url}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^the storage (could not be read|did not answer within \d+ ms)$/) });

    azurite = await Azurite.start({ location, port, queuePort });
    expect(await (await fetch(`${bot.url}/readyz`)).json()).toEqual({ status: 'ready' });
    await bot.say({ text: 'show groceries', conversationId, serviceUrl: connector.serviceUrl });
    expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['milk']);
    await bot.say({ text: 'add eggs to groceries', conversationId, serviceUrl: connector.serviceUrl });
    expect(connector.textsTo(conversationId).at(-1)).toBe('Added eggs to groceries.');
    // The storage errors were logged; the account key in the connection string was not.
    expect(bot.output).toContain('storage unavailable');
    expect(bot.output).not.toContain(/AccountKey=([^;]+)/.exec(azurite.connectionString)?.[1] ?? 'missing key');
  });
});

describe('the SQLite file becoming read-only', () => {
  it('tells the user nothing was saved, stays up, and recovers when the file is writable again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pantry-readonly-'));
    const path = join(folder, 'state.db');
    const connector = await FakeConnector.start();
    const bot = await BotProcess.start({ SQLITE_PATH: path });
    const files = [path, `${path}-wal`, `${path}-shm`];
    const conversationId = 'a:readonly';
    const say = async (text: string) => {
      await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
      return connector.textsTo(conversationId).at(-1);
    };
    try {
      expect(await say('create a groceries list with milk')).toBe('Created groceries with milk.');
      // chattr +i holds even for root, for whom permission bits do not.
      execFileSync('chattr', ['+i', ...files]);
      expect(await say('add eggs to groceries')).toBe("I couldn't save that just now, so nothing was changed. Please try again in a moment.");
      expect((await fetch(`${bot.url}/healthz`)).status).toBe(200);
      // A tap while the storage cannot be used answers with why nothing changed (the list as stored,
      // where it could be read), never with the card of the change.
      execFileSync('chattr', ['-i', ...files]);
      await say('show groceries');
      const shown = connector.lastCard(conversationId);
      const milk = itemRowsOnCard(shown.card).find((row) => row.text.startsWith('milk'));
      execFileSync('chattr', ['+i', ...files]);
      const tapped = await bot.cardAction({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: shown.id, verb: milk?.verb ?? '', data: milk?.data ?? {} });
      expect(cardAsText(tapped.value as AdaptiveCard)).toContain("I couldn't save that just now, so nothing was changed.");
      expect(itemRowsOnCard(tapped.value as AdaptiveCard).filter((row) => row.bought)).toEqual([]);
      expect(connector.cardsTo(conversationId).filter((each) => each.method === 'PUT')).toEqual([]);
      execFileSync('chattr', ['-i', ...files]);
      await say('show groceries');
      expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['milk']);
      expect(await say('add eggs to groceries')).toBe('Added eggs to groceries.');
    } finally {
      execFileSync('chattr', ['-i', ...files]);
      await bot.stop();
      await connector.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
