// `npm run chat`: the bot in this terminal, in-process, with the planner and storage the
// environment chooses. Interactive on a terminal, where a pasted block of lines is one message;
// one message per line when stdin is a pipe. Reminders are read in the machine's time zone (TZ).
import { createInterface } from 'node:readline';
import { ChatAdapter } from './host/chat-adapter';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { createBot } from './create-bot';
import { PastedLines } from './host/pasted-lines';
import { createLogger } from './logger';
import { UNEXPECTED_ERROR_REPLY } from './replies/unexpected-error';

async function main(): Promise<void> {
  // Log lines would interleave with the conversation; only problems are shown unless asked for. One
  // person at a terminal is no chat to protect from another's flood: a piped demo is never rate limited.
  const config = { ...loadConfig({ LOG_LEVEL: 'warn', ...process.env }), turnsPerMinute: Number.POSITIVE_INFINITY };
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  // The person at the terminal is where the machine is: its time zone (TZ) is theirs, as Teams would send it.
  const adapter = new ChatAdapter((text) => process.stdout.write(`pantry> ${text.replace(/\n/g, '\n        ')}\n`), 'terminal', Intl.DateTimeFormat().resolvedOptions().timeZone);
  const logger = createLogger(config.logLevel);
  const bot = createBot(config, logger);
  // Due reminders are printed as they fire, between the lines typed.
  bot.sendReminders(adapter, '');
  adapter.onTurnError = async (context, error) => {
    process.stderr.write(`pantry: the turn failed: ${error instanceof Error ? error.message : String(error)}\n`);
    await context.sendActivity(UNEXPECTED_ERROR_REPLY);
  };

  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
  if (interactive) {
    process.stdout.write(`Pantry (planner: ${bot.planner}). Type a message, or Ctrl+D to leave.\n`);
    lines.setPrompt('you> ');
    lines.prompt();
  }
  // Turns run one after another, in the order their messages were read.
  let turns = Promise.resolve();
  const say = (text: string) => {
    turns = turns.then(async () => {
      if (!interactive) {
        process.stdout.write(`you> ${text}\n`);
      }
      await adapter.say(text, (context) => bot.runner.run(context));
      if (interactive) {
        lines.prompt();
      }
    });
  };
  const pasted = new PastedLines(say);
  for await (const line of lines) {
    if (interactive) {
      pasted.push(line);
    } else if (line.trim()) {
      say(line.trim());
    }
  }
  pasted.flush();
  await turns;
  await bot.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`pantry: ${error instanceof ConfigError ? error.message : `could not start: ${error instanceof Error ? error.message : String(error)}`}\n`);
  process.exit(1);
});
