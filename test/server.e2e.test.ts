import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
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

describe('what /api/messages reads', () => {
  let connector: FakeConnector;
  let bot: BotProcess;
  let temp: string;

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'pantry-tmpdir-'));
    connector = await FakeConnector.start();
    // Where a multipart parser would write the files it is sent: the folder must stay empty.
    bot = await BotProcess.start({ TMPDIR: temp });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
    rmSync(temp, { recursive: true, force: true });
  });

  const activity = (conversationId: string) => messageActivity({ text: 'create a groceries list with milk', conversationId, serviceUrl: connector.serviceUrl });

  it('refuses multipart and form bodies with 415, writes nothing to disk, and runs no turn', async () => {
    const form = new FormData();
    form.append('activity', JSON.stringify(activity('a:multipart')));
    form.append('file', new Blob([new Uint8Array(200 * 1024)]), 'photo.jpg');
    const multipart = await fetch(`${bot.url}/api/messages`, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({ error: 'Unsupported Media Type: /api/messages takes a Bot Framework activity as application/json.' });
    const urlencoded = await fetch(`${bot.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ type: 'message', text: 'create a groceries list', channelId: 'emulator', serviceUrl: connector.serviceUrl, 'conversation[id]': 'a:form', 'from[id]': 'u', 'recipient[id]': 'b' }).toString(),
    });
    expect(urlencoded.status).toBe(415);
    expect(readdirSync(temp)).toEqual([]);
    expect(connector.textsTo('a:multipart')).toEqual([]);
    expect(connector.textsTo('a:form')).toEqual([]);
  });

  it('cuts off a large multipart body once it has read a megabyte more than it answered, and writes none of it', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(20 * 1024 * 1024)]), 'huge.bin');
    // The client may read the 415 before the cut, or see the connection cut while it writes.
    const status = await fetch(`${bot.url}/api/messages`, { method: 'POST', body: form }).then(
      (response) => response.status,
      (error: unknown) => ((error as { cause?: { code?: string } }).cause?.code === 'EPIPE' || (error as { cause?: { code?: string } }).cause?.code === 'ECONNRESET' ? 'cut' : error),
    );
    expect([415, 'cut']).toContain(status);
    expect(readdirSync(temp)).toEqual([]);
    expect((await fetch(`${bot.url}/healthz`)).status).toBe(200);
  });

  it.each([
    ['text/plain', {}],
    ['application/json-patch+json', {}],
    ['application/json', { 'content-encoding': 'gzip' }],
  ])('refuses %s %j with 415', async (contentType, headers) => {
    const response = await fetch(`${bot.url}/api/messages`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: JSON.stringify(activity('a:other-types')) });
    expect(response.status).toBe(415);
    expect(connector.textsTo('a:other-types')).toEqual([]);
  });

  it('takes application/json with a charset, as the Bot Connector sends it', async () => {
    const response = await fetch(`${bot.url}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(activity('a:charset')) });
    expect(response.status).toBe(200);
    expect(connector.textsTo('a:charset')).toEqual(['Created groceries with milk.']);
  });

  it('answers anonymously only at service URLs on this machine', async () => {
    for (const serviceUrl of ['https://evil.example/', 'http://10.0.0.8:3978/', 'http://[::ffff:a00:8]/', 'http://localhost.evil.example/']) {
      const response = await bot.post(messageActivity({ text: 'create a groceries list', conversationId: 'a:elsewhere', serviceUrl }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Forbidden: running without BOT_ID, this bot answers only at service URLs on this machine or named in ANONYMOUS_SERVICE_URLS.' });
    }
    expect(bot.logLines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'request refused: anonymous, and its service URL is not on this machine', serviceUrl: 'https://evil.example/' }));
    const local = connector.serviceUrl.replace('127.0.0.1', 'localhost');
    expect((await bot.post(messageActivity({ text: 'create a groceries list', conversationId: 'a:local', serviceUrl: local }))).status).toBe(200);
  });
});

describe('where an anonymous bot listens', () => {
  /** Whether a TCP connection to `host:port` is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  it('binds 127.0.0.1 unless BIND_ADDRESS says otherwise', async () => {
    const loopback = await BotProcess.start({ STORAGE: 'memory' });
    const everywhere = await BotProcess.start({ STORAGE: 'memory', BIND_ADDRESS: '0.0.0.0' });
    try {
      // 127.0.0.2 is this machine too, but not the address the bot bound.
      expect(await accepts('127.0.0.1', loopback.port)).toBe(true);
      expect(await accepts('127.0.0.2', loopback.port)).toBe(false);
      expect(await accepts('127.0.0.2', everywhere.port)).toBe(true);
      expect(loopback.logLines()).toContainEqual(expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^BOT_ID is empty/), bindAddress: '127.0.0.1' }));
    } finally {
      await Promise.all([loopback.stop(), everywhere.stop()]);
    }
  });

  it('answers at a service URL off this machine that ANONYMOUS_SERVICE_URLS names', async () => {
    const bot = await BotProcess.start({ STORAGE: 'memory', ANONYMOUS_SERVICE_URLS: 'http://connector.internal:3000' });
    try {
      const named = await bot.post({ ...messageActivity({ text: 'hi', conversationId: 'a:named', serviceUrl: 'http://connector.internal:3000/' }), type: 'typing' });
      expect(named.status).toBe(200);
      const other = await bot.post({ ...messageActivity({ text: 'hi', conversationId: 'a:named', serviceUrl: 'http://connector.internal:3001/' }), type: 'typing' });
      expect(other.status).toBe(403);
    } finally {
      await bot.stop();
    }
  });
});

describe('starting with bad configuration', () => {
  it('will not run anonymously under NODE_ENV=production unless told to', async () => {
    const result = spawnSync(process.execPath, [join(__dirname, '..', 'dist', 'src', 'index.js')], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', STORAGE: 'memory' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'pantry: NODE_ENV=production but BOT_ID is empty, so anyone could use this bot: set BOT_ID and BOT_PASSWORD, or set ALLOW_ANONYMOUS=true to run anonymously anyway (a Playground behind a firewall).',
    );
    const allowed = await BotProcess.start({ NODE_ENV: 'production', ALLOW_ANONYMOUS: 'true', STORAGE: 'memory' });
    await allowed.stop();
  });

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
