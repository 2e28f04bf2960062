import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { spawnInGroup, stopGroup } from './fakes/process-group';
import { waitFor } from './fakes/wait-for';

const TSX = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const BOT_SOURCE = join(__dirname, '..', 'src', 'index.ts');

/** Every process, with its parent and state, from /proc. */
function processTable(): { pid: number; parent: number; state: string }[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        // The command name is in parentheses and may hold spaces; the fields after it are plain.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const [state = '', parent = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(name), parent: Number(parent), state }];
      } catch {
        return [];
      }
    });
}

/** The processes `pid` started, and those they started, that are alive now. */
function descendantsOf(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  for (let parents = [pid]; parents.length > 0; ) {
    const children = table.filter((each) => parents.includes(each.parent)).map((each) => each.pid);
    found.push(...children);
    parents = children;
  }
  return found;
}

/** Those of `pids` still running (a zombie has ended; it only waits to be reaped). */
function stillRunning(pids: number[]): number[] {
  const table = processTable();
  return pids.filter((pid) => table.some((each) => each.pid === pid && each.state !== 'Z'));
}

describe('the processes a test starts', () => {
  it('are all stopped with a bot started through a wrapper (tsx), not only the wrapper', async () => {
    const bot = await BotProcess.start({ STORAGE: 'memory' }, [TSX, BOT_SOURCE]);
    const started = [bot.pid, ...descendantsOf(bot.pid)];
    expect(started.length).toBeGreaterThan(1);
    await bot.stop();
    expect(stillRunning(started)).toEqual([]);
  });

  it('are stopped when the test process is ended by SIGTERM, as vitest ends its workers', async () => {
    const script = join(tmpdir(), `pantry-starts-a-bot-${randomUUID()}.ts`);
    writeFileSync(
      script,
      `import { BotProcess } from ${JSON.stringify(join(__dirname, 'fakes', 'bot-process'))};\n` +
        `void BotProcess.start({ STORAGE: 'memory' }, [${JSON.stringify(TSX)}, ${JSON.stringify(BOT_SOURCE)}]).then((bot) => {\n` +
        `  process.stdout.write(\`bot \${bot.pid}\\n\`);\n` +
        `  setInterval(() => undefined, 1_000);\n` +
        `});\n`,
    );
    // One node process, as a vitest worker is.
    const testProcess = spawnInGroup(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let output = '';
      testProcess.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => /bot \d+\n/.test(output), 20_000);
      const botPid = Number(/bot (\d+)/.exec(output)?.[1]);
      const started = [botPid, ...descendantsOf(botPid)];
      expect(started.length).toBeGreaterThan(1);
      testProcess.kill('SIGTERM');
      await new Promise((resolve) => testProcess.once('exit', resolve));
      await waitFor(() => stillRunning(started).length === 0, 5_000).catch(() => undefined);
      expect(stillRunning(started)).toEqual([]);
    } finally {
      await stopGroup(testProcess, { signal: 'SIGKILL' });
      rmSync(script, { force: true });
    }
  });
});
