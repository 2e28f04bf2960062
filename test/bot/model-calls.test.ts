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
    bot.model.answerAlways({ content: JSON.stringify(plan(doAction('addItems', { list: 'grocery', items: ['eggs'] }), say('Added eggs.'))) });
    await chat.say('add eggs to grocery');
    expect(calls()).toBe(2);
    expect(chat.replies().at(-1)).toBe("There is no list called 'grocery'. Your lists: groceries.");
    expect(chat.replies()).not.toContain(STEPS_EXHAUSTED);
    bot.model.answerAlways(undefined);
    expect(await groceries()).toEqual(['milk', 'bread']);
  });

  it('counts a plan as the same after normalising names and ignoring its SAYs', async () => {
    const { bot, chat, calls } = await groceriesChat();
    bot.model.enqueuePlans(
      plan(doAction('addItems', { list: 'grocery', items: ['eggs'] }), say('Added eggs.')),
      plan(doAction('addItems', { items: ['Eggs '], list: ' Grocery' }), say('Added the eggs to grocery.')),
    );
    await chat.say('add eggs to grocery');
    expect(calls()).toBe(2);
    expect(chat.replies().at(-1)).toBe("There is no list called 'Grocery'. Your lists: groceries.");
  });

  it('keeps its steps while it changes its plan, and is stopped when it repeats one', async () => {
    const { bot, chat, calls } = await groceriesChat();
    const addTo = (list: string) => plan(doAction('addItems', { list, items: ['eggs'] }), say(`Added eggs to ${list}.`));
    bot.model.enqueuePlans(addTo('grocery'), addTo('grocerys'), addTo('grocerys'), addTo('grocerys'), addTo('grocerys'));
    await chat.say('add eggs to grocery');
    expect(calls()).toBe(3);
    expect(chat.replies().at(-1)).toBe("There is no list called 'grocerys'. Your lists: groceries.");
  });

  it('still reaches a plan that works after changing it', async () => {
    const { bot, chat, calls, groceries } = await groceriesChat();
    const addTo = (list: string) => plan(doAction('addItems', { list, items: ['eggs'] }), say(`Added eggs to ${list}.`));
    bot.model.enqueuePlans(addTo('grocery'), addTo('grocerys'), addTo('groceries'));
    await chat.say('add eggs to grocery');
    expect(calls()).toBe(3);
    expect(chat.replies().at(-1)).toBe('Added eggs to groceries.');
    expect(await groceries()).toEqual(['milk', 'bread', 'eggs']);
  });
});
