import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { listsSectionOf } from './fakes/prompt-sections';
import { ScriptedModelServer } from './fakes/scripted-model-server';

describe('the planner against a scripted model', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;
  let conversationId: string;
  let conversationCount = 0;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'test-key' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  // Each test gets a conversation that already has a groceries list with milk.
  beforeEach(async () => {
    conversationId = `a:planner-${++conversationCount}`;
    await send('start a groceries list with milk', plan(doAction('createList', { list: 'groceries', items: ['milk'] }), say('Created groceries.')));
  });

  async function send(text: string, ...answers: unknown[]) {
    const before = connector.textsTo(conversationId).length;
    const firstRequest = model.requests.length;
    model.enqueuePlans(...answers);
    await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
    return { replies: connector.textsTo(conversationId).slice(before), firstRequest, requests: model.requests.length - firstRequest };
  }

  /** The lists as the model is shown them on the next turn: the conversation's stored state. */
  async function storedLists(): Promise<string> {
    const { firstRequest } = await send('show my lists', plan(say('Here they are.')));
    return listsSectionOf(model.requests[firstRequest]?.body);
  }

  it('runs a plan of several actions in order', async () => {
    const turn = await send(
      'make a party list with chips and salsa, and add eggs to groceries',
      plan(
        doAction('createList', { list: 'party', items: ['chips', 'salsa'] }),
        doAction('addItems', { list: 'groceries', items: ['a dozen eggs'] }),
        say('Created party with chips and salsa, and added a dozen eggs to groceries.'),
      ),
    );
    expect(turn.requests).toBe(1);
    expect(turn.replies).toEqual(['Created party with chips and salsa, and added a dozen eggs to groceries.']);
    expect(await storedLists()).toBe('The lists now:\n- "groceries": "milk", "a dozen eggs"\n- "party": "chips", "salsa"');
  });

  it('tells the model which action is unknown and runs its corrected plan', async () => {
    const turn = await send(
      'add bread',
      plan(doAction('addItem', { list: 'groceries', items: ['bread'] }), say('Added bread.')),
      plan(doAction('addItems', { list: 'groceries', items: ['bread'] }), say('Added bread to groceries.')),
    );
    expect(turn.requests).toBe(2);
    const repair = model.promptOf(turn.firstRequest + 1);
    expect(repair).toContain("commands[0]: unknown action 'addItem'. Valid actions: createList, deleteList, addItems, removeItems, setQuantity, markBought, markNotBought, clearBought, moveToSection, renameList, getItems");
    expect(turn.replies).toEqual(['Added bread to groceries.']);
    expect(await storedLists()).toContain('- "groceries": "milk", "bread"');
  });

  it('tells the model which parameter is invalid and runs its corrected plan', async () => {
    const turn = await send(
      'add butter',
      plan(doAction('addItems', { list: 'groceries', items: 'butter' }), say('Added butter.')),
      plan(doAction('addItems', { list: 'groceries', items: ['butter'] }), say('Added butter to groceries.')),
    );
    expect(turn.requests).toBe(2);
    expect(model.promptOf(turn.firstRequest + 1)).toContain('commands[0] addItems: items must be a non-empty array of strings, got "butter"');
    expect(turn.replies).toEqual(['Added butter to groceries.']);
    expect(await storedLists()).toContain('- "groceries": "milk", "butter"');
  });

  it('tells the model of a nested call in a parameter the action does not have, and runs its corrected plan', async () => {
    const turn = await send(
      'add what is on groceries again',
      plan(doAction('addItems', { list: 'groceries', items: ['jam'], from: { type: 'DO', action: 'getItems', parameters: { list: 'groceries' } } }), say('Added.')),
      plan(doAction('addItems', { list: 'groceries', items: ['jam'] }), say('Added jam to groceries.')),
    );
    expect(turn.requests).toBe(2);
    expect(model.promptOf(turn.firstRequest + 1)).toContain("commands[0] addItems: has no parameter 'from' for the call of getItems; its parameters are list, items");
    expect(turn.replies).toEqual(['Added jam to groceries.']);
    expect(await storedLists()).toContain('- "groceries": "milk", "jam"');
  });

  it('asks again when the answer is not JSON', async () => {
    const turn = await send(
      'add jam',
      'Sure, I will add jam to your groceries list!',
      plan(doAction('addItems', { list: 'groceries', items: ['jam'] }), say('Added jam to groceries.')),
    );
    expect(turn.requests).toBe(2);
    expect(model.promptOf(turn.firstRequest + 1)).toContain('Your answer was not JSON.');
    expect(turn.replies).toEqual(['Added jam to groceries.']);
  });

  it('changes nothing and says so when every repair fails, even if part of the plan was valid', async () => {
    const halfValid = plan(
      doAction('addItems', { list: 'groceries', items: ['cheese'] }),
      doAction('removeItems', { list: 'groceries' }),
      say('Done!'),
    );
    const turn = await send('add cheese and take something off', halfValid, halfValid, halfValid);
    expect(turn.requests).toBe(3);
    expect(model.promptOf(turn.firstRequest + 2)).toContain('commands[1] removeItems: items is required: a non-empty array of strings');
    expect(turn.replies).toEqual([expect.stringMatching(/^Sorry, I couldn't turn that into changes I know how to make, so nothing was changed\./)]);
    expect(await storedLists()).toBe('The lists now:\n- "groceries": "milk"');
  });

  it('tells the model why an action failed, undoes that plan, and runs its corrected plan', async () => {
    const turn = await send(
      'make a bbq list and add charcoal to grocer',
      plan(doAction('createList', { list: 'bbq' }), doAction('addItems', { list: 'grocer', items: ['charcoal'] }), say('Done! Added charcoal.')),
      plan(doAction('createList', { list: 'bbq' }), doAction('addItems', { list: 'groceries', items: ['charcoal'] }), say('Created bbq and added charcoal to groceries.')),
    );
    expect(turn.requests).toBe(2);
    const replan = model.promptOf(turn.firstRequest + 1);
    expect(replan).toContain(
      'user: Observation: commands[1] addItems({"list":"grocer","items":["charcoal"]}) failed: There is no list called \'grocer\'. Your lists: groceries, bbq. Nothing in that plan was applied.',
    );
    // The failed plan was undone, so the prompt of the second step shows the lists as they were.
    expect(listsSectionOf(model.requests[turn.firstRequest + 1]?.body)).toBe('The lists now:\n- "groceries": "milk"');
    expect(turn.replies).toEqual(['Created bbq and added charcoal to groceries.']);
    expect(await storedLists()).toBe('The lists now:\n- "groceries": "milk", "charcoal"\n- "bbq": (empty)');
  });

  it('says the model could not be reached when it answers 500, and changes nothing', async () => {
    model.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
    const turn = await send('add tea');
    // The openai client tries three times in all before giving up.
    expect(turn.requests).toBe(3);
    expect(turn.replies).toEqual(["I couldn't reach the language model, so nothing was changed. Please try again in a moment."]);
    expect(await storedLists()).toBe('The lists now:\n- "groceries": "milk"');
  });
});
