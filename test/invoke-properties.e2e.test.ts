import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_VERBS } from '../src/cards/card-verbs';
import { invokeValueProblem } from '../src/incoming-invoke';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';

/** The properties' seed: fixed, so a run fails only on a change; PROPERTY_SEED tries others. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_202);
const INVOKES = 600;

/** Values a field may be given by mistake or malice. */
const junk = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e308, '', [], {}, 'x'.repeat(3_000), '<at>Everyone</at>', '[x](https://evil.example)', '\u0000\u0001'),
  fc.string(),
  fc.integer(),
  fc.array(fc.string(), { maxLength: 3 }),
);
/** Names as people write them, and names of what is not there. */
const name = fc.oneof(fc.constantFrom('groceries', 'party', 'milk', '2 loaves of bread', 'no such list'), fc.string({ maxLength: 30 }));
const listData = fc.record({ listId: fc.oneof(fc.constantFrom('groceries-id'), fc.uuid()), list: name, item: name, itemKey: name, version: fc.string({ maxLength: 12 }), bought: fc.boolean() }, { requiredKeys: [] });
/** Links that the address rule refuses before any connection is made: nothing leaves this machine. */
const link = fc.constantFrom('http://127.0.0.1:9/recipe', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://10.0.0.1/', 'ftp://127.0.0.1/', 'not a link', 'http://[::127.0.0.1]/');

/** Invoke values in the shapes Teams sends. */
const shaped = fc.oneof(
  fc.record({ name: fc.constant('adaptiveCard/action'), value: fc.record({ action: fc.record({ type: fc.constant('Action.Execute'), verb: fc.constantFrom(...Object.values(CARD_VERBS), 'proposal.accept', 'nonsense'), data: listData }), trigger: fc.constantFrom('manual', 'automatic') }) }),
  fc.record({
    name: fc.constant('composeExtension/query'),
    value: fc.record({ commandId: fc.constantFrom('findList', 'addToPantry', 'nonsense'), parameters: fc.array(fc.record({ name: fc.constantFrom('listName', 'initialRun'), value: fc.string({ maxLength: 20 }) }), { maxLength: 2 }), queryOptions: fc.record({ skip: fc.nat(50), count: fc.nat(50) }) }),
  }),
  fc.record({ name: fc.constant('composeExtension/queryLink'), value: fc.record({ url: link }) }),
  fc.record({ name: fc.constant('composeExtension/fetchTask'), value: fc.record({ commandId: fc.constantFrom('addToPantry', 'findList'), commandContext: fc.constantFrom('message', 'compose'), messagePayload: fc.record({ body: fc.record({ content: fc.string({ maxLength: 200 }) }) }) }) }),
  fc.record({
    name: fc.constant('composeExtension/submitAction'),
    value: fc.record({ commandId: fc.constantFrom('addToPantry', 'nonsense'), data: fc.record({ items: fc.array(name, { maxLength: 3 }), list: name, 'item-0': fc.constantFrom('true', 'false'), moreItems: fc.string({ maxLength: 60 }) }, { requiredKeys: [] }) }),
  }),
  fc.record({ name: fc.constant('message/submitAction'), value: fc.record({ actionName: fc.constant('feedback'), actionValue: fc.record({ reaction: fc.constantFrom('like', 'dislike'), feedback: fc.string({ maxLength: 40 }) }) }) }),
);

/** A field of `value`, at any depth, given `replacement` instead. */
function replaceSomewhere(value: unknown, path: readonly number[], replacement: unknown): unknown {
  if (value === null || typeof value !== 'object' || path.length === 0) {
    return replacement;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) {
    return replacement;
  }
  const key = keys[(path[0] as number) % keys.length] as string;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...(value as Record<string, unknown>) };
  copy[key] = replaceSomewhere(copy[key], path.slice(1), replacement);
  return copy;
}

/** A shaped invoke, often with noise: a field at any depth replaced or dropped, the value itself junk. */
const invoke = fc.oneof(
  { weight: 2, arbitrary: shaped },
  { weight: 3, arbitrary: fc.tuple(shaped, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), junk).map(([each, path, replacement]) => ({ ...each, value: replaceSomewhere(each.value, path, replacement) })) },
  { weight: 1, arbitrary: fc.tuple(shaped, fc.array(fc.nat(), { minLength: 1, maxLength: 4 })).map(([each, path]) => ({ ...each, value: replaceSomewhere(each.value, path, undefined) })) },
  { weight: 1, arbitrary: fc.tuple(shaped, junk).map(([each, value]) => ({ ...each, value })) },
);

describe('invokes generated from the shapes Teams sends, with noise', () => {
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    connector = await FakeConnector.start();
    bot = await BotProcess.start({ STORAGE: 'memory' });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
  });

  it('never get a 5xx, post nothing when malformed, keep the process up and its memory bounded', async () => {
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${bot.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const invokes = fc.sample(invoke, { numRuns: INVOKES, seed: SEED });
    // Each in a conversation of its own, so what it posted, if anything, is known.
    const send = async (each: { name: string; value: unknown }, index: number) => {
      const conversationId = `a:invoke-${index}`;
      const { text: _text, ...message } = messageActivity({ text: '', conversationId, serviceUrl: connector.serviceUrl });
      const response = await bot.post({ ...message, type: 'invoke', name: each.name, value: each.value, replyToId: 'card-1' });
      return { ...each, conversationId, status: response.status, body: await response.text() };
    };
    const results: Awaited<ReturnType<typeof send>>[] = [];
    let before = 0;
    for (let start = 0; start < invokes.length; start += 10) {
      if (start === 100) {
        // Measured after the first hundred, once the code paths they reach are loaded.
        before = rss();
      }
      results.push(...(await Promise.all(invokes.slice(start, start + 10).map((each, offset) => send(each, start + offset)))));
    }
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    const malformed = results.filter((result) => invokeValueProblem(result.name, result.value) !== undefined);
    expect(malformed.length).toBeGreaterThan(INVOKES / 4);
    expect(malformed.filter((result) => result.status !== 400)).toEqual([]);
    const posted = new Set(connector.sent.filter((each) => each.method === 'POST').map((each) => each.conversationId));
    expect(malformed.filter((result) => posted.has(result.conversationId))).toEqual([]);
    expect(results.every((result) => !/\n\s+at .+:\d+:\d+/.test(result.body))).toBe(true);
    expect(bot.logLines().filter((line) => line.level === 'error')).toEqual([]);
    expect(bot.output).not.toMatch(/Unhandled|uncaught/i);
    await bot.say({ text: 'create a groceries list with milk', conversationId: 'a:after-invokes', serviceUrl: connector.serviceUrl });
    expect(connector.textsTo('a:after-invokes')).toEqual(['Created groceries with milk.']);
    // Hundreds of invokes must not hold on to memory: the allocator gets some slack, a leak does not.
    expect(rss() - before).toBeLessThan(64 * 1024 * 1024);
  }, 120_000);
});
