import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE_REPLY } from '../../src/host/turn-runner';
import type { Reminder } from '../../src/reminders/reminder';
import { MemoryWakeUps } from '../../src/scheduler/memory-wake-ups';
import { PollingSchedule } from '../../src/scheduler/polling-schedule';
import { SqliteWakeUps } from '../../src/scheduler/sqlite-wake-ups';
import type { ReminderSchedule } from '../../src/scheduler/wake-up';
import { cardAsText, remindersOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { RecordingLogger } from '../fakes/recording-logger';
import { ScriptedStorage } from '../fakes/scripted-storage';
import { removeSqliteFiles } from '../fakes/sqlite-files';

const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** A bot on a clock the test moves: Wednesday 2 December 2026, 09:30 UTC. */
function botOnClock() {
  const clock = { now: Date.parse('2026-12-02T09:30:00Z') };
  const bot = new InProcessBot({ env: { PLANNER: 'offline' }, now: () => clock.now });
  const reminders = async (conversationId: string) => ((await bot.storage.read([key(conversationId)]))[key(conversationId)] as { reminders?: Reminder[] } | undefined)?.reminders ?? [];
  return { bot, clock, reminders };
}

describe('reminders, set in a message with no model', () => {
  it('reads the plain forms in the person’s time zone, says when, and keeps each one', async () => {
    const { bot, reminders } = botOnClock();
    const chat = bot.conversation('a:remind', { id: 'user-bob', name: 'Bob' }, 'America/New_York');
    await chat.say('remind us Saturday at 10 to do the shopping');
    expect(chat.replies().at(-1)).toBe("I'll remind you on Saturday 5 December at 10:00: do the shopping.");
    await chat.say('remind me tomorrow morning to buy milk');
    expect(chat.replies().at(-1)).toBe("I'll remind you tomorrow at 09:00: buy milk.");
    await chat.say('remind us every Friday at 5 to check the list');
    expect(chat.replies().at(-1)).toBe("I'll remind you every Friday at 17:00, next on Friday 4 December at 17:00: check the list.");
    await chat.say('remind us in 2 minutes');
    expect(chat.replies().at(-1)).toBe("I'll remind you today at 04:32: have a look at the list.");
    await chat.say('remind me to call the butcher tomorrow at 6pm');
    expect(chat.replies().at(-1)).toBe("I'll remind you tomorrow at 18:00: call the butcher.");
    const kept = await reminders('a:remind');
    expect(kept.map((reminder) => [reminder.about, new Date(reminder.dueAt).toISOString(), reminder.repeat?.pattern ?? null, reminder.timeZone, reminder.setBy])).toEqual([
      ['do the shopping', '2026-12-05T15:00:00.000Z', null, 'America/New_York', 'Bob'],
      ['buy milk', '2026-12-03T14:00:00.000Z', null, 'America/New_York', 'Bob'],
      ['check the list', '2026-12-04T22:00:00.000Z', '0 0 17 * * 5', 'America/New_York', 'Bob'],
      ['', '2026-12-02T09:32:00.000Z', null, 'America/New_York', 'Bob'],
      ['call the butcher', '2026-12-03T23:00:00.000Z', null, 'America/New_York', 'Bob'],
    ]);
    expect(bot.model.requests).toHaveLength(0);
  });

  it('says UTC is used when Teams sent no time zone', async () => {
    const { bot } = botOnClock();
    const chat = bot.conversation('a:no-zone');
    await chat.say('remind me at 5 to buy bread');
    expect(chat.replies().at(-1)).toBe("I'll remind you today at 17:00: buy bread. Times are in UTC: I don't know your time zone.");
  });

  it('answers a time gone by, one it cannot read, and a 21st reminder clearly, and stores nothing', async () => {
    const { bot, reminders } = botOnClock();
    const chat = bot.conversation('a:bad', undefined, 'Europe/London');
    await chat.say('remind me yesterday to buy milk');
    expect(chat.replies().at(-1)).toBe('"yesterday" has already gone by, so no reminder was set. Give me a time still to come.');
    await chat.say('remind us after the school run to get bread');
    expect(chat.replies().at(-1)).toMatch(/^I couldn't read "after the school run" as a time, so no reminder was set\./);
    await chat.say('remind me to buy milk');
    expect(chat.replies().at(-1)).toBe('When shall I remind you about "buy milk"? Say when, for example "remind me tomorrow morning to buy milk".');
    expect(await reminders('a:bad')).toEqual([]);
    for (let day = 1; day <= 20; day++) {
      await chat.say(`remind us in ${day} days to water the plants`);
    }
    expect(await reminders('a:bad')).toHaveLength(20);
    await chat.say('remind us in 30 days to water the plants');
    expect(chat.replies().at(-1)).toBe('This chat already has 20 reminders, the most I keep, so no reminder was set. Cancel one first: /reminders lists them.');
    expect(await reminders('a:bad')).toHaveLength(20);
  });

  it('lists the reminders, and cancels one by its day or what it is about, or all of them', async () => {
    const { bot, reminders } = botOnClock();
    const chat = bot.conversation('a:cancel', undefined, 'Europe/London');
    await chat.say('remind us Saturday at 10 to do the shopping');
    await chat.say('remind us every Friday at 5 to check the list');
    await chat.say('remind me tomorrow to buy milk');
    await chat.say('what reminders do we have?');
    expect(chat.replies().at(-1)).toBe(
      ['3 reminders:', '- Tomorrow at 09:00: buy milk (set by Alice)', '- Every Friday at 17:00, next on Friday 4 December at 17:00: check the list (set by Alice)', '- Saturday 5 December at 10:00: do the shopping (set by Alice)', 'Type /reminders to cancel one.'].join('<br>'),
    );
    await chat.say('cancel the Saturday reminder');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder on Saturday 5 December at 10:00: do the shopping.');
    await chat.say('cancel the milk reminder please');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder tomorrow at 09:00: buy milk.');
    await chat.say('cancel the birthday reminder');
    expect(chat.replies().at(-1)).toMatch(/^No reminder here matches "birthday"\. 1 reminder:/);
    // "the one about …" is a reminder only when one here matches: otherwise it is left to the list planner.
    await chat.say('remind me tomorrow at 4 to get chips on the way home');
    await chat.say('cancel the one about chips');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder tomorrow at 16:00: get chips on the way home.');
    await chat.say('cancel the one about crisps');
    expect(chat.replies().at(-1)).not.toMatch(/^Cancelled/);
    expect((await reminders('a:cancel')).map((reminder) => reminder.about)).toEqual(['check the list']);
    await chat.say('cancel all reminders');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder every Friday at 17:00, next on Friday 4 December at 17:00: check the list.');
    expect(await reminders('a:cancel')).toEqual([]);
    await chat.say('cancel the reminder');
    expect(chat.replies().at(-1)).toBe('There are no reminders here to cancel.');
  });

  it('shows /reminders as a card with a Cancel on each, and a tap cancels that one for everyone; a second tap changes nothing', async () => {
    const { bot, reminders } = botOnClock();
    const chat = bot.conversation('a:card', undefined, 'Europe/London');
    await chat.say('remind us Saturday at 10 to do the shopping');
    await chat.say('remind me tomorrow to buy milk');
    await chat.say('/reminders');
    const sent = chat.lastCard();
    expect(remindersOnCard(sent.card).map((row) => [row.text, row.tooltip])).toEqual([
      ['Tomorrow at 09:00: buy milk (set by Alice)', 'Cancel the reminder: buy milk'],
      ['Saturday 5 December at 10:00: do the shopping (set by Alice)', 'Cancel the reminder: do the shopping'],
    ]);
    const [milk] = remindersOnCard(sent.card);
    const after = await chat.invoke(sent.id, 'cancelReminder', milk?.data ?? {});
    expect(cardAsText(after)).toContain('Cancelled the reminder tomorrow at 09:00: buy milk.');
    expect(remindersOnCard(after).map((row) => row.text)).toEqual(['Saturday 5 December at 10:00: do the shopping (set by Alice)']);
    expect((await reminders('a:card')).map((reminder) => reminder.about)).toEqual(['do the shopping']);
    const again = await chat.invoke(sent.id, 'cancelReminder', milk?.data ?? {});
    expect(cardAsText(again)).toContain('That reminder was already cancelled, or has been sent.');
    expect(await reminders('a:card')).toHaveLength(1);
  });

  it('lets a model set one with setReminder, the request as said: its reply is the bot’s own words, and a time it cannot read goes back to the model', async () => {
    const clock = { now: Date.parse('2026-12-02T09:30:00Z') };
    const bot = new InProcessBot({ env: { PLANNER: 'llm' }, now: () => clock.now });
    const chat = bot.conversation('a:model-reminder', undefined, 'Europe/London');
    bot.model.enqueuePlans(
      plan(doAction('setReminder', { reminder: 'after the school run to get bread' })),
      plan(doAction('setReminder', { reminder: 'today at 15:30 to get bread' }), say('Done!')),
    );
    await chat.say("once the kids are back from school, nudge me about bread");
    expect(bot.model.requests).toHaveLength(2);
    expect(JSON.stringify(bot.model.requests[1]?.body.messages.at(-1))).toContain("couldn't read \\\"after the school run\\\" as a time");
    expect(chat.replies().at(-1)).toBe("I'll remind you today at 15:30: get bread.");
    const sent = chat.recorded().filter((each) => each.kind === 'send' && each.activity.type === 'message').at(-1);
    expect(sent?.activity.entities ?? []).toEqual([]);
  });
});

describe("a cancelled reminder's wake-up", () => {
  const opened: { path: string; schedules: PollingSchedule[] }[] = [];
  afterEach(async () => {
    for (const { path, schedules } of opened.splice(0)) {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      removeSqliteFiles(path);
    }
  });

  /** Bots on one storage whose reminders wait in one SQLite file, each on its own connection, as processes sharing the file. */
  function botsOnSqliteSchedule(count: number) {
    const clock = { now: Date.parse('2026-12-02T09:30:00Z') };
    const path = join(tmpdir(), `pantry-cancel-wake-ups-${randomUUID()}.db`);
    const storage = new ScriptedStorage();
    const schedules = Array.from({ length: count }, () => new PollingSchedule('sqlite', new SqliteWakeUps(path), new RecordingLogger()));
    opened.push({ path, schedules });
    const bots = schedules.map((schedule) => new InProcessBot({ env: { PLANNER: 'offline' }, storage, schedule, now: () => clock.now }));
    /** What waits in the file: each wake-up's reminder, and its time. */
    const waiting = () => {
      const database = new Database(path, { readonly: true });
      try {
        return database.prepare('SELECT reminder_id AS reminderId, due_at AS dueAt FROM reminder_wake_ups ORDER BY due_at').all() as { reminderId: string; dueAt: number }[];
      } finally {
        database.close();
      }
    };
    const reminders = async (conversationId: string) => ((await storage.read([key(conversationId)]))[key(conversationId)] as { reminders?: Reminder[] } | undefined)?.reminders ?? [];
    return { bots, storage, waiting, reminders };
  }
  const wakeUpsOf = (reminders: readonly Reminder[]) => reminders.map((reminder) => ({ reminderId: reminder.id, dueAt: reminder.dueAt })).sort((left, right) => left.dueAt - right.dueAt);

  it('is forgotten once the cancel is saved, asked in a message or tapped on the card; a cancel whose save fails leaves it', async () => {
    const { bots, storage, waiting, reminders } = botsOnSqliteSchedule(1);
    const chat = bots[0]!.conversation('a:forget', undefined, 'Europe/London');
    await chat.say('remind us Saturday at 10 to do the shopping');
    await chat.say('remind me tomorrow to buy milk');
    await chat.say('remind us every Friday at 5 to check the list');
    expect(waiting()).toEqual(wakeUpsOf(await reminders('a:forget')));
    expect(waiting()).toHaveLength(3);

    await chat.say('cancel the Saturday reminder');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder on Saturday 5 December at 10:00: do the shopping.');
    expect(waiting()).toEqual(wakeUpsOf(await reminders('a:forget')));
    expect(waiting()).toHaveLength(2);

    // Nothing saved, so the reminder stays, and with it its wake-up.
    storage.failNext('write');
    await chat.say('cancel the milk reminder');
    expect(chat.replies().at(-1)).toBe(STORAGE_UNAVAILABLE_REPLY);
    expect((await reminders('a:forget')).map((reminder) => reminder.about)).toEqual(['buy milk', 'check the list']);
    expect(waiting()).toEqual(wakeUpsOf(await reminders('a:forget')));

    await chat.say('/reminders');
    const sent = chat.lastCard();
    const milk = remindersOnCard(sent.card).find((row) => row.text.includes('buy milk'));
    await chat.invoke(sent.id, 'cancelReminder', milk?.data ?? {});
    expect((await reminders('a:forget')).map((reminder) => reminder.about)).toEqual(['check the list']);
    expect(waiting()).toEqual(wakeUpsOf(await reminders('a:forget')));
    expect(waiting()).toHaveLength(1);
  });

  it('is left to be dropped at its time when the schedule cannot forget it: the cancel is saved and said all the same', async () => {
    const memory = new PollingSchedule('memory', new MemoryWakeUps(), new RecordingLogger());
    const failing: ReminderSchedule = {
      kind: 'failing',
      schedule: (wakeUp) => memory.schedule(wakeUp),
      cancel: () => Promise.reject(new Error('the queue is down')),
      start: () => {},
      stop: () => memory.stop(),
      check: () => memory.check(),
    };
    const bot = new InProcessBot({ env: { PLANNER: 'offline' }, schedule: failing, now: () => Date.parse('2026-12-02T09:30:00Z') });
    const chat = bot.conversation('a:forget-fails', undefined, 'Europe/London');
    await chat.say('remind us Saturday at 10 to do the shopping');
    await chat.say('cancel the Saturday reminder');
    expect(chat.replies().at(-1)).toBe('Cancelled the reminder on Saturday 5 December at 10:00: do the shopping.');
    expect(bot.logger.messages()).toContain("a cancelled reminder's wake-up was left; it is dropped at its time");
  });

  it('is forgotten by a cancel saved again after losing the race to save to another process', async () => {
    const { bots, storage, waiting, reminders } = botsOnSqliteSchedule(2);
    const [here, there] = bots;
    const chat = here!.conversation('a:forget-race', undefined, 'Europe/London');
    const elsewhere = there!.conversation('a:forget-race', undefined, 'Europe/London');
    await chat.say('create a groceries list with milk');
    await chat.say('remind us Saturday at 10 to do the shopping');
    await chat.say('remind me tomorrow to buy milk');
    expect(waiting()).toHaveLength(2);
    storage.beforeNextWrite(() => elsewhere.say('add bread to groceries'));
    await chat.say('cancel the Saturday reminder');
    expect(here!.logger.messages()).toContain('turn applied again after a conflict');
    expect((await reminders('a:forget-race')).map((reminder) => reminder.about)).toEqual(['buy milk']);
    expect(waiting()).toEqual(wakeUpsOf(await reminders('a:forget-race')));
  });
});
