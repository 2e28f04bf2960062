import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createBot } from '../src/create-bot';
import { ChatAdapter } from '../src/host/chat-adapter';
import { RecordingLogger } from './fakes/recording-logger';

/** The README's first transcript, as the turns it shows: what was typed, and every reply to it. */
function readmeTranscript(): { readonly say: string; readonly replies: string[] }[] {
  const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
  const block = /```\n(You: [\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const turns: { say: string; replies: string[] }[] = [];
  for (const line of block.trimEnd().split('\n')) {
    if (line.startsWith('You:')) {
      turns.push({ say: line.slice('You:'.length).trim(), replies: [] });
    } else if (line.startsWith('Pantry:')) {
      turns.at(-1)?.replies.push(line.slice('Pantry:'.length).trim());
    } else {
      // A reply's further lines are indented under its first.
      const replies = turns.at(-1)?.replies;
      if (replies && replies.length > 0) {
        replies[replies.length - 1] += `\n${line.trim()}`;
      }
    }
  }
  return turns;
}

describe("the README's first transcript", () => {
  it('is what the bot says, turn by turn, with no model', async () => {
    const turns = readmeTranscript();
    expect(turns.length).toBeGreaterThan(5);
    const bot = createBot({ ...loadConfig({ STORAGE: 'memory', PLANNER: 'offline' }), turnsPerMinute: 1_000 }, new RecordingLogger());
    const printed: string[] = [];
    const adapter = new ChatAdapter((text) => printed.push(text));
    try {
      for (const turn of turns) {
        printed.length = 0;
        await adapter.say(turn.say, (context) => bot.runner.run(context));
        expect([turn.say, printed]).toEqual([turn.say, turn.replies]);
      }
    } finally {
      await bot.close();
    }
  });
});
