import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InProcessBot } from '../fakes/in-process-bot';
import { plan, say } from '../fakes/plans';

const UNREACHABLE = "I couldn't reach the language model, so nothing was changed. Please try again in a moment.";
const RESTING = /^The language model has failed several times in a row, so I'm giving it a moment's rest, and nothing was changed\./;
const REST_MS = 300;

describe('a model that keeps failing', () => {
  // A failed call is the bot's to log, through its logger: nothing may go to the console (teams-ai's
  // own OpenAIModel printed each one, stack and all, with console.log).
  let consoleWrites: ReturnType<typeof vi.spyOn>[] = [];
  beforeEach(() => {
    consoleWrites = (['log', 'info', 'warn', 'error'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
  });

  afterEach(() => {
    for (const write of consoleWrites) {
      expect(write).not.toHaveBeenCalled();
    }
    vi.restoreAllMocks();
  });

  it('is not called after MODEL_FAILURES_TO_REST failed calls until MODEL_REST_MS has passed; plain requests still work meanwhile', async () => {
    // The bot's clock is the test's: the rest ends when the test says, not when a timer does.
    let now = 1_000_000;
    const bot = new InProcessBot({ env: { PLANNER: 'auto', MODEL_FAILURES_TO_REST: '2', MODEL_REST_MS: String(REST_MS) }, now: () => now });
    const chat = bot.conversation('a:breaker');
    // A server error the client may retry at once, so each failed call is quick.
    bot.model.answerAlways({ status: 500, headers: { 'retry-after-ms': '1' } });
    await chat.say('plan a feast');
    await chat.say('plan a feast, please');
    expect(chat.replies()).toEqual([UNREACHABLE, UNREACHABLE]);

    const asked = bot.model.requests.length;
    now += REST_MS - 1;
    await chat.say('plan a feast now');
    expect(bot.model.requests).toHaveLength(asked);
    expect(chat.replies().at(-1)).toMatch(RESTING);
    await chat.say('create a groceries list with milk');
    expect(chat.replies().at(-1)).toBe('Created groceries with milk.');

    bot.model.answerAlways(undefined);
    bot.model.enqueuePlans(plan(say('A feast it is.')));
    now += 1;
    await chat.say('plan a feast at last');
    expect(bot.model.requests).toHaveLength(asked + 1);
    expect(chat.replies().at(-1)).toBe('A feast it is.');
  });

  it('counts only the service failing: a message its content filter refuses, or one too long, is answered as what it is and never rests the model', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', MODEL_FAILURES_TO_REST: '2', MODEL_REST_MS: '60000' } });
    const chat = bot.conversation('a:breaker-refusals');
    bot.model.answerAlways({ status: 400, body: { error: { message: 'The response was filtered', type: null, code: 'content_filter', param: 'prompt' } } });
    await chat.say('plan something rude');
    await chat.say('plan something rude again');
    bot.model.answerAlways({ status: 400, body: { error: { message: 'maximum context length exceeded', type: 'invalid_request_error', code: 'context_length_exceeded', param: 'messages' } } });
    await chat.say('plan a very long feast');
    const refused = "The language model's content filter refused that message, so nothing was changed. Try saying it another way.";
    expect(chat.replies()).toEqual([refused, refused, 'That was more than the language model can read at once, so nothing was changed. Try a shorter message.']);
    const asked = bot.model.requests.length;
    bot.model.answerAlways(undefined);
    bot.model.enqueuePlans(plan(say('Feast planned.')));
    await chat.say('plan a feast');
    expect(bot.model.requests).toHaveLength(asked + 1);
    expect(chat.replies().at(-1)).toBe('Feast planned.');
  });

  it('counts failures in a row only: a call that succeeds starts the count again', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', MODEL_FAILURES_TO_REST: '2', MODEL_REST_MS: '60000' } });
    const chat = bot.conversation('a:breaker-reset');
    const failure = { status: 500, headers: { 'retry-after-ms': '1' } };
    bot.model.answerAlways(failure);
    await chat.say('plan a feast');
    bot.model.answerAlways(undefined);
    bot.model.enqueuePlans(plan(say('Feast planned.')));
    await chat.say('plan a feast again');
    bot.model.answerAlways(failure);
    await chat.say('and once more');
    const asked = bot.model.requests.length;
    bot.model.answerAlways(undefined);
    bot.model.enqueuePlans(plan(say('Still here.')));
    await chat.say('one last time');
    expect(chat.replies()).toEqual([UNREACHABLE, 'Feast planned.', UNREACHABLE, 'Still here.']);
    expect(bot.model.requests).toHaveLength(asked + 1);
  });
});
