import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';

describe('going shopping, and done, over HTTP', () => {
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    connector = await FakeConnector.start();
    bot = await BotProcess.start({ PLANNER: 'offline', STORAGE: 'memory' });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
  });

  /** A message in a group chat, @mentioning the bot, as Teams sends it. */
  const inGroup = async (conversationId: string, text: string, from: { id: string; name: string }) => {
    const activity = messageActivity({ text: `<at>Pantry</at> ${text}`, conversationId, serviceUrl: connector.serviceUrl, from });
    const response = await bot.post({
      ...activity,
      conversation: { ...(activity.conversation as object), conversationType: 'groupChat', isGroup: true },
      entities: [{ type: 'mention', text: '<at>Pantry</at>', mentioned: { id: '28:pantry-bot', name: 'Pantry' } }],
    });
    expect(response.status).toBe(200);
  };
  const bob = { id: 'user-bob', name: 'Bob' };
  const ann = { id: 'user-ann', name: 'Ann' };

  it('in a group chat, tells everyone who is going shopping, with the list, and sums the shop up when the cart is cleared', async () => {
    const family = '19:family@thread.v2';
    await inGroup(family, 'create a groceries list with milk, eggs, bread, apples and rice', ann);
    await inGroup(family, "I'm going to the shops", bob);
    expect(connector.textsTo(family).at(-2)).toBe('Bob is going shopping: add anything now.');
    expect(itemsOnCard(connector.lastCard(family).card)).toEqual(['apples', 'bread', 'milk', 'eggs', 'rice']);
    await inGroup(family, 'got milk, eggs and bread', bob);
    await inGroup(family, 'got the apples', ann);
    await inGroup(family, 'done shopping', bob);
    expect(connector.textsTo(family).at(-1)).toBe('Bob bought 3 items and Ann 1; 1 is still on groceries.');
  });

  it('in a personal chat, is one short line each', async () => {
    const personal = 'a:just-me';
    await bot.say({ text: 'create a groceries list with milk and eggs', conversationId: personal, serviceUrl: connector.serviceUrl });
    await bot.say({ text: 'going shopping', conversationId: personal, serviceUrl: connector.serviceUrl });
    expect(connector.textsTo(personal).at(-1)).toBe('Have a good shop: 2 things to buy on groceries.');
    await bot.say({ text: 'got the milk', conversationId: personal, serviceUrl: connector.serviceUrl });
    await bot.say({ text: 'clear the bought items', conversationId: personal, serviceUrl: connector.serviceUrl });
    expect(connector.textsTo(personal).at(-1)).toBe('Took the bought items off groceries: milk.');
  });
});
