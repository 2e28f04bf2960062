import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { cardToText } from '../src/cards/card-text';
import { BotProcess } from './fakes/bot-process';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';

describe('with no model configured', () => {
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    connector = await FakeConnector.start();
    bot = await BotProcess.start();
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
  });

  it('keeps lists over five turns with the offline planner', async () => {
    const conversationId = 'a:offline-five-turns';
    const turn = async (text: string) => {
      const before = connector.textsTo(conversationId).length;
      await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
      return connector.textsTo(conversationId).slice(before);
    };
    expect(await turn('Create a groceries list with milk and eggs')).toEqual(['Created groceries with milk and eggs.']);
    expect(await turn('add 2 loaves of bread')).toEqual(['Added 2 loaves of bread to groceries.']);
    expect(await turn('we have eggs already')).toEqual(['Removed eggs from groceries.']);
    expect(await turn("what's on groceries?")).toEqual([
      'groceries\n2 items\nBakery\n☐ 2 loaves of bread · added by Alice\nDairy & eggs\n☐ milk · added by Alice\n[Add] [Refresh]',
    ]);
    // Deleting is shown for confirmation first, and happens on Confirm.
    expect(await turn('delete the groceries list')).toEqual([
      'Please confirm\nThis will:\n- Delete the list groceries and its 2 items (milk, 2 loaves of bread)\n[Confirm] [Cancel]',
    ]);
    const confirmation = connector.lastCard(conversationId);
    const answer = await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: confirmation.id, card: confirmation.card, title: 'Confirm' });
    expect(cardToText(answer.value as AdaptiveCard)).toBe('Done\n- Delete the list groceries and its 2 items (milk, 2 loaves of bread)\nType /undo to take it back.');
    expect(await turn('what lists do I have?')).toEqual(['You have no lists yet. Try "create a groceries list with milk and eggs".']);
  });

  it('offers what it reads less surely as buttons Teams posts back as proposal.accept invokes', async () => {
    const conversationId = 'a:offline-proposals';
    const turn = async (text: string) => {
      const before = connector.textsTo(conversationId).length;
      await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
      return connector.textsTo(conversationId).slice(before);
    };
    await turn('create a groceries list with rice and milk');
    // A removal read among other words is offered, not made.
    expect(await turn('take the rice off, found a bag in the cupboard')).toEqual([
      'Did you mean: remove rice from groceries? Nothing is changed until you tap it. (Left out: "found a bag in the cupboard".)\n[Remove rice from groceries]',
    ]);
    const proposal = connector.lastCard(conversationId);
    expect(JSON.stringify(proposal.card)).toContain('"verb":"proposal.accept"');
    const answer = await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: proposal.id, card: proposal.card, title: 'Remove rice from groceries' });
    expect(cardToText(answer.value as AdaptiveCard)).toBe('Done\n- Remove rice from groceries\nType /undo to take it back.');
    // Pressed again (a second tap, or someone else's), it makes nothing twice.
    const again = await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: proposal.id, card: proposal.card, title: 'Remove rice from groceries' });
    expect(cardToText(again.value as AdaptiveCard)).toMatch(/^Nothing was changed\nThis is no longer waiting/);
    // An addition read leniently is made, with Undo under it.
    expect(await turn('and feta')).toEqual(['Added feta to groceries.\n[Undo]']);
    const added = connector.lastCard(conversationId);
    await bot.pressButton({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: added.id, card: added.card, title: 'Undo' });
    expect(await turn('show groceries')).toEqual(['groceries\n1 item\nDairy & eggs\n☐ milk · added by Alice\n[Add] [Refresh]']);
  });

  it('declines what it does not understand and changes nothing', async () => {
    const conversationId = 'a:offline-declines';
    await bot.say({ text: 'create a party list with chips', conversationId, serviceUrl: connector.serviceUrl });
    await bot.say({ text: 'add something nice to party and then tell me a joke', conversationId, serviceUrl: connector.serviceUrl });
    await bot.say({ text: 'show me party', conversationId, serviceUrl: connector.serviceUrl });
    expect(connector.textsTo(conversationId)).toEqual([
      'Created party with chips.',
      // What it could not read is said back, with how to ask instead.
      'I couldn\'t tell what to do with "add something nice to party and then tell me a joke", so nothing was changed. Try "add milk to party", "what\'s on party?", or /help.',
      'party\n1 item\nSnacks\n☐ chips · added by Alice\n[Add] [Refresh]',
    ]);
  });

  it('logs that the offline planner answered each turn', () => {
    expect(bot.logLines()).toContainEqual(expect.objectContaining({ level: 'info', msg: 'turn', activityType: 'message', planner: 'offline' }));
  });
});

describe('PLANNER=auto with a model configured', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ OPENAI_BASE_URL: model.baseUrl, PLANNER: 'auto' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  it('answers the requests the offline planner understands without calling the model', async () => {
    const conversationId = 'a:auto-fast-path';
    for (const text of ['create a groceries list with milk', 'add eggs and butter to groceries', 'we have milk already', "what's on groceries?", 'move everything from groceries to groceries', 'help']) {
      await bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
    }
    expect(model.requests).toEqual([]);
    expect(connector.textsTo(conversationId)[3]).toBe('groceries\n2 items\nDairy & eggs\n☐ eggs · added by Alice\n☐ butter · added by Alice\n[Add] [Refresh]');
  });

  it('sends what it does not understand to the model, with the lists in the prompt', async () => {
    const conversationId = 'a:auto-model';
    await bot.say({ text: 'create a party list with chips', conversationId, serviceUrl: connector.serviceUrl });
    model.enqueuePlans(plan(doAction('addItems', { list: 'party', items: ['guacamole', 'tortilla chips'] }), say('Added guacamole and tortilla chips for a Mexican night.')));
    await bot.say({ text: 'plan a Mexican night on the party list', conversationId, serviceUrl: connector.serviceUrl });
    expect(model.requests).toHaveLength(1);
    expect(model.promptOf(0)).toContain('- "party": "chips"');
    expect(model.promptOf(0)).toContain('user: plan a Mexican night on the party list');
    await bot.say({ text: 'show me party', conversationId, serviceUrl: connector.serviceUrl });
    expect(model.requests).toHaveLength(1);
    expect(connector.textsTo(conversationId).at(-1)).toBe(
      'party\n3 items\nDairy & eggs\n☐ guacamole · added by Alice\nSnacks\n☐ chips · added by Alice\n☐ tortilla chips · added by Alice\n[Add] [Refresh]',
    );
  });

  it('logs which planner answered each turn', () => {
    expect(bot.logLines()).toContainEqual(expect.objectContaining({ level: 'info', msg: 'turn', planner: 'offline', modelCalls: 0 }));
    expect(bot.logLines()).toContainEqual(expect.objectContaining({ level: 'info', msg: 'turn', planner: 'openai', modelCalls: 1 }));
  });
});
