import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Storage, StoreItems } from 'botbuilder';
import { EtagConflictError } from './storage-errors';

/**
 * botbuilder state in one SQLite file. Every write is one transaction: all its items are stored, or,
 * if any is in conflict, none are. An item with an eTag is written only over that same version; one
 * without is written only if the key is new (teams-ai writes a new conversation's state that way,
 * and two processes starting the same conversation must not overwrite each other); "*" overwrites.
 * WAL lets several processes share the file; synchronous=FULL makes a committed write survive a crash.
 */
const LOCK_WAIT_MS = 5000;
const CREATE_TABLE = 'CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL, etag TEXT NOT NULL)';

export class SqliteStorage implements Storage {
  private readonly database: Database.Database;
  private readonly selectOne: Database.Statement<[string], { value: string; etag: string }>;
  private readonly upsert: Database.Statement<[string, string, string]>;
  private readonly updateIfMatch: Database.Statement<[string, string, string, string]>;
  private readonly insertNew: Database.Statement<[string, string, string]>;
  private readonly deleteOne: Database.Statement<[string]>;
  private readonly files: readonly string[];

  constructor(path: string) {
    this.files = path === ':memory:' ? [] : [path, `${path}-wal`, `${path}-shm`];
    if (path !== ':memory:') {
      mkdirSync(dirname(path), { recursive: true });
    }
    // Another process may hold the write lock for a moment; wait rather than fail.
    this.database = new Database(path, { timeout: LOCK_WAIT_MS });
    whileBusy(path, () => {
      this.database.pragma('journal_mode = WAL');
      this.database.transaction(() => this.database.exec(CREATE_TABLE)).immediate();
    });
    this.database.pragma('synchronous = FULL');
    this.selectOne = this.database.prepare('SELECT value, etag FROM state WHERE key = ?');
    this.upsert = this.database.prepare('INSERT INTO state (key, value, etag) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, etag = excluded.etag');
    this.updateIfMatch = this.database.prepare('UPDATE state SET value = ?, etag = ? WHERE key = ? AND etag = ?');
    this.insertNew = this.database.prepare('INSERT OR IGNORE INTO state (key, value, etag) VALUES (?, ?, ?)');
    this.deleteOne = this.database.prepare('DELETE FROM state WHERE key = ?');
  }

  async read(keys: string[]): Promise<StoreItems> {
    this.ensureWritable();
    const items: StoreItems = {};
    for (const key of keys) {
      const row = this.selectOne.get(key);
      if (row) {
        items[key] = { ...JSON.parse(row.value), eTag: row.etag };
      }
    }
    return items;
  }

  async write(changes: StoreItems): Promise<void> {
    this.ensureWritable();
    this.writeAll(changes);
  }

  async delete(keys: string[]): Promise<void> {
    this.ensureWritable();
    this.database.transaction(() => keys.forEach((key) => this.deleteOne.run(key)))();
  }

  close(): void {
    this.database.close();
  }

  /**
   * SQLite keeps its WAL index in a memory-mapped file that readers write too; if the files have
   * become read-only (a read-only remount, an immutable flag), touching it kills the process with
   * SIGBUS. Asking the kernel first (EROFS, EPERM, EACCES) turns that into an error a turn reports.
   */
  private ensureWritable(): void {
    for (const file of this.files) {
      if (existsSync(file)) {
        accessSync(file, constants.W_OK);
      }
    }
  }

  private readonly writeAll = (changes: StoreItems) =>
    this.database.transaction((items: StoreItems) => {
      for (const [key, item] of Object.entries(items)) {
        const { eTag, ...value } = (item ?? {}) as { eTag?: unknown };
        const json = JSON.stringify(value);
        const next = randomUUID();
        const written =
          eTag === '*'
            ? this.upsert.run(key, json, next).changes
            : typeof eTag === 'string' && eTag !== ''
              ? this.updateIfMatch.run(json, next, key, eTag).changes
              : this.insertNew.run(key, json, next).changes;
        if (written === 0) {
          throw new EtagConflictError(key);
        }
      }
    }).immediate(changes);
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
