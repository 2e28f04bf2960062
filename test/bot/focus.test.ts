import { describe, expect, it } from 'vitest';
import { itemsInCartOnCard, itemsOnCard, itemsToBuyOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

describe('"it" and "them" after a turn', () => {
  it('follow the list and items the previous turn was about, in the offline planner', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const chat = bot.conversation('a:focus-offline');
    await chat.say('create a groceries list with milk');
    await chat.say('create a party list with chips');
    await chat.say('add salsa to groceries');
    await chat.say('add it to party too');
    expect(chat.replies().at(-1)).toBe('Added salsa to party.');
    await chat.say('remove it');
    expect(chat.replies().at(-1)).toBe('Removed salsa from party.');
    await chat.say('show groceries');
    await chat.say('put limes in it');
    expect(chat.replies().at(-1)).toBe('Added limes to groceries.');
    await chat.say('show groceries');
    // In walking order: produce, dairy, pantry.
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['limes', 'milk', 'salsa']);
  });

  it('are asked about when nothing before points anywhere, and never become an item called "it"', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const chat = bot.conversation('a:focus-none');
    await chat.say('create a groceries list with milk');
    await chat.say('create a party list with chips');
    await chat.say('add cups to party and eggs to groceries');
    await chat.say('remove them');
    expect(chat.replies().at(-1)).toBe('Which item do you mean?');
    // After a question, "it" may be part of the answer: it is not read as the turn before's list.
    await chat.say('put limes in it');
    expect(chat.replies().at(-1)).toMatch(/^I couldn't tell what to do with "put limes in it", so nothing was changed/);
  });

  it('lean on nothing after the bot asked something back: "and dip" goes to the model, not the removal before', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', OPENAI_API_KEY: 'sk-test' } });
    const chat = bot.conversation('a:focus-after-question');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('create a party list with chips and salsa');
    await chat.say('remove chips from party');
    await chat.say('add dip');
    expect(chat.replies().at(-1)).toBe('Which list should I add dip to? Your lists: groceries, party.');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'party', items: ['dip', 'cups'] }), say('Added dip and cups to party.')));
    await chat.say('and cups');
    expect(bot.model.requests).toHaveLength(1);
    await chat.say('show party');
    expect([...itemsOnCard(chat.lastCard().card)].sort()).toEqual(['cups', 'dip', 'salsa']);
  });

  it('after the bot asked which list, a bare list name is the answer, for the model: it is not shown', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', OPENAI_API_KEY: 'sk-test' } });
    const chat = bot.conversation('a:focus-answer');
    await chat.say('create a groceries list with milk');
    await chat.say('create a party list with chips');
    await chat.say('show groceries');
    await chat.say('add dip');
    expect(chat.replies().at(-1)).toBe('Which list should I add dip to? Your lists: groceries, party.');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'party', items: ['dip'] }), say('Added dip to party.')));
    await chat.say('party');
    expect(bot.model.requests).toHaveLength(1);
    expect(chat.replies().at(-1)).toBe('Added dip to party.');
    // Once answered, a bare name shows its list again.
    await chat.say('party');
    expect(bot.model.requests).toHaveLength(1);
    expect([...itemsOnCard(chat.lastCard().card)].sort()).toEqual(['chips', 'dip']);
  });

  it('follow a turn the model planned', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', OPENAI_API_KEY: 'sk-test' } });
    const chat = bot.conversation('a:focus-model');
    await chat.say('create a groceries list with milk');
    await chat.say('create a party list with chips');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'party', items: ['2 bags of ice'] }), say('Added ice for the party.')));
    await chat.say('the party will need ice, two bags should do');
    await chat.say('remove it');
    expect(bot.model.requests).toHaveLength(1);
    expect(chat.replies().at(-1)).toBe('Removed 2 bags of ice from party.');
  });

  it('follow a card pressed: "it" is the list its button changed', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const chat = bot.conversation('a:focus-card');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('create a party list with chips');
    await chat.say('show groceries');
    const groceriesCard = chat.lastCard();
    await chat.say('add cups to party');
    await chat.tap('milk', { card: groceriesCard });
    await chat.say('put limes in it');
    expect(chat.replies().at(-1)).toBe('Added limes to groceries.');
    await chat.say('show groceries');
    expect(itemsToBuyOnCard(chat.lastCard().card)).toEqual(['limes', 'eggs']);
    expect(itemsInCartOnCard(chat.lastCard().card)).toEqual(['milk']);
  });
});
