import type Database from 'better-sqlite3';
import { openSharedSqlite } from '../storage/open-shared-sqlite';
import type { WakeUpStore } from './polling-schedule';
import type { WakeUp, WakeUpKey } from './wake-up';

/**
 * The table, and the index the poll reads through: without it, the poll each second in each process
 * reads every row (a year's wake-ups) to find none due. Created on a file made before it, too.
 */
const SCHEMA = `CREATE TABLE IF NOT EXISTS reminder_wake_ups (
  reminder_id TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  state_key TEXT NOT NULL,
  reference TEXT NOT NULL,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (reminder_id, due_at)
);
CREATE INDEX IF NOT EXISTS reminder_wake_ups_by_due_at ON reminder_wake_ups (due_at, claimed_until);`;

/** The poll's query: the earliest wake-ups due that no process holds, in the order of the index on the due time. */
export const SELECT_DUE = 'SELECT reminder_id, due_at, state_key, reference FROM reminder_wake_ups WHERE due_at <= ? AND claimed_until <= ? ORDER BY due_at LIMIT ?';

interface Row {
  reminder_id: string;
  due_at: number;
  state_key: string;
  reference: string;
}

/**
 * Wake-ups in a table of the bot's SQLite file, shared by every process using the file. A wake-up is
 * claimed with one UPDATE whose WHERE only one process can satisfy: the claim is still open.
 */
export class SqliteWakeUps implements WakeUpStore {
  private readonly database: Database.Database;
  private readonly insert: Database.Statement<[string, number, string, string]>;
  private readonly selectDue: Database.Statement<[number, number, number], Row>;
  private readonly claimOne: Database.Statement<[number, string, number, number]>;
  private readonly deleteOne: Database.Statement<[string, number]>;

  constructor(path: string) {
    this.database = openSharedSqlite(path, SCHEMA);
    this.insert = this.database.prepare('INSERT OR IGNORE INTO reminder_wake_ups (reminder_id, due_at, state_key, reference) VALUES (?, ?, ?, ?)');
    this.selectDue = this.database.prepare(SELECT_DUE);
    this.claimOne = this.database.prepare('UPDATE reminder_wake_ups SET claimed_until = ? WHERE reminder_id = ? AND due_at = ? AND claimed_until <= ?');
    this.deleteOne = this.database.prepare('DELETE FROM reminder_wake_ups WHERE reminder_id = ? AND due_at = ?');
  }

  add(wakeUp: WakeUp): void {
    this.insert.run(wakeUp.reminderId, wakeUp.dueAt, wakeUp.stateKey, JSON.stringify(wakeUp.reference));
  }

  due(now: number, limit: number): WakeUp[] {
    return this.selectDue.all(now, now, limit).map((row) => ({ reminderId: row.reminder_id, dueAt: row.due_at, stateKey: row.state_key, reference: JSON.parse(row.reference) as Record<string, unknown> }));
  }

  claim(wakeUp: WakeUp, now: number, until: number): boolean {
    return this.claimOne.run(until, wakeUp.reminderId, wakeUp.dueAt, now).changes === 1;
  }

  remove(wakeUp: WakeUpKey): void {
    this.deleteOne.run(wakeUp.reminderId, wakeUp.dueAt);
  }

  check(): void {
    this.database.prepare('SELECT 1 FROM reminder_wake_ups LIMIT 1').get();
  }

  close(): void {
    this.database.close();
  }
}
