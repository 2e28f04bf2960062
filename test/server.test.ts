import type { Storage, TurnContext } from 'botbuilder';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../src/logger';
import { createServer, type ActivityProcessor } from '../src/server';
import { guardStorage } from '../src/storage/create-storage';
import { READINESS_KEY, storageReadiness } from '../src/storage/storage-readiness';
import { ScriptedStorage } from './fakes/scripted-storage';
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
    const server = createServer({ adapter: trustingAdapter, runner, logger: createLogger('silent'), readiness: async () => ({ ready: true }) });
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
    const server = createServer({ adapter: trustingAdapter, runner: { run: async () => undefined }, logger: createLogger('silent'), readiness: async () => ({ ready: true }) });
    await server.listen(0);
    expect(await settledWithin(server.close(), 2_000)).toBe('resolved');
    expect(await settledWithin(server.close(), 2_000)).toBe('resolved');
  });
});

describe('/readyz', () => {
  /** Starts a server whose readiness is that of `storage`, and asks its /readyz. */
  async function readyz(storage: Storage, timeoutMs?: number): Promise<{ status: number; body: unknown }> {
    const server = createServer({ adapter: trustingAdapter, runner: { run: async () => undefined }, logger: createLogger('silent'), readiness: () => storageReadiness(storage, timeoutMs) });
    const port = await server.listen(0);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      return { status: response.status, body: await response.json() };
    } finally {
      await server.close();
    }
  }

  it('answers 200 when the storage answers a read of the reserved key', async () => {
    const storage = new ScriptedStorage();
    const read = vi.spyOn(storage, 'read');
    expect(await readyz(guardStorage(storage))).toEqual({ status: 200, body: { status: 'ready' } });
    expect(read).toHaveBeenCalledWith([READINESS_KEY]);
  });

  it('answers 503 with the reason, and not the storage error, when the storage cannot be read', async () => {
    const storage = new ScriptedStorage();
    storage.failNext('read', new Error('connect ECONNREFUSED AccountKey=SECRET-KEY'));
    const answer = await readyz(guardStorage(storage));
    expect(answer).toEqual({ status: 503, body: { status: 'unavailable', reason: 'the storage could not be read' } });
    expect(JSON.stringify(answer)).not.toContain('SECRET');
  });

  it('answers 503 when the storage does not answer in time', async () => {
    const hanging: Storage = { read: () => new Promise(() => undefined), write: async () => undefined, delete: async () => undefined };
    expect(await readyz(hanging, 50)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'the storage did not answer within 50 ms' } });
  });
});
