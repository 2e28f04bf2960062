import type { ConversationReference, TurnContext } from 'botbuilder';
import { describe, expect, it } from 'vitest';
import { type ProactiveAdapter, ReminderDelivery } from '../../src/host/reminder-delivery';
import type { Reminder } from '../../src/reminders/reminder';
import { MemoryWakeUps } from '../../src/scheduler/memory-wake-ups';
import { PollingSchedule } from '../../src/scheduler/polling-schedule';
import type { WakeUp } from '../../src/scheduler/wake-up';
import { guardStorage } from '../../src/storage/create-storage';
import { MemoryStorage } from '../../src/storage/memory-storage';
import { RecordingLogger } from '../fakes/recording-logger';

const KEY = 'msteams/28:pantry-bot/conversations/a:delivery';
const NOW = Date.parse('2026-12-05T10:00:30Z');
const SATURDAY: Reminder = { id: 'r-sat', about: 'do the shopping', dueAt: Date.parse('2026-12-05T10:00:00Z'), timeZone: 'Europe/London', setBy: 'Bob' };
const FRIDAYS: Reminder = { id: 'r-fri', about: 'check the list', dueAt: Date.parse('2026-12-04T17:00:00Z'), timeZone: 'Europe/London', repeat: { pattern: '0 0 17 * * 5', said: 'every Friday at 17:00' } };
const wakeUpOf = (reminder: Reminder): WakeUp => ({ reminderId: reminder.id, dueAt: reminder.dueAt, stateKey: KEY, reference: { conversation: { id: 'a:delivery' }, serviceUrl: 'http://connector/' } });

/** A Bot Connector that answers each send with the next of `answers` (a status, or 'lost' for no answer at all), then 200s. */
class ScriptedConnector implements ProactiveAdapter {
  readonly sent: string[] = [];
  readonly attempts: number[] = [];

  constructor(private readonly answers: (number | 'lost')[] = []) {}

  async continueConversationAsync(_botAppId: string, _reference: Partial<ConversationReference>, logic: (context: TurnContext) => Promise<void>): Promise<void> {
    const context = {
      sendActivity: async (activity: { text?: string }) => {
        this.attempts.push(Date.now());
        const answer = this.answers.shift();
        if (answer === 'lost') {
          throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
        }
        if (answer !== undefined && answer !== 200) {
          throw Object.assign(new Error(`status ${answer}`), { statusCode: answer });
        }
        this.sent.push(activity.text ?? '');
        return { id: 'x' };
      },
    };
    await logic(context as unknown as TurnContext);
  }
}

async function deliveryWith(reminders: Reminder[], connector: ScriptedConnector) {
  const storage = guardStorage(new MemoryStorage());
  await storage.write({ [KEY]: { reminders, lists: [{ id: 'l-1', name: 'groceries', items: [{ name: 'milk' }] }] } });
  const wakeUps = new MemoryWakeUps();
  const logger = new RecordingLogger();
  const delivery = new ReminderDelivery({ storage, adapter: connector, botAppId: '', schedule: new PollingSchedule('memory', wakeUps, logger), logger, now: () => NOW, retryDelaysMs: [1, 1, 1] });
  const stored = async () => ((await storage.read([KEY]))[KEY] as { reminders?: Reminder[] }).reminders ?? [];
  return { delivery, stored, wakeUps, logger };
}

describe('sending a reminder whose time came', () => {
  it('sends it once though its wake-up comes twice (a queue delivers at least once), and takes a one-off off', async () => {
    const connector = new ScriptedConnector();
    const { delivery, stored } = await deliveryWith([SATURDAY], connector);
    await Promise.all([delivery.deliver(wakeUpOf(SATURDAY)), delivery.deliver(wakeUpOf(SATURDAY))]);
    await delivery.deliver(wakeUpOf(SATURDAY));
    expect(connector.sent).toEqual(['Reminder from Bob: Do the shopping.']);
    expect(await stored()).toEqual([]);
  });

  it('moves a repeating one on to its next time, scheduled before the state is written', async () => {
    const connector = new ScriptedConnector();
    const { delivery, stored, wakeUps } = await deliveryWith([FRIDAYS], connector);
    await delivery.deliver(wakeUpOf(FRIDAYS));
    const next = Date.parse('2026-12-11T17:00:00Z');
    expect(await stored()).toEqual([{ ...FRIDAYS, dueAt: next }]);
    expect(wakeUps.due(next, 10)).toEqual([{ ...wakeUpOf(FRIDAYS), dueAt: next }]);
    // Sent more than ten minutes after its time (the bot was down on Friday evening): it says so.
    expect(connector.sent).toEqual(['Reminder (late: it was due on Friday 4 December at 17:00, while I was not running): Check the list.']);
  });

  it('sends nothing for a reminder cancelled meanwhile, or one whose time moved on', async () => {
    const connector = new ScriptedConnector();
    const { delivery } = await deliveryWith([{ ...SATURDAY, dueAt: SATURDAY.dueAt + 60_000 }], connector);
    await delivery.deliver(wakeUpOf(SATURDAY));
    await delivery.deliver(wakeUpOf(FRIDAYS));
    expect(connector.sent).toEqual([]);
  });

  it('sends it again after a 429 or a 5xx, with a wait between', async () => {
    const connector = new ScriptedConnector([429, 503, 500]);
    const { delivery, logger } = await deliveryWith([SATURDAY], connector);
    await delivery.deliver(wakeUpOf(SATURDAY));
    expect(connector.attempts).toHaveLength(4);
    expect(connector.sent).toEqual(['Reminder from Bob: Do the shopping.']);
    expect(logger.entries.find((line) => line.message === 'reminder sent')?.fields).toMatchObject({ outcome: 'sent' });
  });

  it('does not send again when no answer came (it may have arrived), and gives up after the last retry', async () => {
    const lost = new ScriptedConnector(['lost']);
    const first = await deliveryWith([SATURDAY], lost);
    await first.delivery.deliver(wakeUpOf(SATURDAY));
    expect(lost.attempts).toHaveLength(1);
    expect(first.logger.entries.some((line) => line.message === 'reminder may not have arrived, and is not sent again')).toBe(true);
    const refusing = new ScriptedConnector([500, 500, 500, 500, 500]);
    const second = await deliveryWith([SATURDAY], refusing);
    await second.delivery.deliver(wakeUpOf(SATURDAY));
    expect(refusing.attempts).toHaveLength(4);
    expect(refusing.sent).toEqual([]);
  });

  it('drops a reminder whose conversation is gone (403 or 404), and takes a repeating one off so it is not tried again, with its next wake-up', async () => {
    const connector = new ScriptedConnector([403]);
    const { delivery, stored, logger, wakeUps } = await deliveryWith([FRIDAYS, SATURDAY], connector);
    await delivery.deliver(wakeUpOf(FRIDAYS));
    expect(connector.attempts).toHaveLength(1);
    expect(await stored()).toEqual([SATURDAY]);
    expect(wakeUps.due(Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(logger.entries.some((line) => line.level === 'warn' && line.message === 'reminder dropped: the bot is no longer in its conversation')).toBe(true);
  });
});
