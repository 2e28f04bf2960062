import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from '../../src/logger';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { ScriptedStorage } from '../fakes/scripted-storage';

/** The summary lines the bot logged, in order. */
function summaries(bot: InProcessBot) {
  return bot.logger.entries.filter((entry) => entry.message === 'turn');
}

describe("a turn's summary line", () => {
  it('is one line at info per turn, with every field, for the offline planner', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    await bot.conversation('a:summary-offline').say('create a groceries list with milk');
    expect(summaries(bot)).toEqual([
      {
        level: 'info',
        message: 'turn',
        fields: {
          conversationId: 'a:summary-offline',
          activityType: 'message',
          planner: 'offline',
          modelCalls: 0,
          promptTokens: 0,
          completionTokens: 0,
          steps: 1,
          outcome: 'applied',
          modelMs: 0,
          totalMs: expect.any(Number),
        },
      },
    ]);
  });

  it('counts the model calls, the tokens the service reported and the steps, and times the model', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:summary-model');
    bot.model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['milk'] }), say('Started groceries.')));
    await chat.say('start a groceries list with milk');
    bot.model.enqueuePlans(plan(doAction('getItems', { list: 'groceries' })), plan(say('You have milk.')));
    await chat.say('what do I have?');
    const [first, second] = summaries(bot).map((entry) => entry.fields);
    expect(first).toMatchObject({ planner: 'openai', modelCalls: 1, promptTokens: 1, completionTokens: 1, steps: 1, outcome: 'applied' });
    expect(second).toMatchObject({ planner: 'openai', modelCalls: 2, promptTokens: 2, completionTokens: 2, steps: 2, outcome: 'answered' });
    expect(second?.modelMs).toBeLessThanOrEqual(second?.totalMs as number);
    expect(summaries(bot)).toHaveLength(2);
  });

  it('is applied when one item of a list changed, and answered when a plan left every list as it was', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:summary-unchanged');
    bot.model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['milk', '2 apples'] }), say('Started groceries.')));
    await chat.say('start groceries with milk and 2 apples');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['milk'] }), say('Milk is there.')));
    await chat.say('add milk to groceries');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['3 apples'] }), say('Five apples now.')));
    await chat.say('add 3 apples to groceries');
    expect(summaries(bot).map((entry) => entry.fields?.outcome)).toEqual(['applied', 'answered', 'applied']);
  });

  it('says why a request was declined', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', MAX_MESSAGE_LENGTH: '40' } });
    const chat = bot.conversation('a:summary-declined');
    await chat.say('tell me a joke about the weather');
    await chat.say(`add ${'x'.repeat(40)} to groceries`);
    expect(summaries(bot).map((entry) => [entry.fields?.outcome, entry.fields?.reason])).toEqual([
      ['declined', 'not_understood'],
      ['declined', 'message_too_long'],
    ]);
  });

  it('says why a turn failed: the model refused its key, or the storage is down', async () => {
    const storage = new ScriptedStorage();
    const bot = new InProcessBot({ env: { PLANNER: 'llm' }, storage });
    const chat = bot.conversation('a:summary-failed');
    bot.model.enqueue({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    await chat.say('add milk');
    storage.failNext('read');
    await chat.say('add eggs');
    expect(summaries(bot).map((entry) => entry.fields)).toEqual([
      expect.objectContaining({ outcome: 'failed', reason: 'model_rejected_credentials', modelCalls: 1, promptTokens: 0, callsWithoutUsage: 1 }),
      expect.objectContaining({ outcome: 'failed', reason: 'storage_unavailable', modelCalls: 0 }),
    ]);
  });

  it('leaves the user’s words out of every line above debug, and has them at debug', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    bot.model.enqueuePlans(plan(say('Noted.')));
    await bot.conversation('a:summary-text').say('remember my aunt Matilda likes quince');
    const above = bot.logger.entries.filter((entry) => entry.level !== 'debug');
    expect(above.length).toBeGreaterThan(0);
    expect(JSON.stringify(above)).not.toContain('Matilda');
    const atDebug = bot.logger.entries.filter((entry) => entry.level === 'debug');
    expect(atDebug).toContainEqual(expect.objectContaining({ message: 'turn text', fields: expect.objectContaining({ text: 'remember my aunt Matilda likes quince' }) }));
  });

  it('waits for a confirmation as an answer, and the button that confirms it as applied', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const chat = bot.conversation('a:summary-confirm');
    await chat.say('create a bbq list with charcoal');
    await chat.say('delete the bbq list');
    await chat.press('Confirm');
    expect(summaries(bot).map((entry) => [entry.fields?.activityType, entry.fields?.planner, entry.fields?.outcome, entry.fields?.reason])).toEqual([
      ['message', 'offline', 'applied', undefined],
      ['message', 'offline', 'answered', 'awaiting_confirmation'],
      ['invoke', 'none', 'applied', undefined],
    ]);
  });

  it('names the action whose failure was the answer', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', LIST_MAX_LISTS: '1' } });
    const chat = bot.conversation('a:summary-failed-action');
    await chat.say('create a groceries list with milk');
    bot.model.enqueuePlans(plan(doAction('createList', { list: 'party', items: ['chips'] }), say('Created party.')));
    await chat.say('we need a list for the party, with chips');
    expect(chat.replies().at(-1)).toMatch(/^You already have 1 lists/);
    expect(summaries(bot).at(-1)?.fields).toMatchObject({ outcome: 'answered', failedAction: 'createList' });
  });

  it('through the real logger: the JSON lines at info carry no words of the user, those at debug do', async () => {
    const lines = async (level: LogLevel) => {
      const destination = new PassThrough();
      let text = '';
      destination.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const bot = new InProcessBot({ env: { PLANNER: 'offline' }, logger: createLogger(level, destination) });
      const chat = bot.conversation('a:summary-real');
      await chat.say('create a list called Matilda with quince');
      await chat.say('add figs to Matildas');
      return text;
    };
    const atInfo = await lines('info');
    expect(atInfo.split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['turn', 'turn']);
    expect(atInfo).not.toMatch(/Matilda|quince|figs|a:summary-real/);
    expect(await lines('debug')).toContain('add figs to Matildas');
  });
});
