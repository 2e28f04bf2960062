import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from './fakes/activities';
import { FakeConnector } from './fakes/fake-connector';
import { spawnInGroup, stopGroup } from './fakes/process-group';
import { descendantsOf, stillRunning } from './fakes/process-table';
import { waitFor } from './fakes/wait-for';
import { removeSqliteFiles } from './fakes/sqlite-files';

const ROOT = join(__dirname, '..');

/** Whether a server can listen on `port` now, on every interface, as the bot does. */
async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * `npm start` once the bot listens. --ignore-scripts skips prestart, the build, which would rewrite
 * dist/ under the other tests' feet; the rest is the real npm running the real start script.
 */
async function npmStart(env: Record<string, string>): Promise<{ npm: ChildProcess; exited: Promise<number | null>; port: number; bot: number }> {
  const npm = spawnInGroup('npm', ['start', '--silent', '--ignore-scripts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => /listening on http:\/\/localhost:\d+/.test(output), 20_000);
  const bots = descendantsOf(npm.pid ?? 0).filter((each) => each.commandLine.includes('dist/src/index.js'));
  expect(bots).toHaveLength(1);
  return { npm, exited, port: Number(/listening on http:\/\/localhost:(\d+)/.exec(output)?.[1]), bot: bots[0]!.pid };
}

describe('npm start', () => {
  let connector: FakeConnector;

  beforeAll(async () => {
    connector = await FakeConnector.start();
  });

  afterAll(async () => {
    await connector?.close();
  });

  it('stops the bot when npm gets SIGTERM, and frees its port', async () => {
    const { npm, exited, port, bot } = await npmStart({ STORAGE: 'memory' });
    try {
      process.kill(npm.pid ?? 0, 'SIGTERM');
      await exited;
      await waitFor(() => stillRunning([bot]).length === 0, 5_000).catch(() => undefined);
      expect(stillRunning([bot])).toEqual([]);
      expect(await portIsFree(port)).toBe(true);
    } finally {
      await stopGroup(npm, { signal: 'SIGKILL' });
    }
  });

  it('stops the bot gracefully on Ctrl-C, which reaches the bot twice: from the terminal and from npm', async () => {
    const path = join(tmpdir(), `pantry-npm-start-${randomUUID()}.db`);
    const { npm, exited, port } = await npmStart({ SQLITE_PATH: path });
    try {
      const activity = messageActivity({ text: 'create a groceries list', conversationId: 'a:npm-start', serviceUrl: connector.serviceUrl });
      await fetch(`http://127.0.0.1:${port}/api/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(activity) });
      // A terminal sends Ctrl-C's SIGINT to its whole foreground group.
      process.kill(-(npm.pid ?? 0), 'SIGINT');
      // npm exits as the bot did: 0 after a graceful stop, 130 had the second SIGINT killed it.
      expect(await exited).toBe(0);
      expect(existsSync(`${path}-wal`)).toBe(false);
    } finally {
      await stopGroup(npm, { signal: 'SIGKILL' });
      removeSqliteFiles(path);
    }
  });
});
