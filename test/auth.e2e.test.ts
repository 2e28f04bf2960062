import { createHmac, generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { base64url, OpenIdServer } from './fakes/openid-server';
import { ShiftedClock } from './fakes/shifted-clock';
import { waitFor } from './fakes/wait-for';

const APP_ID = '8a3f1c2e-5b6d-4e7f-9a0b-1c2d3e4f5a6b';
const TSX = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const ENTRY = join(__dirname, 'fakes', 'authenticated-bot.ts');

describe('with BOT_ID set', () => {
  let openId: OpenIdServer;
  let connector: FakeConnector;
  let bot: BotProcess;
  let count = 0;

  beforeAll(async () => {
    [openId, connector] = await Promise.all([OpenIdServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start(
      { BOT_ID: APP_ID, BOT_PASSWORD: 'test-password-not-used', STORAGE: 'memory', TEST_OPENID_METADATA_URL: openId.metadataUrl, TEST_AUTH_TIMEOUT_MS: '2000' },
      [TSX, ENTRY],
    );
  }, 60_000);

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([openId?.close(), connector?.close()]);
  });

  async function send(authorization?: string) {
    const conversationId = `a:auth-${++count}`;
    const activity = messageActivity({ text: 'create a groceries list with milk', conversationId, serviceUrl: connector.serviceUrl });
    const response = await fetch(`${bot.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(activity),
    });
    return { status: response.status, body: await response.text(), replies: connector.textsTo(conversationId) };
  }

  const valid = () => openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl });

  it('refuses a body that is not JSON with 415 before it looks for a token, and runs no turn', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(512 * 1024)]), 'big.bin');
    const multipart = await fetch(`${bot.url}/api/messages`, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    const urlencoded = await fetch(`${bot.url}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'type=message&text=hi' });
    expect(urlencoded.status).toBe(415);
    expect(bot.output).not.toContain('request refused: not authenticated');
  });

  it('accepts a valid token, and replies', async () => {
    const result = await send(`Bearer ${valid()}`);
    expect(result.status).toBe(200);
    expect(result.replies).toEqual(['Created groceries with milk.']);
  });

  it('sends a reminder on its own, as the bot, once its time comes', async () => {
    const clock = new ShiftedClock();
    const timed = await BotProcess.start(
      { BOT_ID: APP_ID, BOT_PASSWORD: 'test-password-not-used', STORAGE: 'memory', TEST_OPENID_METADATA_URL: openId.metadataUrl, ...clock.env, NODE_OPTIONS: `--require ${clock.preload}` },
      [TSX, ENTRY],
    );
    try {
      const conversationId = 'a:auth-reminder';
      const activity = messageActivity({ text: 'remind me in 1 minute to buy milk', conversationId, serviceUrl: connector.serviceUrl });
      const response = await fetch(`${timed.url}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${valid()}` }, body: JSON.stringify(activity) });
      expect(response.status).toBe(200);
      expect(connector.textsTo(conversationId)).toEqual([expect.stringMatching(/^I'll remind you today at \d\d:\d\d: buy milk\./)]);
      clock.advance(61_000);
      await waitFor(() => connector.textsTo(conversationId).length === 2, 10_000);
      expect(connector.textsTo(conversationId)[1]).toBe('Reminder from Alice: Buy milk. Nothing is left to buy.');
    } finally {
      await timed.stop();
      clock.dispose();
    }
  });

  it('never logs the bot password or a token', async () => {
    await send(`Bearer ${valid()}`);
    const token = valid();
    await send(`Bearer ${token}x`);
    expect(bot.output).not.toContain('test-password-not-used');
    expect(bot.output).not.toContain(token.split('.')[2]);
  });

  it.each([
    ['no token', () => undefined],
    ['a malformed token', () => 'Bearer not.a.token'],
    ['not a bearer token', () => `Basic ${Buffer.from('user:pass').toString('base64')}`],
    ['an expired token', () => `Bearer ${openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl, exp: Math.floor(Date.now() / 1000) - 3600, nbf: 0, iat: 0 })}`],
    ['a token for another bot', () => `Bearer ${openId.token({ aud: 'another-app-id', serviceurl: connector.serviceUrl })}`],
    ['a token for another service URL', () => `Bearer ${openId.token({ aud: APP_ID, serviceurl: 'https://evil.example.com/' })}`],
    ['a token signed by a key the bot does not trust', () => `Bearer ${openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl }, { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, keyId: 'unknown-key' })}`],
    [
      'an HS256 token',
      () => {
        const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: openId.keyId }))}.${base64url(JSON.stringify({ iss: 'https://api.botframework.com', aud: APP_ID, serviceurl: connector.serviceUrl, exp: Math.floor(Date.now() / 1000) + 3600 }))}`;
        return `Bearer ${unsigned}.${createHmac('sha256', 'guessable').update(unsigned).digest('base64url')}`;
      },
    ],
  ])('refuses %s with 401, reaching no handler', async (_case, authorization) => {
    const result = await send(authorization());
    expect(result.status).toBe(401);
    expect(result.body).not.toMatch(/\n\s+at /);
    expect(result.replies).toEqual([]);
  });
});

describe('with BOT_ID set and the signing keys out of reach', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  it('refuses with 401 when the metadata cannot be fetched', async () => {
    const openId = await OpenIdServer.start();
    const token = openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl });
    const metadataUrl = openId.metadataUrl;
    await openId.close();
    const bot = await BotProcess.start({ BOT_ID: APP_ID, BOT_PASSWORD: 'x', STORAGE: 'memory', TEST_OPENID_METADATA_URL: metadataUrl }, [TSX, ENTRY]);
    try {
      const activity = messageActivity({ text: 'hi', conversationId: 'a:no-keys', serviceUrl: connector.serviceUrl });
      const response = await fetch(`${bot.url}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(activity) });
      expect(response.status).toBe(401);
      expect(connector.textsTo('a:no-keys')).toEqual([]);
    } finally {
      await bot.stop();
    }
  }, 60_000);

  it('sends nothing to the conversation of a request refused at the deadline when authentication finishes later', async () => {
    const openId = await OpenIdServer.start();
    openId.answerDelayMs = 1_500;
    const bot = await BotProcess.start({ BOT_ID: APP_ID, BOT_PASSWORD: 'x', STORAGE: 'memory', TEST_OPENID_METADATA_URL: openId.metadataUrl, TEST_AUTH_TIMEOUT_MS: '1000' }, [TSX, ENTRY]);
    const post = (conversationId: string) =>
      fetch(`${bot.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl })}` },
        body: JSON.stringify(messageActivity({ text: 'create a groceries list', conversationId, serviceUrl: connector.serviceUrl })),
      });
    try {
      expect((await post('a:late-keys')).status).toBe(401);
      await waitFor(() => openId.answered.includes('/keys'), 10_000);
      openId.answerDelayMs = 0;
      // A later request, authenticated with the keys now cached, runs after the late one finished authenticating.
      expect((await post('a:after-late-keys')).status).toBe(200);
      await waitFor(() => connector.textsTo('a:after-late-keys').length === 1);
      expect(connector.textsTo('a:late-keys')).toEqual([]);
      expect(bot.output).not.toContain('unhandled turn error');
    } finally {
      await bot.stop();
      await openId.close();
    }
  }, 60_000);

  it('refuses with 401 within the deadline when the metadata server never answers, and never runs that turn', async () => {
    const openId = await OpenIdServer.start();
    openId.mode = 'hang';
    const bot = await BotProcess.start({ BOT_ID: APP_ID, BOT_PASSWORD: 'x', STORAGE: 'memory', TEST_OPENID_METADATA_URL: openId.metadataUrl, TEST_AUTH_TIMEOUT_MS: '1500' }, [TSX, ENTRY]);
    try {
      const activity = messageActivity({ text: 'create a groceries list', conversationId: 'a:hanging-keys', serviceUrl: connector.serviceUrl });
      const started = Date.now();
      const response = await fetch(`${bot.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${openId.token({ aud: APP_ID, serviceurl: connector.serviceUrl })}` },
        body: JSON.stringify(activity),
      });
      expect(response.status).toBe(401);
      // An upper bound on a refusal, not a speed goal: without the deadline this request hangs for minutes.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(connector.textsTo('a:hanging-keys')).toEqual([]);
    } finally {
      await bot.stop();
      await openId.close();
    }
  }, 60_000);
});
