import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { freePort } from './fakes/free-port';
import { doAction, plan, say } from './fakes/plans';
import { listsSectionOf } from './fakes/prompt-sections';
import { ScriptedModelServer } from './fakes/scripted-model-server';
import { waitFor } from './fakes/wait-for';

/** A conversation with the bot, and the lists as the model is shown them, which is the stored state. */
function conversationWith(getBot: () => BotProcess, model: () => ScriptedModelServer, connector: () => FakeConnector, prefix: string) {
  let count = 0;
  let conversationId = '';
  return {
    next() {
      conversationId = `a:${prefix}-${++count}`;
    },
    async send(text: string, ...answers: unknown[]) {
      const before = connector().textsTo(conversationId).length;
      const firstRequest = model().requests.length;
      model().enqueuePlans(...answers);
      await getBot().say({ text, conversationId, serviceUrl: connector().serviceUrl });
      return { replies: connector().textsTo(conversationId).slice(before), firstRequest, requests: model().requests.length - firstRequest };
    },
    async storedLists(): Promise<string> {
      const firstRequest = model().requests.length;
      model().enqueuePlans(plan(say('Here they are.')));
      await getBot().say({ text: 'show my lists', conversationId, serviceUrl: connector().serviceUrl });
      return listsSectionOf(model().requests[firstRequest]?.body);
    },
  };
}

describe('the ReAct loop against a scripted model', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;
  const chat = conversationWith(() => bot, () => model, () => connector, 'react');

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, PLAN_MAX_STEPS: '3' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  beforeEach(async () => {
    chat.next();
    await chat.send(
      'set up groceries and party',
      plan(doAction('createList', { list: 'groceries', items: ['milk'] }), doAction('createList', { list: 'party', items: ['chips', '2 bags of ice'] }), say('Set up.')),
    );
  });

  it('copies a list with one nested plan in one model call', async () => {
    const turn = await chat.send(
      'copy everything from party to groceries',
      plan(doAction('addItems', { list: 'groceries', items: { type: 'DO', action: 'getItems', parameters: { list: 'party' } } }), say('Copied party to groceries.')),
    );
    expect(turn.requests).toBe(1);
    expect(turn.replies).toEqual(['Copied party to groceries.']);
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk", "chips", "2 bags of ice"\n- "party": "chips", "2 bags of ice"');
  });

  it('moves with nested calls evaluated before anything changes', async () => {
    const partyItems = { type: 'DO', action: 'getItems', parameters: { list: 'party' } };
    const turn = await chat.send(
      'move everything from party to groceries',
      plan(doAction('addItems', { list: 'groceries', items: partyItems }), doAction('removeItems', { list: 'party', items: partyItems }), say('Moved party to groceries.')),
    );
    expect(turn.requests).toBe(1);
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk", "chips", "2 bags of ice"\n- "party": (empty)');
  });

  it('rejects a nested call whose output does not fit its parameter, before anything runs', async () => {
    const turn = await chat.send(
      'add cake to whichever list has chips',
      plan(doAction('addItems', { list: { type: 'DO', action: 'findItem', parameters: { item: 'chips' } }, items: ['cake'] }), say('Added cake.')),
      plan(doAction('addItems', { list: 'party', items: ['cake'] }), say('Added cake to party.')),
    );
    expect(turn.requests).toBe(2);
    expect(model.promptOf(turn.firstRequest + 1)).toContain(
      'commands[0] addItems.list: must be a non-empty string, but findItem returns an array of strings',
    );
    expect(turn.replies).toEqual(['Added cake to party.']);
    expect(await chat.storedLists()).toContain('- "party": "chips", "2 bags of ice", "cake"');
  });

  it('rejects nesting an action that returns nothing', async () => {
    const turn = await chat.send(
      'make a list and copy it',
      plan(doAction('addItems', { list: 'groceries', items: { type: 'DO', action: 'createList', parameters: { list: 'x' } } }), say('Done.')),
      plan(say('I can only copy from lists that exist.')),
    );
    expect(model.promptOf(turn.firstRequest + 1)).toContain(
      "commands[0] addItems.items: 'createList' returns nothing, so it cannot be nested; only read actions can (getItems, findItem, whoAdded, getUsualItems)",
    );
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk"\n- "party": "chips", "2 bags of ice"');
  });

  it('lets the model answer from a read action it asked for', async () => {
    const turn = await chat.send(
      'which list has the ice?',
      plan(doAction('findItem', { item: 'ice' })),
      plan(say('The ice (2 bags) is on party.')),
    );
    expect(turn.requests).toBe(2);
    expect(model.promptOf(turn.firstRequest + 1)).toContain('user: Observation:\nfindItem({"item":"ice"}) returned ["party"]\nAnswer with a plan that ends with a SAY for the user.');
    expect(turn.replies).toEqual(['The ice (2 bags) is on party.']);
  });

  it('stops a plan that loops at the step limit, changing nothing', async () => {
    const looping = (n: number) => plan(doAction('addItems', { list: 'groceries', items: [`thing ${n}`] }), doAction('getItems', { list: 'groceries' }));
    const turn = await chat.send('keep adding things', looping(1), looping(2), looping(3), looping(4));
    expect(turn.requests).toBe(3);
    // The fourth plan was never asked for.
    expect(model.discardPending()).toBe(1);
    expect(turn.replies).toEqual(["That took more steps than I'm allowed in one turn, so nothing was changed. Try asking for one thing at a time."]);
    // The prompt of the third step showed the first two additions; the turn's end undid them all.
    expect(model.promptOf(turn.firstRequest + 2)).toContain('- "groceries": "milk", "thing 1", "thing 2"');
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk"\n- "party": "chips", "2 bags of ice"');
  });

  it('ends the turn with the failure when the model repeats a failing plan: 2 model calls, not 3', async () => {
    const failing = plan(doAction('addItems', { list: 'bakery', items: ['bread'] }), say('Added bread.'));
    const turn = await chat.send('add bread to the bakery list', failing, failing, failing);
    expect(turn.requests).toBe(2);
    expect(model.discardPending()).toBe(1);
    expect(turn.replies).toEqual(["There is no list called 'bakery'. Your lists: groceries, party."]);
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk"\n- "party": "chips", "2 bags of ice"');
  });

  it('removes the items that are there and says which were not, in 1 model call', async () => {
    const turn = await chat.send(
      'remove chips and salsa from party',
      plan(doAction('removeItems', { list: 'party', items: ['chips', 'salsa'] }), say('Removed chips and salsa from party.')),
      plan(say('An observation should not have been needed.')),
    );
    expect(turn.requests).toBe(1);
    expect(model.discardPending()).toBe(1);
    expect(turn.replies).toEqual(["Removed chips from party. Salsa wasn't on party."]);
    expect(await chat.storedLists()).toBe('The lists now:\n- "groceries": "milk"\n- "party": "2 bags of ice"');
  });

  it('says nothing untrue: a SAY before a failing action is not sent', async () => {
    const turn = await chat.send(
      'add bread to the bakery list',
      plan(say('Adding bread now!'), doAction('addItems', { list: 'bakery', items: ['bread'] }), say('Added bread.')),
      plan(say("There is no bakery list; your lists are groceries and party. Shall I create it?")),
    );
    expect(turn.replies).toEqual(["There is no bakery list; your lists are groceries and party. Shall I create it?"]);
  });
});

describe('the time a turn may take', () => {
  it('stops a turn that runs past PLAN_MAX_TURN_MS, changing nothing', async () => {
    const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, PLAN_MAX_TURN_MS: '700' });
    try {
      model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['milk'] }), say('Created groceries.')));
      await bot.say({ text: 'make groceries', conversationId: 'a:slow', serviceUrl: connector.serviceUrl });
      const slowRead = (n: number) => ({ content: JSON.stringify(plan(doAction('addItems', { list: 'groceries', items: [`thing ${n}`] }), doAction('getItems', { list: 'groceries' }))), delayMs: 400 });
      model.enqueue(slowRead(1), slowRead(2), slowRead(3));
      await bot.say({ text: 'keep going slowly', conversationId: 'a:slow', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:slow').at(-1)).toBe('That took too long, so nothing was changed. Please try again, or ask for one thing at a time.');
      model.discardPending();
      model.enqueuePlans(plan(say('ok')));
      await bot.say({ text: 'show my lists', conversationId: 'a:slow', serviceUrl: connector.serviceUrl });
      expect(model.promptOf(model.requests.length - 1)).toContain('The lists now:\n- "groceries": "milk"\n');
    } finally {
      await bot.stop();
      await Promise.all([model.close(), connector.close()]);
    }
  });
});

describe('structured outputs', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, PLAN_STRUCTURED_OUTPUTS: 'on' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  it('asks for the plan with a strict JSON schema built from the actions', async () => {
    model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: null }), say('Created groceries.')));
    await bot.say({ text: 'make groceries', conversationId: 'a:structured', serviceUrl: connector.serviceUrl });
    const format = model.requests[0]?.body.response_format as { type: string; json_schema: { strict: boolean; schema: { properties: { commands: { items: { anyOf: { properties: { action?: { enum: string[] } } }[] } } } } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    const actions = format.json_schema.schema.properties.commands.items.anyOf.map((command) => command.properties.action?.enum[0]);
    expect(actions).toEqual([
      'createList', 'deleteList', 'addItems', 'removeItems', 'setQuantity', 'markBought', 'markNotBought', 'clearBought', 'moveToSection', 'renameList',
      'getItems', 'findItem', 'whoAdded', 'showList', 'getUsualItems', 'addUsualItems', 'setUsual', 'proposeRecipe', 'setReminder', undefined,
    ]);
    // null for an optional parameter, as strict mode sends it, means "not given".
    expect(connector.textsTo('a:structured')).toEqual(['Created groceries.']);
  });

  it('still works through the repair loop with a server that ignores the format', async () => {
    model.enqueuePlans('Sure! I have added eggs.', plan(doAction('addItems', { list: 'groceries', items: ['eggs'] }), say('Added eggs to groceries.')));
    await bot.say({ text: 'add eggs', conversationId: 'a:structured', serviceUrl: connector.serviceUrl });
    expect(model.requests).toHaveLength(3);
    expect(model.promptOf(2)).toContain('Your answer was not JSON.');
    expect(connector.textsTo('a:structured').at(-1)).toBe('Added eggs to groceries.');
  });
});

describe('when the model cannot be reached', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  it('says so when the connection is refused, and changes nothing', async () => {
    const port = await freePort();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` });
    try {
      await bot.say({ text: 'add tea to groceries', conversationId: 'a:refused', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:refused')).toEqual(["I couldn't reach the language model, so nothing was changed. Please try again in a moment."]);
    } finally {
      await bot.stop();
    }
  });

  it('waits as long as a 429 Retry-After asks, then answers', async () => {
    const model = await ScriptedModelServer.start();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl });
    try {
      model.enqueue({ status: 429, headers: { 'retry-after': '1' } });
      model.enqueuePlans(plan(doAction('createList', { list: 'tea' }), say('Created tea.')));
      const started = Date.now();
      await bot.say({ text: 'make a tea list', conversationId: 'a:429', serviceUrl: connector.serviceUrl });
      // A lower bound only: the client must not retry sooner than the server asked.
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(model.requests).toHaveLength(2);
      expect(connector.textsTo('a:429')).toEqual(['Created tea.']);
    } finally {
      await bot.stop();
      await model.close();
    }
  });

  it('says the model is busy when it stays rate limited, and changes nothing', async () => {
    const model = await ScriptedModelServer.start();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl });
    try {
      const limited = { status: 429, headers: { 'retry-after': '0' } };
      model.enqueue(limited, limited, limited);
      await bot.say({ text: 'make a tea list', conversationId: 'a:429-always', serviceUrl: connector.serviceUrl });
      expect(model.requests).toHaveLength(3);
      expect(connector.textsTo('a:429-always')).toEqual(['The language model is busy right now, so nothing was changed. Please try again in a minute.']);
    } finally {
      await bot.stop();
      await model.close();
    }
  });

  it("cancels the model's call when the turn's time is up, rather than leaving it to run", async () => {
    const model = await ScriptedModelServer.start();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, PLAN_MAX_TURN_MS: '300', MODEL_TIMEOUT_MS: '60000' });
    try {
      model.enqueue({ hang: true });
      await bot.say({ text: 'plan a slow feast', conversationId: 'a:deadline', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:deadline')).toEqual(['That took too long, so nothing was changed. Please try again, or ask for one thing at a time.']);
      // The client closes the request when the turn ends; the model's own timeout is a minute away.
      await waitFor(() => model.requests[0]?.abandoned === true);
      expect(model.requests).toHaveLength(1);
    } finally {
      await bot.stop();
      await model.close();
    }
  });

  it('answers a message the content filter refuses as what it is, and never rests the model for it', async () => {
    const model = await ScriptedModelServer.start();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, MODEL_FAILURES_TO_REST: '2', MODEL_REST_MS: '600000' });
    try {
      const filtered = { status: 400, body: { error: { message: 'The response was filtered', type: null, code: 'content_filter', param: 'prompt' } } };
      model.enqueue(filtered, filtered, filtered);
      for (const text of ['plan something rude', 'and again', 'and once more']) {
        await bot.say({ text, conversationId: 'a:filtered', serviceUrl: connector.serviceUrl });
      }
      expect(model.requests).toHaveLength(3);
      expect(new Set(connector.textsTo('a:filtered'))).toEqual(new Set(["The language model's content filter refused that message, so nothing was changed. Try saying it another way."]));
      model.enqueuePlans(plan(doAction('createList', { list: 'tea' }), say('Made a tea list.')));
      await bot.say({ text: 'make a tea list', conversationId: 'a:filtered', serviceUrl: connector.serviceUrl });
      expect(connector.textsTo('a:filtered').at(-1)).toBe('Made a tea list.');
    } finally {
      await bot.stop();
      await model.close();
    }
  });

  it('gives up on a model that never answers after the configured timeout', async () => {
    const model = await ScriptedModelServer.start();
    const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, MODEL_TIMEOUT_MS: '300' });
    try {
      model.enqueue({ hang: true }, { hang: true }, { hang: true });
      await bot.say({ text: 'make a tea list', conversationId: 'a:timeout', serviceUrl: connector.serviceUrl });
      expect(model.requests).toHaveLength(3);
      expect(connector.textsTo('a:timeout')).toEqual(["I couldn't reach the language model, so nothing was changed. Please try again in a moment."]);
    } finally {
      await bot.stop();
      await model.close();
    }
  });
});
