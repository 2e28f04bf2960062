import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** How long a SQLite connection waits for another process's lock before it fails. */
const LOCK_WAIT_MS = 5000;

/**
 * Opens the SQLite file at `path` for several processes at once: its folder made, WAL so readers and
 * a writer share it, `schema` created if missing, and synchronous=FULL so a committed write survives
 * a crash. Another process holding the write lock for a moment is waited for, not failed.
 */
export function openSharedSqlite(path: string, schema: string): Database.Database {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
  }
  const database = new Database(path, { timeout: LOCK_WAIT_MS });
  whileBusy(path, () => {
    database.pragma('journal_mode = WAL');
    database.transaction(() => database.exec(schema)).immediate();
  });
  database.pragma('synchronous = FULL');
  return database;
}

/**
 * Runs `open` again while SQLite answers "busy", for as long as a write would wait. Processes that
 * open a new file at the same moment each take a read lock and then want the file to themselves to
 * switch it to WAL; SQLite refuses one of them at once rather than let both wait on each other, and
 * the busy timeout does not apply to that refusal.
 */
function whileBusy(path: string, open: () => void): void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      open();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') {
        throw error;
      }
      if (Date.now() >= deadline) {
        throw new Error(`the SQLite file ${path} stayed locked by another process for ${LOCK_WAIT_MS / 1000} s; stop whatever holds it and start again`);
      }
      // Start-up only: a short, jittered pause so that the processes do not collide again in step.
      Atomics.wait(pause, 0, 0, 5 + Math.random() * 20);
    }
  }
}
