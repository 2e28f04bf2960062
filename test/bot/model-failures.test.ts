import { describe, expect, it } from 'vitest';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

/** The 'turn failed' line the bot logged, with who must act. */
function failureLogged(bot: InProcessBot) {
  return bot.logger.entries.find((entry) => entry.message === 'turn failed')?.fields;
}

describe("a model's failure, told by its type", () => {
  it('ends teams-ai’s repair loop as the model’s failure, after exactly the repairs allowed, and changes nothing', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', PLAN_REPAIR_ATTEMPTS: '2' } });
    const chat = bot.conversation('a:repairs');
    bot.model.answerAlways({ content: '{"type":"plan","commands":[{"type":"DO","action":"addItems","parameters":{"list":"groceries","items":"milk"}}]}' });
    await chat.say('milk please');
    expect(bot.model.requests).toHaveLength(3);
    expect(chat.replies()).toEqual([expect.stringMatching(/^Sorry, I couldn't turn that into changes I know how to make, so nothing was changed\./)]);
    expect(failureLogged(bot)).toMatchObject({ kind: 'invalid_plan', blame: 'model' });
  });

  it('names the variables to check when the service does not know the model (404)', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:not-found');
    bot.model.enqueue({ status: 404, body: { error: { message: 'The model `gpt-nope` does not exist', type: 'invalid_request_error' } } });
    await chat.say('add milk to groceries');
    expect(bot.model.requests).toHaveLength(1);
    // Escaped as everything sent is: Teams shows OPENAI_MODEL, not an underline.
    expect(chat.replies()).toEqual([expect.stringContaining('OPENAI\\_MODEL')]);
    expect(failureLogged(bot)).toMatchObject({ kind: 'model_rejected_configuration', blame: 'operator' });
  });

  it('keeps a valid plan after one repair, and the turn goes on', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:repaired');
    bot.model.enqueuePlans('not a plan at all', plan(doAction('createList', { list: 'groceries', items: ['milk'] }), say('Started groceries with milk.')));
    await chat.say('start groceries with milk');
    expect(bot.model.requests).toHaveLength(2);
    expect(failureLogged(bot)).toBeUndefined();
    expect(chat.replies()).toEqual(['Started groceries with milk.']);
  });
});
