import { describe, expect, it } from 'vitest';
import { ConversationQueue } from '../../src/turns/conversation-queue';
import { InProcessBot } from '../fakes/in-process-bot';
import { plan, say } from '../fakes/plans';
import { waitFor } from '../fakes/wait-for';

describe("one conversation's turns one at a time, different conversations side by side", () => {
  it("starts a conversation's next turn only when its previous one has ended, and lets another conversation's turn pass meanwhile", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const asked = () => bot.model.requests.map((request) => request.body.messages.at(-1)?.content);
    const chat = bot.conversation('a:queue-one');
    const other = bot.conversation('a:queue-other');
    const releaseFirst = bot.model.enqueueHeldPlan(plan(say('First answer.')));
    bot.model.enqueuePlans(plan(say('Answer elsewhere.')), plan(say('Second answer.')));
    const first = chat.say('first question');
    const second = chat.say('second question');
    let elsewhere: Promise<void> | undefined;
    try {
      await waitFor(() => bot.model.requests.length === 1, 2_000);
      elsewhere = other.say('question elsewhere');
      // Waited for with a deadline, not awaited: were it queued behind the held turn, it would never end.
      await waitFor(() => other.replies().length === 1, 2_000);
      expect(other.replies()).toEqual(['Answer elsewhere.']);
      // The second question came before the other conversation's, and is still waiting for the first.
      expect(asked()).toEqual(['first question', 'question elsewhere']);
      expect(chat.replies()).toEqual([]);
    } finally {
      releaseFirst();
      await Promise.all([first, second, elsewhere]);
    }
    expect(asked()).toEqual(['first question', 'question elsewhere', 'second question']);
    expect(chat.replies()).toEqual(['First answer.', 'Second answer.']);
  });

  it('applies every one of many messages sent to one conversation at once', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:queue-burst');
    await chat.say('create a groceries list');
    const items = Array.from({ length: 20 }, (_, index) => `item ${index + 1}`);
    await Promise.all(items.map((item) => chat.say(`add ${item} to groceries`)));
    expect(chat.replies().slice(1)).toEqual(items.map((item) => `Added ${item} to groceries.`));
    // In one process the queue alone keeps them apart: no turn had to be applied again.
    expect(bot.logger.messages()).not.toContain('turn applied again after a conflict');
  });
});

describe('ConversationQueue', () => {
  const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('runs the work of one key in order, even when the first is slower', async () => {
    const queue = new ConversationQueue();
    const done: string[] = [];
    await Promise.all([queue.run('a', () => later('slow', 30).then((value) => done.push(value))), queue.run('a', async () => done.push('fast'))]);
    expect(done).toEqual(['slow', 'fast']);
  });

  it('runs the work of different keys side by side', async () => {
    const queue = new ConversationQueue();
    const done: string[] = [];
    await Promise.all([queue.run('a', () => later('a', 30).then((value) => done.push(value))), queue.run('b', async () => done.push('b'))]);
    expect(done).toEqual(['b', 'a']);
  });

  it('gives each caller its own result or error, and a failure does not stop the next in line', async () => {
    const queue = new ConversationQueue();
    const failed = queue.run('a', async () => {
      throw new Error('this turn failed');
    });
    const next = queue.run('a', async () => 'next');
    await expect(failed).rejects.toThrow('this turn failed');
    await expect(next).resolves.toBe('next');
  });
});
