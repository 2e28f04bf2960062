import { describe, expect, it } from 'vitest';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { PROMPT_SIZE_SCENARIO, PROMPT_SIZE_TARGETS, promptCharacters } from '../fakes/prompt-size-scenario';

describe('the prompt of each model call', () => {
  it('stays within its size targets over a five-message conversation: the first call and all of them, in characters', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:prompt-size');
    for (const step of PROMPT_SIZE_SCENARIO) {
      bot.model.enqueuePlans(...step.answers);
      await chat.say(step.message);
    }
    expect(bot.model.pendingAnswers).toBe(0);
    expect(chat.replies().at(-1)).toMatch(/^Please confirm/);
    const sizes = bot.model.requests.map((request) => promptCharacters(request.body));
    expect(sizes).toHaveLength(6);
    expect(sizes[0]).toBeLessThanOrEqual(PROMPT_SIZE_TARGETS.firstCall);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(PROMPT_SIZE_TARGETS.scenario);
  });

  it('opens every call with the same instructions and actions, and ends the system message with the lists', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:prompt-prefix');
    for (const step of PROMPT_SIZE_SCENARIO.slice(0, 2)) {
      bot.model.enqueuePlans(...step.answers);
      await chat.say(step.message);
    }
    const [first, second] = bot.model.requests.map((request) => request.body.messages[0]?.content ?? '');
    const prefix = (first ?? '').slice(0, (first ?? '').indexOf('The lists now:'));
    expect(prefix.length).toBeGreaterThan(1_000);
    expect(second?.startsWith(prefix)).toBe(true);
    expect(second?.slice(prefix.length)).toBe('The lists now:\n- "grocery": "milk", "eggs"');
  });
});

describe('what the model is shown of earlier turns', () => {
  it('shows the last exchange in short, as the calls made and the SAY, so a follow-up can refer to it', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:follow-up');
    bot.model.enqueuePlans(
      plan(doAction('createList', { list: 'groceries', items: ['milk'] }), doAction('createList', { list: 'party' }), say('Created groceries and party.')),
      plan(doAction('addItems', { list: 'groceries', items: ['chips'] }), say('Added chips to groceries.')),
      plan(doAction('addItems', { list: 'party', items: ['chips'] }), say('Added chips to party too.')),
    );
    await chat.say('create groceries with milk, and a party list');
    await chat.say('add chips to groceries');
    await chat.say('add it to party too');
    const messages = bot.model.requests[2]?.body.messages ?? [];
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'add chips to groceries' },
      { role: 'assistant', content: 'addItems({"list":"groceries","items":["chips"]})\nSAY: Added chips to groceries.' },
      { role: 'user', content: 'add it to party too' },
    ]);
    expect(chat.replies().at(-1)).toBe('Added chips to party too.');
  });

  it("keeps a turn's own steps within the turn: the next step sees the message, its last plan in short, and the observation", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:within-turn');
    bot.model.enqueuePlans(
      plan(doAction('createList', { list: 'groceries', items: ['milk'] }), say('Created groceries.')),
      plan(doAction('removeItems', { list: 'grocer', items: ['milk'] }), say('Removed milk.')),
      plan(doAction('removeItems', { list: 'groceries', items: ['milk'] }), say('Removed milk from groceries.')),
    );
    await chat.say('create groceries with milk');
    await chat.say('remove milk from grocer');
    const messages = bot.model.requests[2]?.body.messages ?? [];
    expect(messages.slice(-3).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-3)?.content).toBe('remove milk from grocer');
    expect(messages.at(-2)?.content).toBe('removeItems({"list":"grocer","items":["milk"]})\nSAY: Removed milk.');
    expect(messages.at(-1)?.content).toMatch(/^Observation: commands\[0\] removeItems\(\{"list":"grocer","items":\["milk"\]\}\) failed: There is no list called 'grocer'\./);
    // After the turn, only the message and what was done remain: the failed plan and the observation are gone.
    bot.model.enqueuePlans(plan(say('You have groceries.')));
    await chat.say('what lists do I have?');
    expect(bot.model.requests[3]?.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'remove milk from grocer' },
      { role: 'assistant', content: 'removeItems({"list":"groceries","items":["milk"]})\nSAY: Removed milk from groceries.' },
      { role: 'user', content: 'what lists do I have?' },
    ]);
  });
});
