import type { TurnContext } from 'botbuilder';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createServer, type ActivityProcessor } from '../src/server';
import { messageActivity } from './fakes/activities';
import { waitFor } from './fakes/wait-for';

/** An adapter that trusts every request and runs its turn at once. */
const trustingAdapter: ActivityProcessor = {
  runActivity: async (_authHeader, activity, logic) => {
    await logic({ activity, turnState: new Map() } as unknown as TurnContext);
    return undefined;
  },
};

/** 'resolved' if `promise` resolves within `ms`, else 'pending'. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<'resolved' | 'pending'> {
  return Promise.race([promise.then(() => 'resolved' as const), new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);
}

describe('closing the server', () => {
  it('resolves every call of close() once the turn in flight has finished', async () => {
    let turnStarted = false;
    let finishTurn = () => {};
    const turnMayFinish = new Promise<void>((resolve) => (finishTurn = resolve));
    const runner = {
      run: async () => {
        turnStarted = true;
        await turnMayFinish;
      },
    };
    const server = createServer({ adapter: trustingAdapter, runner, logger: createLogger('silent') });
    const port = await server.listen(0);
    const response = fetch(`http://127.0.0.1:${port}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(messageActivity({ text: 'hi', conversationId: 'a:closing', serviceUrl: 'http://127.0.0.1:9/' })),
    });
    await waitFor(() => turnStarted);

    const first = server.close();
    const second = server.close();
    expect(await settledWithin(first, 100)).toBe('pending');
    finishTurn();

    expect(await settledWithin(first, 2_000)).toBe('resolved');
    expect(await settledWithin(second, 2_000)).toBe('resolved');
    expect((await response).status).toBe(200);
  });

  it('resolves a second close() when nothing is in flight', async () => {
    const server = createServer({ adapter: trustingAdapter, runner: { run: async () => undefined }, logger: createLogger('silent') });
    await server.listen(0);
    expect(await settledWithin(server.close(), 2_000)).toBe('resolved');
    expect(await settledWithin(server.close(), 2_000)).toBe('resolved');
  });
});
