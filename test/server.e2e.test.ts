import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';
import { waitFor } from './fakes/wait-for';
import { removeSqliteFiles } from './fakes/sqlite-files';

describe('the server', () => {
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

  it('warns at start that it runs anonymously, and says the offline planner answers', () => {
    const lines = bot.logLines();
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^BOT_ID is empty: running anonymously/) }));
    expect(lines).toContainEqual(expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^No language model is configured, so the offline planner answers every message\./) }));
    expect(bot.output).toContain('"planner":"offline"');
  });

  it('answers /healthz with no secrets', async () => {
    const response = await fetch(`${bot.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });


  it.each([
    ['malformed JSON', '{"type": "message",', 400],
    ['a body that is not an activity', '"hello"', 400],
    ['an activity with no type', JSON.stringify({ text: 'hi' }), 400],
  ])('refuses %s without a stack trace', async (_case, body, status) => {
    const response = await fetch(`${bot.url}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.js:\d+/);
  });

  it('refuses a body over 256 KB', async () => {
    const activity = messageActivity({ text: 'x'.repeat(300 * 1024), conversationId: 'a:huge', serviceUrl: connector.serviceUrl });
    const response = await bot.post(activity);
    expect(response.status).toBe(413);
    expect(connector.textsTo('a:huge')).toEqual([]);
  });

  it('ignores activity types it has nothing to do with', async () => {
    const response = await bot.post({ ...messageActivity({ text: '', conversationId: 'a:typing', serviceUrl: connector.serviceUrl }), type: 'typing' });
    expect(response.status).toBeLessThan(300);
    expect(connector.sent.filter((each) => each.conversationId === 'a:typing')).toEqual([]);
  });
});

describe('starting with bad configuration', () => {
  it('stops with one line that names the variable', () => {
    const result = spawnSync(process.execPath, [join(__dirname, '..', 'dist', 'src', 'index.js')], {
      env: { PATH: process.env.PATH ?? '', PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('pantry: PORT="abc" is not valid: set it to a port number from 1 to 65535 (0 picks a free one).');
  });
});

describe('stopping', () => {
  it('finishes the turn in flight on SIGTERM, refuses new requests, and exits 0', async () => {
    const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl });
    try {
      model.enqueue({ content: JSON.stringify(plan(doAction('createList', { list: 'groceries' }), say('Created groceries.'))), delayMs: 1500 });
      const inFlight = bot.say({ text: 'make a groceries list', conversationId: 'a:stopping', serviceUrl: connector.serviceUrl });
      await waitFor(() => model.requests.length === 1);
      bot.signal('SIGTERM');
      await waitFor(() => bot.output.includes('SIGTERM: finishing the turns in flight'));
      await expect(fetch(`${bot.url}/healthz`)).rejects.toThrow();
      await inFlight;
      expect(connector.textsTo('a:stopping')).toEqual(['Created groceries.']);
      expect(await bot.exited).toBe(0);
    } finally {
      await bot.stop();
      await Promise.all([model.close(), connector.close()]);
    }
  });

  it('closes the SQLite database on SIGTERM, which checkpoints its write-ahead log and removes it', async () => {
    const connector = await FakeConnector.start();
    const path = join(tmpdir(), `pantry-stop-${randomUUID()}.db`);
    const bot = await BotProcess.start({ SQLITE_PATH: path });
    try {
      await bot.say({ text: 'create a groceries list with milk', conversationId: 'a:stop-sqlite', serviceUrl: connector.serviceUrl });
      expect(existsSync(`${path}-wal`)).toBe(true);
      bot.signal('SIGTERM');
      expect(await bot.exited).toBe(0);
      expect(existsSync(`${path}-wal`)).toBe(false);
    } finally {
      await bot.stop();
      await connector.close();
      removeSqliteFiles(path);
    }
  });
});
