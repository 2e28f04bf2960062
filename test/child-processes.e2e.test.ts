import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { spawnInGroup, stopGroup } from './fakes/process-group';
import { descendantsOf, stillRunning } from './fakes/process-table';
import { waitFor } from './fakes/wait-for';

const TSX = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const BOT_SOURCE = join(__dirname, '..', 'src', 'index.ts');

describe('the processes a test starts', () => {
  it('are all stopped with a bot started through a wrapper (tsx), not only the wrapper', async () => {
    const bot = await BotProcess.start({ STORAGE: 'memory' }, [TSX, BOT_SOURCE]);
    const started = [bot.pid, ...descendantsOf(bot.pid).map((each) => each.pid)];
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
      const started = [botPid, ...descendantsOf(botPid).map((each) => each.pid)];
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
