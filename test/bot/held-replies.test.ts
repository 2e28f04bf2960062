import { describe, expect, it } from 'vitest';
import { cardAsText, itemsOnCard, itemsToBuyOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { ScriptedStorage } from '../fakes/scripted-storage';
import { waitFor } from '../fakes/wait-for';

const NOTHING_SAVED = "I couldn't save that just now, so nothing was changed. Please try again in a moment.";

describe('replies held until the state is stored', () => {
  it('sends none of a turn\'s messages before its state is stored, and all of them after', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage });
    const chat = bot.conversation('a:held-offline');
    await chat.say('create a groceries list with milk');
    let sentWhenSaved: string[] = [];
    storage.beforeNextWrite(async () => {
      sentWhenSaved = chat.replies();
    });
    await chat.say('add eggs to groceries');
    expect(sentWhenSaved).toEqual(['Created groceries with milk.']);
    expect(chat.replies()).toEqual(['Created groceries with milk.', 'Added eggs to groceries.']);
  });

  it('lets the typing indicator of a slow model through at once while its reply waits for the save', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage, env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:held-model');
    const answer = bot.model.enqueueHeldPlan(plan(doAction('createList', { list: 'breakfast', items: ['eggs'] }), say('Made you a breakfast list with eggs.')));
    // The model answers once the typing indicator has gone out: the race this test is about, made to happen.
    void waitFor(() => chat.recorded().some((each) => each.activity.type === 'typing')).then(answer);
    let typesWhenSaved: (string | undefined)[] = [];
    storage.beforeNextWrite(async () => {
      typesWhenSaved = chat.recorded().map((each) => each.activity.type);
    });
    await chat.say('sort out breakfast');
    expect(typesWhenSaved).toEqual(['typing']);
    expect(chat.replies()).toEqual(['Made you a breakfast list with eggs.']);
  });

  it('holds the update of a card, made for everyone, until the state is stored', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage });
    const chat = bot.conversation('a:held-card');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    let kindsWhenSaved: string[] = [];
    storage.beforeNextWrite(async () => {
      kindsWhenSaved = chat.recorded().map((each) => each.kind);
    });
    await chat.tap('milk');
    expect(kindsWhenSaved).toEqual(['send', 'send']);
    expect(chat.recorded().map((each) => each.kind)).toEqual(['send', 'send', 'update']);
  });

  it('answers a tap whose save failed with the list as stored and the reason on it, never the card of the unsaved change', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage });
    const chat = bot.conversation('a:held-tap-failed');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    const sent = chat.recorded().length;
    storage.failNext('write');
    const answer = await chat.tap('milk');
    expect(itemsToBuyOnCard(answer)).toEqual(['milk', 'eggs']);
    expect(cardAsText(answer)).toContain(NOTHING_SAVED);
    // Nobody else's card was replaced, and no message claims the tap.
    expect(chat.recorded().slice(sent).map((each) => each.kind)).toEqual([]);
    expect(itemsToBuyOnCard(await chat.tap('milk'))).toEqual(['eggs']);
  });

  it('sends none of the replies of a turn whose save failed, says nothing was saved, and the next turn works', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage, env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:held-failed');
    await chat.say('create a groceries list with milk');

    storage.failNext('write');
    await chat.say('add eggs to groceries');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['bacon'] }), say('Added bacon for breakfast.')));
    storage.failNext('write');
    await chat.say('and something for breakfast');
    expect(chat.replies()).toEqual(['Created groceries with milk.', NOTHING_SAVED, NOTHING_SAVED]);
    expect(bot.logger.messages().filter((message) => message === 'storage unavailable')).toHaveLength(2);

    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
    await chat.say('add eggs to groceries');
    expect(chat.replies().at(-1)).toBe('Added eggs to groceries.');
  });

  it('shows no typing indicator when the model answers quickly', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:quick-model');
    bot.model.enqueuePlans(plan(doAction('createList', { list: 'breakfast', items: ['eggs'] }), say('Made you a breakfast list with eggs.')));
    await chat.say('sort out breakfast');
    expect(chat.recorded().map((each) => each.activity.type)).toEqual(['message']);
  });
});
