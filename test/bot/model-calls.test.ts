import { describe, expect, it } from 'vitest';
import { itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

const STEPS_EXHAUSTED = "That took more steps than I'm allowed in one turn, so nothing was changed. Try asking for one thing at a time.";

/** A bot planning with the scripted model only, and a chat whose groceries hold milk and bread. */
async function groceriesChat(env: Record<string, string> = {}) {
  const bot = new InProcessBot({ env: { PLANNER: 'llm', ...env } });
  const chat = bot.conversation(`a:model-calls-${Math.random()}`);
  bot.model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['milk', 'bread'] }), say('Started groceries.')));
  await chat.say('start groceries with milk and bread');
  const setUp = bot.model.requests.length;
  /** Model calls since the chat was set up. */
  const calls = () => bot.model.requests.length - setUp;
  /** The items on groceries, read without a model call. */
  const groceries = async () => {
    await chat.say('/lists');
    await chat.press('Show groceries');
    return itemsOnCard(chat.lastCard().card);
  };
  return { bot, chat, calls, groceries };
}

describe('a model that repeats a failing plan', () => {
  it('is stopped at the second identical failure: 2 model calls, not 5, and the user is told the failure', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    bot.model.answerAlways({ content: JSON.stringify(plan(doAction('addItems', { list: 'grocer', items: ['eggs'] }), say('Added eggs.'))) });
    await chat.say('add eggs to grocer');
    expect(calls()).toBe(2);
    expect(chat.replies().at(-1)).toBe("There is no list called 'grocer'. Your lists: groceries.");
    expect(chat.replies()).not.toContain(STEPS_EXHAUSTED);
    bot.model.answerAlways(undefined);
    expect(await groceries()).toEqual(['bread', 'milk']);
  });

  it('counts a plan as the same after normalising names and ignoring its SAYs', async () => {
    const { bot, chat, calls } = await groceriesChat();
    bot.model.enqueuePlans(
      plan(doAction('addItems', { list: 'grocer', items: ['eggs'] }), say('Added eggs.')),
      plan(doAction('addItems', { items: ['Eggs '], list: ' Grocer' }), say('Added the eggs to grocery.')),
    );
    await chat.say('add eggs to grocer');
    expect(calls()).toBe(2);
    expect(chat.replies().at(-1)).toBe("There is no list called 'Grocer'. Your lists: groceries.");
  });

  it('keeps its steps while it changes its plan, and is stopped when it repeats one', async () => {
    const { bot, chat, calls } = await groceriesChat();
    const addTo = (list: string) => plan(doAction('addItems', { list, items: ['eggs'] }), say(`Added eggs to ${list}.`));
    bot.model.enqueuePlans(addTo('grocer'), addTo('grocerz'), addTo('grocerz'), addTo('grocerz'), addTo('grocerz'));
    await chat.say('add eggs to grocer');
    expect(calls()).toBe(3);
    expect(chat.replies().at(-1)).toBe("There is no list called 'grocerz'. Your lists: groceries.");
  });

  it('still reaches a plan that works after changing it', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    const addTo = (list: string) => plan(doAction('addItems', { list, items: ['eggs'] }), say(`Added eggs to ${list}.`));
    bot.model.enqueuePlans(addTo('grocer'), addTo('grocerz'), addTo('groceries'));
    await chat.say('add eggs to grocer');
    expect(calls()).toBe(3);
    expect(chat.replies().at(-1)).toBe('Added eggs to groceries.');
    expect(await groceries()).toEqual(['bread', 'milk', 'eggs']);
  });
});

describe('a failure the user can be told directly', () => {
  it('removes the items that are there and says which were not, in 1 model call', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    bot.model.enqueuePlans(plan(doAction('removeItems', { list: 'groceries', items: ['milk', 'eggs'] }), say('Removed milk and eggs from groceries.')));
    await chat.say('remove milk and eggs from groceries');
    expect(calls()).toBe(1);
    expect(chat.replies().at(-1)).toBe("Removed milk from groceries. Eggs weren't on groceries.");
    expect(chat.replies()).not.toContain('Removed milk and eggs from groceries.');
    expect(await groceries()).toEqual(['bread']);
  });

  it('says none of them were there, changing nothing, in 1 model call', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    bot.model.enqueuePlans(plan(doAction('removeItems', { list: 'groceries', items: ['eggs', 'caviar'] }), say('Removed them.')));
    await chat.say('remove eggs and caviar from groceries');
    expect(calls()).toBe(1);
    expect(chat.replies().at(-1)).toBe("Eggs and caviar weren't on groceries.");
    expect(await groceries()).toEqual(['bread', 'milk']);
  });

  it('tells the model what was done only in part when the plan goes on to a read, so its answer claims no more', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    bot.model.enqueuePlans(
      plan(doAction('removeItems', { list: 'groceries', items: ['milk', 'eggs'] }), doAction('getItems', { list: 'groceries' })),
      plan(say('Groceries now has bread.')),
    );
    await chat.say('remove milk and eggs from groceries and tell me what is left');
    expect(calls()).toBe(2);
    expect(bot.model.requests.at(-1)?.body.messages.at(-1)?.content).toContain(
      "Done only in part, and the user has been told: Removed milk from groceries. Eggs weren't on groceries.",
    );
    expect(chat.replies().slice(-2)).toEqual(["Removed milk from groceries. Eggs weren't on groceries.", 'Groceries now has bread.']);
    expect(await groceries()).toEqual(['bread']);
  });

  it('says what was not there before asking to confirm a large removal, and confirms only what was', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', CONFIRM_REMOVE_OVER: '3' } });
    const chat = bot.conversation('a:model-calls-confirm');
    bot.model.enqueuePlans(
      plan(doAction('createList', { list: 'groceries', items: ['milk', 'eggs', 'bread', 'butter', 'jam'] }), say('Started groceries.')),
      plan(doAction('removeItems', { list: 'groceries', items: ['milk', 'eggs', 'bread', 'butter', 'tea'] }), say('Removed them.')),
    );
    await chat.say('start groceries');
    await chat.say('remove milk, eggs, bread, butter and tea from groceries');
    expect(bot.model.requests).toHaveLength(2);
    expect(chat.replies().slice(-2)).toEqual(["Tea wasn't on groceries.", 'Please confirm\nThis will:\n- Remove milk, eggs, bread, butter from groceries\n[Confirm] [Cancel]']);
    await chat.press('Confirm');
    await chat.say('/lists');
    await chat.press('Show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['jam']);
  });

  it('answers a full list with the limit, in 1 model call, changing nothing', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat({ LIST_MAX_ITEMS: '3' });
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['eggs', 'jam'] }), say('Added eggs and jam.')));
    await chat.say('add eggs and jam to groceries');
    expect(calls()).toBe(1);
    expect(chat.replies().at(-1)).toBe('groceries can hold at most 3 items; it has 2. Remove some first.');
    expect(await groceries()).toEqual(['bread', 'milk']);
  });

  it('keeps a move all or nothing: an item missing from the source goes back to the model', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    bot.model.enqueuePlans(
      plan(doAction('createList', { list: 'party' }), say('Made party.')),
      plan(
        doAction('addItems', { list: 'party', items: ['milk', 'eggs'] }),
        doAction('removeItems', { list: 'groceries', items: ['milk', 'eggs'] }),
        say('Moved milk and eggs to party.'),
      ),
      plan(doAction('addItems', { list: 'party', items: ['milk'] }), doAction('removeItems', { list: 'groceries', items: ['milk'] }), say("Moved milk to party; eggs wasn't on groceries.")),
    );
    await chat.say('make a party list');
    await chat.say('move milk and eggs to party');
    expect(calls()).toBe(3);
    expect(bot.model.requests.at(-1)?.body.messages.at(-1)?.content).toContain("'eggs' are not on groceries. On it: milk, bread.");
    expect(chat.replies().at(-1)).toBe("Moved milk to party; eggs wasn't on groceries.");
    expect(await groceries()).toEqual(['bread']);
  });
});
