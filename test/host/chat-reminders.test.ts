import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createBot } from '../../src/create-bot';
import { ChatAdapter } from '../../src/host/chat-adapter';
import { RecordingLogger } from '../fakes/recording-logger';
import { waitFor } from '../fakes/wait-for';

describe('the terminal chat', () => {
  it('prints a reminder as it fires, between the lines typed', async () => {
    const clock = { now: Date.parse('2026-12-02T09:30:00Z') };
    const logger = new RecordingLogger();
    const bot = createBot({ ...loadConfig({ STORAGE: 'memory', PLANNER: 'offline' }), turnsPerMinute: 1_000 }, logger, { now: () => clock.now });
    const printed: string[] = [];
    const adapter = new ChatAdapter((text) => printed.push(text));
    bot.sendReminders(adapter, '');
    try {
      await adapter.say('add tea to groceries', (context) => bot.runner.run(context));
      await adapter.say('remind me in 1 minute to stretch', (context) => bot.runner.run(context));
      expect(printed.at(-1)).toBe("I'll remind you today at 09:31: stretch. Times are in UTC: I don't know your time zone.");
      clock.now += 61_000;
      await waitFor(() => printed.some((line) => line.startsWith('Reminder')), 5_000);
      const at = printed.findIndex((line) => line.startsWith('Reminder'));
      expect(printed[at]).toMatch(/^Reminder from .+: Stretch\.$/);
      // The list left to buy comes with it, as text: a terminal shows cards as their lines.
      expect(printed[at + 1]).toContain('tea');
    } finally {
      await bot.close();
    }
  });
});
