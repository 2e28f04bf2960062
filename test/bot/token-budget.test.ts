import { describe, expect, it } from 'vitest';
import type { ModelTokens } from '../../src/conversation/token-budget';
import { itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { ScriptedStorage } from '../fakes/scripted-storage';

const SPENT_AUTO = 'This chat has used its model allowance for today (1,000 tokens), so I can only do plain requests until midnight UTC: try "add milk to groceries" or "what\'s on groceries?".';
const SPENT_LLM = 'This chat has used its model allowance for today (1,000 tokens), so nothing was changed. I can plan requests again after midnight UTC; /lists and /undo still work meanwhile.';
const DAY = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;

/** A clock a test moves by hand, from noon UTC on 1 December 2026. */
function handClock(start = DAY) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A model answer that reports `promptTokens` and `completionTokens` as its usage. */
function costing(promptTokens: number, completionTokens: number, ...commands: unknown[]) {
  return { content: JSON.stringify(plan(...commands)), usage: { promptTokens, completionTokens } };
}

/** A bot with an allowance of 1,000 tokens a day, on a clock the test moves, and one chat with it. */
function budgetedBot(options: { env?: Record<string, string>; storage?: ScriptedStorage; clock?: ReturnType<typeof handClock> } = {}) {
  const clock = options.clock ?? handClock();
  const storage = options.storage ?? new ScriptedStorage();
  const bot = new InProcessBot({ env: { PLANNER: 'auto', MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '1000', ...options.env }, storage, now: clock.now });
  return { bot, clock, storage, chat: bot.conversation('a:budget') };
}

async function storedTokens(storage: ScriptedStorage): Promise<ModelTokens | undefined> {
  const key = 'msteams/28:pantry-bot/conversations/a:budget';
  return ((await storage.read([key]))[key] as { modelTokens?: ModelTokens } | undefined)?.modelTokens;
}

async function groceriesOn(chat: ReturnType<InProcessBot['conversation']>): Promise<string[]> {
  await chat.say('show groceries');
  return itemsOnCard(chat.lastCard().card);
}

describe('a daily allowance of model tokens per conversation', () => {
  it("counts each turn's prompt and completion tokens as the service reported them, into the conversation's state", async () => {
    const { bot, chat, storage } = budgetedBot();
    await chat.say('create a groceries list with milk');
    expect(await storedTokens(storage)).toBeUndefined();
    bot.model.enqueue(costing(300, 20, doAction('addItems', { list: 'groceries', items: ['bacon'] }), say('Added bacon for breakfast.')));
    await chat.say('something for breakfast');
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 320 });
    bot.model.enqueue(costing(100, 5, say('Pancakes need flour, eggs and milk.')));
    await chat.say('what goes into pancakes');
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 425 });
  });

  it('past it makes no model request and says so once; the lists are unchanged and plain requests still work offline', async () => {
    const { bot, chat, storage } = budgetedBot();
    await chat.say('create a groceries list with milk');
    bot.model.enqueue(costing(990, 10, say('A feast needs a plan.')));
    await chat.say('plan a feast');
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 1000 });
    const asked = bot.model.requests.length;

    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['bacon'] }), say('Added bacon.')));
    const repliesBefore = chat.replies().length;
    await chat.say('something for breakfast');
    expect(bot.model.requests).toHaveLength(asked);
    expect(chat.replies().slice(repliesBefore)).toEqual([SPENT_AUTO]);
    expect(bot.logger.entries.filter((entry) => entry.message === 'turn').at(-1)?.fields).toMatchObject({ outcome: 'failed', reason: 'model_budget_spent', modelCalls: 0 });

    await chat.say('add eggs to groceries');
    expect(chat.replies().at(-1)).toBe('Added eggs to groceries.');
    expect(await groceriesOn(chat)).toEqual(['milk', 'eggs']);
    expect(bot.model.requests).toHaveLength(asked);
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 1000 });
  });

  it('lets the turn that crosses it finish, and refuses the next', async () => {
    const { bot, chat } = budgetedBot();
    bot.model.enqueue(costing(600, 10, say('One.')));
    await chat.say('plan a feast');
    bot.model.enqueue(costing(600, 10, doAction('createList', { list: 'feast', items: ['cake'] }), say('Started the feast list.')));
    await chat.say('start a feast list with something sweet');
    expect(chat.replies().at(-1)).toBe('Started the feast list.');
    await chat.say('and something savoury');
    expect(bot.model.requests).toHaveLength(2);
    expect(chat.replies().at(-1)).toBe(SPENT_AUTO);
  });

  it('asks the model again once the next UTC day begins', async () => {
    const clock = handClock(Date.parse('2026-12-01T23:30:00Z'));
    const { bot, chat, storage } = budgetedBot({ clock });
    bot.model.enqueue(costing(2000, 10, say('A feast needs a plan.')));
    await chat.say('plan a feast');
    await chat.say('plan a feast again');
    expect(bot.model.requests).toHaveLength(1);
    expect(chat.replies().at(-1)).toBe(SPENT_AUTO);

    clock.advance(HOUR);
    bot.model.enqueue(costing(50, 5, say('A new day, a new feast.')));
    await chat.say('plan a feast at last');
    expect(bot.model.requests).toHaveLength(2);
    expect(chat.replies().at(-1)).toBe('A new day, a new feast.');
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-02', used: 55 });
  });

  it('under PLANNER=llm answers every message with the allowance, asking the model nothing', async () => {
    const { bot, chat } = budgetedBot({ env: { PLANNER: 'llm' } });
    bot.model.enqueue(costing(1000, 1, doAction('createList', { list: 'groceries', items: ['milk'] }), say('Created groceries with milk.')));
    await chat.say('create a groceries list with milk');
    await chat.say('add eggs to groceries');
    expect(bot.model.requests).toHaveLength(1);
    expect(chat.replies().at(-1)).toBe(SPENT_LLM);
    await chat.say('/lists');
    await chat.press('Show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
  });

  it('counts the tokens of a turn that failed after its model calls', async () => {
    const { bot, chat, storage } = budgetedBot({ env: { PLAN_REPAIR_ATTEMPTS: '2' } });
    // A plan naming no known action, three times: the first answer and two repairs.
    for (let call = 0; call < 3; call++) {
      bot.model.enqueue(costing(100, 10, doAction('teleport', { list: 'groceries' })));
    }
    await chat.say('beam the groceries home');
    expect(bot.model.requests).toHaveLength(3);
    expect(chat.replies().at(-1)).toMatch(/^Sorry, I couldn't turn that into changes/);
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 330 });
  });

  it('is off by default: no count is kept and the model is always asked', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ env: { PLANNER: 'auto' }, storage });
    const chat = bot.conversation('a:budget');
    bot.model.enqueue(costing(1_000_000, 1_000_000, say('That was a long one.')), costing(1_000_000, 1_000_000, say('And another.')));
    await chat.say('plan a feast');
    await chat.say('plan another feast');
    expect(bot.model.requests).toHaveLength(2);
    expect(chat.replies()).toEqual(['That was a long one.', 'And another.']);
    expect(await storedTokens(storage)).toBeUndefined();
  });
});

describe('the allowance across instances sharing the storage', () => {
  it('holds on an instance that did not spend it', async () => {
    const storage = new ScriptedStorage();
    const clock = handClock();
    const here = budgetedBot({ storage, clock });
    const there = budgetedBot({ storage, clock });
    here.bot.model.enqueue(costing(1200, 10, say('A feast needs a plan.')));
    await here.chat.say('plan a feast');
    there.bot.model.enqueuePlans(plan(say('Planned elsewhere.')));
    await there.chat.say('plan a feast there');
    expect(there.bot.model.requests).toHaveLength(0);
    expect(there.chat.replies()).toEqual([SPENT_AUTO]);
  });

  it('keeps both counts when two turns that called the model race to save: none lost, none counted twice', async () => {
    const storage = new ScriptedStorage();
    const clock = handClock();
    const here = budgetedBot({ storage, clock });
    const there = budgetedBot({ storage, clock });
    await here.chat.say('create a groceries list with milk');
    here.bot.model.enqueue(costing(200, 20, doAction('addItems', { list: 'groceries', items: ['bacon'] }), say('Added bacon for breakfast.')));
    there.bot.model.enqueue(costing(300, 30, doAction('addItems', { list: 'groceries', items: ['cake'] }), say('Added cake for dessert.')));
    // Between this turn's read and its save, the other instance runs and saves a model turn of its own.
    storage.beforeNextWrite(() => there.chat.say('something for dessert'));
    await here.chat.say('something for breakfast');
    expect(here.bot.logger.messages()).toContain('turn applied again after a conflict');
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 550 });
    expect((await groceriesOn(here.chat)).sort()).toEqual(['bacon', 'cake', 'milk']);
  });

  it("keeps the count of a racing turn whose changes no longer apply", async () => {
    const storage = new ScriptedStorage();
    const clock = handClock();
    const here = budgetedBot({ storage, clock });
    const there = budgetedBot({ storage, clock });
    await here.chat.say('create a groceries list with milk');
    here.bot.model.enqueue(costing(200, 20, doAction('removeItems', { list: 'groceries', items: ['milk'] }), say('Took the milk off.')));
    storage.beforeNextWrite(() => there.chat.say('delete milk from groceries'));
    await here.chat.say('tidy up the dairy bits');
    expect(here.bot.model.requests).toHaveLength(1);
    expect(here.chat.replies().at(-1)).toMatch(/^Someone changed the lists at the same moment, and your request no longer applies/);
    expect(await storedTokens(storage)).toEqual({ day: '2026-12-01', used: 220 });
  });
});
