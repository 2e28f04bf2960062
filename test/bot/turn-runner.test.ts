import { describe, expect, it } from 'vitest';
import { messageActivity } from '../fakes/activities';
import { itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { plan, say } from '../fakes/plans';
import { ScriptedStorage } from '../fakes/scripted-storage';

describe('the turn runner', () => {
  it('runs a message through the bot and sends its reply', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:runner-basic');
    await chat.say('create a groceries list with milk and eggs');
    bot.model.enqueuePlans(plan(say('Pasta night: you have milk and eggs already.')));
    await chat.say('anything for a pasta night?');
    expect(chat.replies()).toEqual(['Created groceries with milk and eggs.', 'Pasta night: you have milk and eggs already.']);
    // Only the request the offline planner could not answer reached the model.
    expect(bot.model.requests).toHaveLength(1);
  });

  it('tells the user when the state cannot be read, changes nothing, and works again once it can', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ storage });
    const chat = bot.conversation('a:runner-read');
    await chat.say('create a groceries list with milk');
    storage.failNext('read');
    await chat.say('add eggs to groceries');
    expect(chat.replies().at(-1)).toBe("I couldn't save that just now, so nothing was changed. Please try again in a moment.");
    expect(bot.logger.entries.find((entry) => entry.message === 'storage unavailable')?.level).toBe('error');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
  });

  it('refuses a message over MAX_MESSAGE_LENGTH before any model call', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', MAX_MESSAGE_LENGTH: '50' } });
    const chat = bot.conversation('a:runner-long');
    await chat.say(`add ${'x'.repeat(50)} to groceries`);
    expect(chat.replies()).toEqual(['That message is 67 characters long; I can take at most 50. Please send it in shorter pieces, for example one list at a time.']);
    expect(bot.model.requests).toEqual([]);
  });

  it('answers an invoke it does not handle with 400, and ignores an activity type it does not know', async () => {
    const bot = new InProcessBot();
    const base = messageActivity({ text: '', conversationId: 'a:runner-invoke', serviceUrl: 'https://smba.invalid/' });
    const response = await bot.post({ ...base, type: 'invoke', name: 'composeExtension/query', value: {} });
    expect(response?.status).toBe(400);
    expect(await bot.post({ ...base, type: 'somethingNew' })).toBeUndefined();
    expect(bot.adapter.recorded).toEqual([]);
  });

  it('introduces itself once when added to a chat', async () => {
    const bot = new InProcessBot();
    const added = { ...messageActivity({ text: '', conversationId: 'a:runner-welcome', serviceUrl: 'https://smba.invalid/' }), type: 'conversationUpdate', membersAdded: [{ id: '28:pantry-bot', name: 'Pantry' }] };
    delete (added as { text?: string }).text;
    await bot.post(added);
    await bot.post({ ...added, id: 'again' });
    const replies = bot.conversation('a:runner-welcome').replies();
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^Hi, I'm Pantry\./);
  });
});
