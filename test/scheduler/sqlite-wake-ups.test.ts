import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { PollingSchedule } from '../../src/scheduler/polling-schedule';
import { SELECT_DUE, SqliteWakeUps } from '../../src/scheduler/sqlite-wake-ups';
import type { WakeUp } from '../../src/scheduler/wake-up';
import { RecordingLogger } from '../fakes/recording-logger';
import { removeSqliteFiles } from '../fakes/sqlite-files';

const wakeUp = (reminderId: string, dueAt: number): WakeUp => ({ reminderId, dueAt, stateKey: 'msteams/28:pantry-bot/conversations/a:1', reference: { conversation: { id: 'a:1' }, serviceUrl: 'http://connector/' } });

describe('wake-ups in a table of the SQLite file', () => {
  const paths: string[] = [];
  const open = (path: string) => new SqliteWakeUps(path);
  const newPath = () => {
    const path = join(tmpdir(), `pantry-wake-ups-${randomUUID()}.db`);
    paths.push(path);
    return path;
  };
  /** The file as another process sees it: the rows left, and how SQLite would run the poll's query. */
  const readFile = (path: string) => {
    const database = new Database(path, { readonly: true });
    try {
      return {
        rows: database.prepare('SELECT reminder_id AS reminderId, due_at AS dueAt FROM reminder_wake_ups ORDER BY due_at').all(),
        plan: database.prepare(`EXPLAIN QUERY PLAN ${SELECT_DUE}`).all(0, 0, 20).map((step) => (step as { detail: string }).detail),
      };
    } finally {
      database.close();
    }
  };
  afterEach(() => {
    for (const path of paths.splice(0)) {
      removeSqliteFiles(path);
    }
  });

  it('lets one of two connections to the file claim a wake-up, the other only once the claim has run out', () => {
    const path = join(tmpdir(), `pantry-wake-ups-${randomUUID()}.db`);
    paths.push(path);
    const [one, two] = [open(path), open(path)];
    try {
      one.add(wakeUp('r1', 1_000));
      // The same reminder and time, kept twice, is one wake-up.
      two.add(wakeUp('r1', 1_000));
      two.add(wakeUp('r2', 5_000));
      expect(one.due(2_000, 10)).toEqual([wakeUp('r1', 1_000)]);
      expect(two.due(2_000, 10)).toEqual([wakeUp('r1', 1_000)]);
      expect(one.claim(wakeUp('r1', 1_000), 2_000, 62_000)).toBe(true);
      expect(two.claim(wakeUp('r1', 1_000), 2_000, 62_000)).toBe(false);
      expect(two.due(3_000, 10)).toEqual([]);
      // A process that stopped while delivering: after its claim, another takes the wake-up.
      expect(two.due(62_000, 10)).toEqual([wakeUp('r1', 1_000), wakeUp('r2', 5_000)]);
      expect(two.claim(wakeUp('r1', 1_000), 62_000, 122_000)).toBe(true);
      two.remove(wakeUp('r1', 1_000));
      expect(one.due(200_000, 10)).toEqual([wakeUp('r2', 5_000)]);
    } finally {
      one.close();
      two.close();
    }
  });

  it('forgets a cancelled wake-up at once: its row is deleted, the others stay, and cancelling it again changes nothing', async () => {
    const path = newPath();
    const schedule = new PollingSchedule('sqlite', open(path), new RecordingLogger());
    try {
      await schedule.schedule(wakeUp('r1', 1_000));
      await schedule.schedule(wakeUp('r2', 5_000));
      await schedule.schedule(wakeUp('r2', 9_000));
      await schedule.cancel({ reminderId: 'r2', dueAt: 5_000 });
      await schedule.cancel({ reminderId: 'r2', dueAt: 5_000 });
      expect(readFile(path).rows).toEqual([
        { reminderId: 'r1', dueAt: 1_000 },
        { reminderId: 'r2', dueAt: 9_000 },
      ]);
    } finally {
      await schedule.stop();
    }
  });

  it('reads the wake-ups due through the index on the due time, in its order: no scan of the table, no sort', () => {
    const path = newPath();
    open(path).close();
    expect(readFile(path).plan).toEqual(['SEARCH reminder_wake_ups USING INDEX reminder_wake_ups_by_due_at (due_at<?)']);
  });

  it('adds the index to a file made before it, keeping its wake-ups', () => {
    const path = newPath();
    const before = new Database(path);
    // The table as the bot made it before the index.
    before.exec(`CREATE TABLE reminder_wake_ups (
      reminder_id TEXT NOT NULL, due_at INTEGER NOT NULL, state_key TEXT NOT NULL, reference TEXT NOT NULL,
      claimed_until INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (reminder_id, due_at)
    )`);
    before.prepare('INSERT INTO reminder_wake_ups (reminder_id, due_at, state_key, reference) VALUES (?, ?, ?, ?)').run('r1', 1_000, wakeUp('r1', 1_000).stateKey, JSON.stringify(wakeUp('r1', 1_000).reference));
    expect(before.prepare(`EXPLAIN QUERY PLAN ${SELECT_DUE}`).all(0, 0, 20).map((step) => (step as { detail: string }).detail)).toContain('SCAN reminder_wake_ups');
    before.close();
    const wakeUps = open(path);
    try {
      expect(wakeUps.due(2_000, 10)).toEqual([wakeUp('r1', 1_000)]);
    } finally {
      wakeUps.close();
    }
    expect(readFile(path).plan).toEqual(['SEARCH reminder_wake_ups USING INDEX reminder_wake_ups_by_due_at (due_at<?)']);
  });
});
