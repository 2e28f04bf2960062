// `npm run playground`: the bot and the Microsoft 365 Agents Playground together. The Playground
// opens no browser where there is no display; open the address it prints instead.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const botPort = process.env.PORT ?? '3978';
const playgroundPort = process.env.TEAMSAPPTESTER_PORT ?? '56150';
const headless = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

const bot = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'index.js')], {
  env: { ...process.env, PORT: botPort, BOT_ID: '' },
  stdio: 'inherit',
});
const playground = spawn(join(ROOT, 'node_modules', '.bin', 'agentsplayground'), ['-e', `http://localhost:${botPort}/api/messages`, '-c', 'msteams', '-p', playgroundPort], {
  env: { ...process.env, ...(headless ? { TEAMSAPPTESTER_BROWSER: 'none' } : {}) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
playground.stdout?.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (/Listening on/.test(chunk.toString())) {
    console.log(`\nAgents Playground: open http://localhost:${playgroundPort} to chat with the bot. Ctrl+C stops both.\n`);
  }
});

const stop = () => {
  bot.kill('SIGTERM');
  playground.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of [bot, playground]) {
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
