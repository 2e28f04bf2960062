import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { cardToText } from '../src/cards/card-text';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';

describe('a conversation over HTTP, planned by a scripted model', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'scripted-model' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  it('creates, adds, removes, reads and deletes a list over five turns', async () => {
    const conversationId = 'a:five-turns';
    const turn = async (text: string, ...answers: unknown[]) => {
      const before = connector.textsTo(conversationId).length;
      const firstRequest = model.requests.length;
      model.enqueuePlans(...answers);
      await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
      expect(model.pendingReplies).toBe(0);
      return { replies: connector.textsTo(conversationId).slice(before), prompt: model.promptOf(firstRequest), firstRequest };
    };

    const first = await turn(
      'Create a groceries list with milk and eggs',
      plan(doAction('createList', { list: 'groceries', items: ['milk', 'eggs'] }), say('Created groceries with milk and eggs.')),
    );
    expect(first.replies).toEqual(['Created groceries with milk and eggs.']);
    expect(first.prompt).toContain('(none)');
    expect(first.prompt).toContain('user: Create a groceries list with milk and eggs');
    expect(model.requests[first.firstRequest]?.body.model).toBe('scripted-model');
    expect(model.requests[first.firstRequest]?.headers.authorization).toBe('Bearer test-key');

    const second = await turn(
      'add 2 loaves of bread',
      plan(doAction('addItems', { list: 'groceries', items: ['2 loaves of bread'] }), say('Added 2 loaves of bread to groceries.')),
    );
    expect(second.prompt).toContain('- "groceries": "milk", "eggs"');
    expect(second.replies).toEqual(['Added 2 loaves of bread to groceries.']);

    const third = await turn('we have eggs already', plan(doAction('removeItems', { list: 'groceries', items: ['eggs'] }), say('Removed eggs from groceries.')));
    expect(third.prompt).toContain('- "groceries": "milk", "eggs", "2 loaves of bread"');
    expect(third.replies).toEqual(['Removed eggs from groceries.']);

    const fourth = await turn(
      "what's on groceries?",
      plan(doAction('getItems', { list: 'groceries' })),
      plan(say('On groceries: milk and 2 loaves of bread.')),
    );
    expect(fourth.prompt).toContain('- "groceries": "milk", "2 loaves of bread"');
    // The read action's result is what the model is asked with next.
    expect(model.promptOf(fourth.firstRequest + 1)).toContain('user: Observation:\ngetItems({"list":"groceries"}) returned ["milk","2 loaves of bread"]');
    expect(fourth.replies).toEqual(['On groceries: milk and 2 loaves of bread.']);

    // Deleting a list is shown for confirmation, and happens on Confirm, with no model call.
    const fifth = await turn('delete the groceries list', plan(doAction('deleteList', { list: 'groceries' }), say('Deleted groceries.')));
    expect(fifth.replies).toEqual(['Please confirm\nThis will:\n- Delete the list groceries and its 2 items (milk, 2 loaves of bread)\n[Confirm] [Cancel]']);
    const confirmation = connector.lastCard(conversationId);
    const confirmed = await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: confirmation.id, card: confirmation.card, title: 'Confirm' });
    expect(cardToText(confirmed.value as AdaptiveCard)).toBe('Done\n- Delete the list groceries and its 2 items (milk, 2 loaves of bread)\nType /undo to take it back.');

    const after = await turn('what lists do I have?', plan(say('You have no lists.')));
    expect(after.prompt).toContain('(none)');

    if (process.env.SHOW_TRANSCRIPT) {
      console.log(connector.sent.filter((each) => each.conversationId === conversationId).map((each) => JSON.stringify(each)).join('\n'));
    }
  });

  it('keeps two conversations apart', async () => {
    model.enqueuePlans(plan(doAction('createList', { list: 'hardware', items: ['nails'] }), say('Created hardware.')));
    await bot.say({ text: 'make a hardware list with nails', conversationId: 'a:first', serviceUrl: connector.serviceUrl });

    const otherRequest = model.requests.length;
    model.enqueuePlans(plan(say('You have no lists yet.')));
    await bot.say({ text: 'what lists do I have?', conversationId: 'a:second', serviceUrl: connector.serviceUrl });
    expect(model.promptOf(otherRequest)).toContain('(none)');
    expect(model.promptOf(otherRequest)).not.toContain('hardware');

    const firstAgain = model.requests.length;
    model.enqueuePlans(plan(say('You have hardware.')));
    await bot.say({ text: 'what lists do I have?', conversationId: 'a:first', serviceUrl: connector.serviceUrl });
    expect(model.promptOf(firstAgain)).toContain('- "hardware": "nails"');
  });

  it('answers the Bot Framework Emulator the same way', async () => {
    model.enqueuePlans(plan(doAction('createList', { list: 'party' }), say('Created the party list.')));
    await bot.say({ text: 'new party list', conversationId: 'emulator-conversation', serviceUrl: connector.serviceUrl, channelId: 'emulator' });
    expect(connector.textsTo('emulator-conversation')).toEqual(['Created the party list.']);
  });
});
