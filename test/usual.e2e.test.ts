import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryLists } from '../src/lists';
import type { ShoppingMemory } from '../src/shopping/shopping-memory';
import { SqliteStorage } from '../src/storage/sqlite-storage';
import { BOT_ENTRY, BotProcess } from './fakes/bot-process';
import { itemRowsOnCard, itemsOnCard, suggestedOnCard, suggestionsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { messageActivity } from './fakes/activities';
import { doAction, plan, say } from './fakes/plans';
import { raceToSave } from './fakes/race-to-save';
import { ShiftedClock } from './fakes/shifted-clock';
import { removeSqliteFiles } from './fakes/sqlite-files';

const DAY = 86_400_000;
const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** The conversation's state as the bot stored it in the SQLite file at `path`. */
async function storedState(path: string, conversationId: string): Promise<{ lists?: GroceryLists; shopping?: ShoppingMemory }> {
  const storage = new SqliteStorage(path);
  try {
    return ((await storage.read([key(conversationId)]))[key(conversationId)] ?? {}) as { lists?: GroceryLists; shopping?: ShoppingMemory };
  } finally {
    storage.close();
  }
}

describe('our usual, over HTTP, after three weeks of shopping (add, buy, clear)', () => {
  const path = join(tmpdir(), `pantry-usual-${randomUUID()}.db`);
  const conversationId = 'a:usual-three-weeks';
  let connector: FakeConnector;
  let clock: ShiftedClock;
  let bot: BotProcess | undefined;
  const start = async () => (bot = await BotProcess.start({ PLANNER: 'offline', SQLITE_PATH: path, ...clock.env }, clock.command(BOT_ENTRY)));
  const running = () => {
    if (!bot) {
      throw new Error('the bot has not started');
    }
    return bot;
  };
  const sayAs = async (text: string, id = conversationId) => {
    const response = await running().say({ text, conversationId: id, serviceUrl: connector.serviceUrl });
    expect(response.status).toBe(200);
  };
  const tap = (verb: string, data: Record<string, unknown>, cardMessageId: string) => running().cardAction({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId, verb, data });

  beforeAll(async () => {
    connector = await FakeConnector.start();
    clock = new ShiftedClock();
    await start();
    // Saturday shops: milk, eggs and bread every week, and a one-off each week. Week two's items are
    // ticked on the card in the shop; the others by message. Each shop ends with the cart cleared.
    await sayAs('create a groceries list with milk, eggs, 2 loaves of bread and candles');
    await sayAs('got milk, eggs, bread and candles');
    await sayAs('clear the bought items');
    clock.advance(7 * DAY);
    await sayAs('add milk, eggs, 2 loaves of bread and bananas to groceries');
    await sayAs('show groceries');
    const card = connector.lastCard(conversationId);
    for (const row of itemRowsOnCard(card.card)) {
      await tap(row.verb, row.data, card.id);
    }
    await sayAs('done shopping');
    clock.advance(7 * DAY);
    await sayAs('add milk, eggs, 2 loaves of bread and coffee to groceries');
    await sayAs('got milk, eggs, bread and coffee');
    await sayAs('clear the bought items');
  }, 60_000);

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
    clock?.dispose();
    removeSqliteFiles(path);
  });

  it('answers "what do we usually buy?" with the staples and how often, and none of the one-offs', async () => {
    await sayAs('what do we usually buy?');
    expect(connector.textsTo(conversationId).at(-1)).toBe(
      ['You usually buy:', '- milk: 3 of the last 3 trips, about every week', '- eggs: 3 of the last 3 trips, about every week', '- 2 loaves of bread: 3 of the last 3 trips, about every week'].join('<br>'),
    );
  });

  it('shows the items due again under the list a week later, each one tap to add, once however often it is tapped', async () => {
    clock.advance(7 * DAY);
    await sayAs('show groceries');
    const card = connector.lastCard(conversationId);
    expect(itemsOnCard(card.card)).toEqual([]);
    expect(suggestedOnCard(card.card)).toEqual(['+ milk (due)', '+ eggs (due)', '+ 2 loaves of bread (due)']);
    const milk = suggestionsOnCard(card.card).find((button) => button.title === '+ milk (due)');
    const first = await tap(milk!.verb, milk!.data, card.id);
    expect(itemsOnCard(first.value as never)).toEqual(['milk']);
    expect(suggestedOnCard(first.value as never)).toEqual(['+ eggs (due)', '+ 2 loaves of bread (due)']);
    await tap(milk!.verb, milk!.data, card.id);
    expect((await storedState(path, conversationId)).lists?.[0]?.items.map((item) => item.name)).toEqual(['milk']);
  });

  it('keeps the history through a restart: "add our usual" then adds the staples that are missing, and not the one-offs', async () => {
    await running().stop();
    await start();
    await sayAs('add our usual');
    expect(connector.textsTo(conversationId).at(-1)).toBe('Added eggs and 2 loaves of bread to groceries. From your usual; already on it: milk.');
    const { lists, shopping } = await storedState(path, conversationId);
    expect(lists?.[0]?.items.map((item) => item.name)).toEqual(['milk', 'eggs', 'bread']);
    expect(shopping?.purchases.map((purchase) => purchase.key).sort()).toEqual(['banana', 'bread', 'bread', 'bread', 'candle', 'coffee', 'egg', 'egg', 'egg', 'milk', 'milk', 'milk']);
    expect(shopping?.tripEnds).toHaveLength(3);
  });

  it("never shows one conversation's history in another: a group chat the same person is in has none", async () => {
    const elsewhere = '19:family-group-chat@thread.v2';
    // A group chat, where the bot answers when @mentioned, as Teams sends it.
    const inGroup = async (text: string) => {
      const activity = messageActivity({ text: `<at>Pantry</at> ${text}`, conversationId: elsewhere, serviceUrl: connector.serviceUrl });
      const response = await running().post({
        ...activity,
        conversation: { ...(activity.conversation as object), conversationType: 'groupChat', isGroup: true },
        entities: [{ type: 'mention', text: '<at>Pantry</at>', mentioned: { id: '28:pantry-bot', name: 'Pantry' } }],
      });
      expect(response.status).toBe(200);
    };
    await inGroup('what do we usually buy?');
    expect(connector.textsTo(elsewhere).at(-1)).toMatch(/^You have no usual items yet/);
    await inGroup('create a groceries list');
    await inGroup('add our usual');
    expect(connector.textsTo(elsewhere).at(-1)).toMatch(/^You have no usual items yet/);
    await inGroup('show groceries');
    expect(suggestionsOnCard(connector.lastCard(elsewhere).card)).toEqual([]);
    expect((await storedState(path, elsewhere)).shopping).toBeUndefined();
  });
});

describe('a purchase whose save loses the race to another process', () => {
  it('is recorded once, on the history as the other process stored it', async () => {
    const connector = await FakeConnector.start();
    const path = join(tmpdir(), `pantry-usual-race-${randomUUID()}.db`);
    const conversationId = 'a:usual-race';
    const serviceUrl = connector.serviceUrl;
    try {
      await raceToSave(
        {
          connector,
          storage: { SQLITE_PATH: path },
          conversationId,
          first: {
            send: (bot) => bot.say({ text: 'add milk and tick it, I have it already', conversationId, serviceUrl }),
            plan: plan(doAction('addItems', { list: 'groceries', items: ['milk'] }), doAction('markBought', { list: 'groceries', items: ['milk'] }), say('Added milk, and ticked it.')),
          },
          second: {
            send: (bot) => bot.say({ text: 'add eggs and tick them', conversationId, serviceUrl }),
            plan: plan(doAction('addItems', { list: 'groceries', items: ['eggs'] }), doAction('markBought', { list: 'groceries', items: ['eggs'] }), say('Added eggs, and ticked them.')),
          },
        },
        async ({ first }) => {
          expect(first.output).toContain('turn applied again after a conflict');
          const { shopping, lists } = await storedState(path, conversationId);
          expect(lists?.[0]?.items.map((item) => `${item.name}${item.bought ? ' [bought]' : ''}`)).toEqual(['eggs [bought]', 'milk [bought]']);
          expect(shopping?.purchases.map((purchase) => purchase.key)).toEqual(['egg', 'milk']);
        },
      );
    } finally {
      await connector.close();
      removeSqliteFiles(path);
    }
  });
});
