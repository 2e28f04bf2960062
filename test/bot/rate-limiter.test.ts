import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/turns/rate-limiter';
import { InProcessBot } from '../fakes/in-process-bot';
import { plan, say } from '../fakes/plans';

describe('the rate limit', () => {
  it('answers TURNS_PER_MINUTE messages a minute per conversation, and past it refuses politely with no model call', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm', TURNS_PER_MINUTE: '3' } });
    const chat = bot.conversation('a:chatty');
    for (let turn = 1; turn <= 4; turn++) {
      bot.model.enqueuePlans(plan(say(`Answer ${turn}.`)));
      await chat.say(`question ${turn}`);
    }
    expect(chat.replies()).toEqual([
      'Answer 1.',
      'Answer 2.',
      'Answer 3.',
      "That's more than 3 messages in a minute, so I'm taking a short break from this chat. Please try again in a minute.",
    ]);
    expect(bot.model.requests).toHaveLength(3);
    expect(bot.logger.entries.filter((entry) => entry.message === 'rate limited').map((entry) => entry.level)).toEqual(['warn']);

    const calm = bot.conversation('a:calm');
    await calm.say('question from elsewhere');
    expect(calm.replies()).toEqual(['Answer 4.']);
  });
});

describe('RateLimiter', () => {
  it('allows `perMinute` messages in any minute, counting only those it allowed', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.allow('a')).toBe(true);
    now = 30_000;
    expect([limiter.allow('a'), limiter.allow('a')]).toEqual([true, false]);
    expect(limiter.allow('b')).toBe(true);
    now = 59_999;
    expect(limiter.allow('a')).toBe(false);
    // A minute after the first message, one more fits; the refused ones took no place.
    now = 60_000;
    expect([limiter.allow('a'), limiter.allow('a')]).toEqual([true, false]);
  });
});

describe('RateLimiter.allowEach', () => {
  it('allows what every key has room for, and counts it under each; one full key refuses it, counted under none', () => {
    const limiter = new RateLimiter(2, () => 0);
    expect(limiter.allowEach(['chat', 'alice'])).toBe(true);
    expect(limiter.allowEach(['chat', 'bob'])).toBe(true);
    // The chat is full: Bob is refused there, and his refused read takes no place in his own count.
    expect(limiter.allowEach(['chat', 'bob'])).toBe(false);
    expect(limiter.allowEach(['elsewhere', 'bob'])).toBe(true);
    expect(limiter.allowEach(['elsewhere', 'bob'])).toBe(false);
    expect(limiter.allowEach(['elsewhere', 'carol'])).toBe(true);
  });
});
