import { describe, expect, it } from 'vitest';
import type { ConversationState } from '../../src/conversation/conversation-state';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** A bot whose model is scripted, in a conversation that starts with groceries: milk, eggs, 2 loaves of bread, tofu. */
async function shopping(conversationId: string) {
  const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
  const chat = bot.conversation(conversationId, { id: 'user-alice', name: 'Alice' });
  bot.model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['milk', 'eggs', '2 loaves of bread', 'tofu'] }), say('Created groceries.')));
  await chat.say('create groceries with milk, eggs, 2 loaves of bread and tofu');
  const state = async () => ((await bot.storage.read([key(conversationId)]))[key(conversationId)] ?? {}) as ConversationState;
  const items = async (list = 'groceries') => (await state()).lists?.find((each) => each.name === list)?.items;
  return { bot, chat, state, items };
}

describe('the shopping actions, through the model', () => {
  it('markBought ticks items and keeps them, recording who bought them', async () => {
    const { bot, chat, items } = await shopping('a:mark-bought');
    bot.model.enqueuePlans(plan(doAction('markBought', { list: 'groceries', items: ['milk', 'eggs'] }), say('Ticked milk and eggs.')));
    await chat.say('got the milk and eggs');
    expect(chat.replies().at(-1)).toBe('Ticked milk and eggs.');
    expect(await items()).toEqual([
      { name: 'milk', addedBy: 'Alice', bought: { by: 'Alice' } },
      { name: 'eggs', addedBy: 'Alice', bought: { by: 'Alice' } },
      { name: 'bread', quantity: '2 loaves', addedBy: 'Alice' },
      { name: 'tofu', addedBy: 'Alice' },
    ]);
  });

  it('markBought of an item not on the list ticks the rest and says which was not there', async () => {
    const { bot, chat, items } = await shopping('a:mark-bought-partial');
    bot.model.enqueuePlans(plan(doAction('markBought', { list: 'groceries', items: ['milk', 'caviar'] }), say('Ticked milk and caviar.')));
    await chat.say('got milk and caviar');
    expect(chat.replies().at(-1)).toBe("Marked milk bought on groceries. Caviar isn't on groceries.");
    expect((await items())?.filter((item) => item.bought).map((item) => item.name)).toEqual(['milk']);
  });

  it('markNotBought takes the tick off', async () => {
    const { bot, chat, items } = await shopping('a:mark-not-bought');
    bot.model.enqueuePlans(
      plan(doAction('markBought', { list: 'groceries', items: ['milk'] }), say('Ticked milk.')),
      plan(doAction('markNotBought', { list: 'groceries', items: ['milk'] }), say('Milk is back to buy.')),
    );
    await chat.say('got the milk');
    await chat.say('oops, put the milk back');
    expect(chat.replies().at(-1)).toBe('Milk is back to buy.');
    expect((await items())?.[0]).toEqual({ name: 'milk', addedBy: 'Alice' });
  });

  it('clearBought takes the bought items off, and /undo brings them back', async () => {
    const { bot, chat, items } = await shopping('a:clear-bought');
    bot.model.enqueuePlans(
      plan(doAction('markBought', { list: 'groceries', items: ['milk', '2 loaves of bread'] }), say('Ticked.')),
      plan(doAction('clearBought', { list: 'groceries' }), say('Cleared the bought items.')),
    );
    await chat.say('got milk and bread');
    await chat.say('done shopping');
    expect(chat.replies().at(-1)).toBe('Cleared the bought items.');
    expect((await items())?.map((item) => item.name)).toEqual(['eggs', 'tofu']);
    await chat.say('/undo');
    expect((await items())?.map((item) => [item.name, item.bought !== undefined])).toEqual([
      ['milk', true],
      ['eggs', false],
      ['bread', true],
      ['tofu', false],
    ]);
  });

  it('moveToSection puts an item under the section asked', async () => {
    const { bot, chat, items } = await shopping('a:move-to-section');
    bot.model.enqueuePlans(plan(doAction('moveToSection', { list: 'groceries', items: ['tofu'], section: 'produce' }), say('Tofu is under produce now.')));
    await chat.say('tofu is with the vegetables in our shop');
    expect(chat.replies().at(-1)).toBe('Tofu is under produce now.');
    expect((await items())?.find((item) => item.name === 'tofu')).toEqual({ name: 'tofu', addedBy: 'Alice', section: 'produce' });
  });

  it('moveToSection with a section that does not exist is refused before anything runs', async () => {
    const { bot, chat, items } = await shopping('a:move-to-no-section');
    bot.model.enqueuePlans(
      plan(doAction('moveToSection', { list: 'groceries', items: ['tofu'], section: 'fridge' }), say('Moved.')),
      plan(doAction('moveToSection', { list: 'groceries', items: ['tofu'], section: 'dairy & eggs' }), say('Tofu is under dairy now.')),
    );
    await chat.say('put tofu in the fridge section');
    expect(bot.model.requests.at(-1)?.body.messages.at(-1)?.content).toMatch(/section/);
    expect(chat.replies().at(-1)).toBe('Tofu is under dairy now.');
    expect((await items())?.find((item) => item.name === 'tofu')?.section).toBe('dairy & eggs');
  });

  it('renameList keeps the items and the list, and /undo puts the old name back', async () => {
    const { bot, chat, state } = await shopping('a:rename-list');
    const before = (await state()).lists?.[0];
    bot.model.enqueuePlans(plan(doAction('renameList', { list: 'groceries', newName: 'weekly shop' }), say('Renamed groceries to weekly shop.')));
    await chat.say('call groceries the weekly shop');
    const after = (await state()).lists?.[0];
    expect(after).toEqual({ ...before, name: 'weekly shop' });
    await chat.say('/undo');
    expect((await state()).lists?.[0]).toEqual(before);
  });

  it('setQuantity replaces the quantity instead of adding to it', async () => {
    const { bot, chat, items } = await shopping('a:set-quantity');
    bot.model.enqueuePlans(plan(doAction('setQuantity', { list: 'groceries', items: ['3 loaves of bread', '2 milk'] }), say('Bread is 3 loaves, milk 2.')));
    await chat.say('make the bread 3 loaves and the milk 2');
    expect(chat.replies().at(-1)).toBe('Bread is 3 loaves, milk 2.');
    const quantities = (await items())?.map((item) => [item.name, item.quantity]);
    expect(quantities).toEqual([
      ['milk', '2'],
      ['eggs', undefined],
      ['bread', '3 loaves'],
      ['tofu', undefined],
    ]);
  });

  it('setQuantity of an item not on the list changes nothing, and the model is told why', async () => {
    const { bot, chat, items } = await shopping('a:set-quantity-missing');
    const start = await items();
    bot.model.enqueuePlans(
      plan(doAction('setQuantity', { list: 'groceries', items: ['2 milk', '4 caviar'] }), say('Done.')),
      plan(say('There is no caviar on groceries, so I changed nothing.')),
    );
    await chat.say('make milk 2 and caviar 4');
    expect(bot.model.requests.at(-1)?.body.messages.at(-1)?.content).toMatch(/^Observation: .*setQuantity.*caviar/s);
    expect(chat.replies().at(-1)).toBe('There is no caviar on groceries, so I changed nothing.');
    expect(await items()).toEqual(start);
  });
});
