// The reminders' poll against a table of 100,000 wake-ups, read through the index on the due time and
// without it: part of `npm run bench`; `npx tsx bench/wake-up-poll.ts` prints this section alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SELECT_DUE, SqliteWakeUps } from '../src/scheduler/sqlite-wake-ups';
import type { BenchSection } from './bench-section';
import { median, medianWithRange, type Spread, spreadOf } from './statistics';

const ROWS = 100_000;
const RUNS = 7;
const POLLS_PER_RUN = 100;
const WARMUP_POLLS = 20;
/** The poll's batch, as PollingSchedule asks for it. */
const BATCH = 20;
const YEAR_MS = 365 * 24 * 60 * 60_000;
const INDEX = 'reminder_wake_ups_by_due_at';

export interface WakeUpPollRow {
  readonly index: boolean;
  /** How SQLite runs the poll's query (EXPLAIN QUERY PLAN), a step a line. */
  readonly plan: readonly string[];
  /** One poll finding nothing due: the median of each run, in microseconds. */
  readonly pollMicros: Spread;
}

export interface WakeUpPollFigures {
  readonly rows: number;
  readonly runs: number;
  readonly pollsPerRun: number;
  readonly polls: readonly WakeUpPollRow[];
}

/**
 * A SQLite file whose table holds 100,000 wake-ups spread over the coming year (a year of cancelled
 * reminders' wake-ups, as they piled up before a cancel deleted its row), none due yet: the poll every
 * process runs each second, timed as the bot makes it, then again with the index dropped.
 */
export function benchWakeUpPoll(): BenchSection<WakeUpPollFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-bench-wake-ups-'));
  const path = join(folder, 'state.db');
  try {
    // The bot's own schema, index included.
    new SqliteWakeUps(path).close();
    const database = new Database(path);
    try {
      const now = Date.parse('2026-12-02T09:30:00Z');
      fill(database, now);
      const polls = [measure(database, now, true)];
      database.exec(`DROP INDEX ${INDEX}`);
      polls.push(measure(database, now, false));
      const figures = { rows: ROWS, runs: RUNS, pollsPerRun: POLLS_PER_RUN, polls };
      return { markdown: markdownOf(figures), figures };
    } finally {
      database.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function fill(database: Database.Database, now: number): void {
  const insert = database.prepare('INSERT INTO reminder_wake_ups (reminder_id, due_at, state_key, reference) VALUES (?, ?, ?, ?)');
  database.transaction(() => {
    for (let row = 0; row < ROWS; row++) {
      const conversationId = `a:${row % 5_000}`;
      const reference = {
        activityId: `f:${row}`,
        user: { id: '29:user', name: 'Alex' },
        bot: { id: '28:pantry-bot', name: 'Pantry' },
        conversation: { id: conversationId },
        channelId: 'msteams',
        serviceUrl: 'https://smba.trafficmanager.net/emea/',
      };
      // Spread over the year, in no order of insertion, as reminders are set.
      const dueAt = now + 60_000 + Math.floor(((row * 7_919) % ROWS) * (YEAR_MS / ROWS));
      insert.run(`${row.toString(36)}-reminder`, dueAt, `msteams/28:pantry-bot/conversations/${conversationId}`, JSON.stringify(reference));
    }
  })();
}

function measure(database: Database.Database, now: number, index: boolean): WakeUpPollRow {
  const plan = database.prepare(`EXPLAIN QUERY PLAN ${SELECT_DUE}`).all(now, now, BATCH).map((step) => (step as { detail: string }).detail);
  const selectDue = database.prepare(SELECT_DUE);
  const poll = () => {
    const start = process.hrtime.bigint();
    const due = selectDue.all(now, now, BATCH);
    const micros = Number(process.hrtime.bigint() - start) / 1_000;
    if (due.length !== 0) {
      throw new Error(`${due.length} wake-ups were due; none should be`);
    }
    return micros;
  };
  for (let warmup = 0; warmup < WARMUP_POLLS; warmup++) {
    poll();
  }
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(median(Array.from({ length: POLLS_PER_RUN }, poll)));
  }
  return { index, plan, pollMicros: spreadOf(runs) };
}

function markdownOf(figures: WakeUpPollFigures): string {
  const [indexed, scanned] = figures.polls;
  const ratio = indexed && scanned ? scanned.pollMicros.median / indexed.pollMicros.median : Number.NaN;
  return [
    `### Reminder wake-ups: the poll at ${figures.rows.toLocaleString('en')} rows (SQLite, nothing due; median of ${figures.runs} runs, each the median of ${figures.pollsPerRun} polls; range in brackets)`,
    '',
    '| index on the due time | query plan | one poll (µs) |',
    '|---|---|---|',
    ...figures.polls.map((row) => {
      const plan = row.plan.map((step) => `\`${step}\``).join(', ');
      return `| ${row.index ? 'yes (as the bot makes the table)' : 'none (as before)'} | ${plan} | ${medianWithRange(row.pollMicros.runs, 1)} |`;
    }),
    '',
    `Each process polls once a second. Without the index the poll reads every row to find none due, ${ratio.toFixed(0)}× the time; with it, it looks up the first wake-up due and stops. A cancel now deletes its wake-up, so the table holds only those of reminders still set.`,
  ].join('\n');
}

if (require.main === module) {
  console.log(benchWakeUpPoll().markdown);
}
