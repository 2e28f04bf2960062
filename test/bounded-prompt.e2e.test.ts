import { GPTTokenizer } from '@microsoft/teams-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { listsShownIn } from './fakes/prompt-sections';
import { ScriptedModelServer } from './fakes/scripted-model-server';

const tokenizer = new GPTTokenizer();
const tokens = (text: string) => tokenizer.encode(text).length;

describe('a prompt that stays bounded with 50 lists of 500 items', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;
  const conversationId = 'a:bounded';

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl });
    for (let list = 1; list <= 50; list++) {
      const items = Array.from({ length: 500 }, (_, item) => `item ${item + 1} of list ${list}`);
      model.enqueuePlans(plan(doAction('createList', { list: `list ${list}`, items }), say(`Created list ${list}.`)));
      await bot.say({ text: `create list ${list}`, conversationId, serviceUrl: connector.serviceUrl });
    }
  }, 120_000);

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  it('keeps the prompt within its budget and still changes a list whose items it does not show', async () => {
    const first = model.requests.length;
    model.enqueuePlans(plan(doAction('removeItems', { list: 'list 37', items: ['item 5 of list 37'] }), say('Removed item 5 from list 37.')));
    await bot.say({ text: 'take item 5 off list 37', conversationId, serviceUrl: connector.serviceUrl });
    expect(connector.textsTo(conversationId).at(-1)).toBe('Removed item 5 from list 37.');

    const lists = listsShownIn(model.requests[first]?.body);
    expect(tokens(lists)).toBeLessThanOrEqual(1000);
    expect(lists).toContain('- "list 37": 500 items, items not shown');
    // The whole prompt, history included, fits the plan prompt's max_input_tokens.
    expect(tokens(model.requests[first]?.body.messages.map((message) => message.content).join('\n') ?? '')).toBeLessThanOrEqual(3500);

  });

  it('reads a list the prompt does not show through getItems, with the result bounded', async () => {
    const first = model.requests.length;
    model.enqueuePlans(plan(doAction('getItems', { list: 'list 12' })), plan(say('List 12 has 500 items, starting with item 1 of list 12.')));
    await bot.say({ text: "what's on list 12?", conversationId, serviceUrl: connector.serviceUrl });

    const observation = model.requests[first + 1]?.body.messages.at(-1)?.content ?? '';
    expect(observation).toMatch(/^Observation:\ngetItems\(\{"list":"list 12"\}\) returned \["item 1 of list 12",/);
    expect(observation).toContain('(cut short)');
    expect(connector.textsTo(conversationId).at(-1)).toBe('List 12 has 500 items, starting with item 1 of list 12.');
  });

  it('copies all 500 items of a list the prompt does not show, by nesting, in one model call', async () => {
    // Making room: deleting a list is confirmed on its card first.
    model.enqueuePlans(plan(doAction('deleteList', { list: 'list 50' }), say('Deleted list 50.')));
    await bot.say({ text: 'delete list 50', conversationId, serviceUrl: connector.serviceUrl });
    const confirmation = connector.lastCard(conversationId);
    await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: confirmation.id, card: confirmation.card, title: 'Confirm' });

    model.enqueuePlans(
      plan(doAction('createList', { list: 'copy of 3', items: { type: 'DO', action: 'getItems', parameters: { list: 'list 3' } } }), say('Copied list 3.')),
    );
    const first = model.requests.length;
    await bot.say({ text: 'copy list 3 into a new list', conversationId, serviceUrl: connector.serviceUrl });
    expect(model.requests.length - first).toBe(1);
    expect(connector.textsTo(conversationId).at(-1)).toBe('Copied list 3.');
    model.enqueuePlans(plan(say('ok')));
    await bot.say({ text: 'show my lists', conversationId, serviceUrl: connector.serviceUrl });
    expect(model.promptOf(model.requests.length - 1)).toContain('- "copy of 3": 500 items, items not shown');
    expect(model.promptOf(model.requests.length - 1)).not.toContain('- list 50:');
  });
});
