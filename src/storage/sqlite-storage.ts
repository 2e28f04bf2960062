import { accessSync, constants, existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Storage, StoreItems } from 'botbuilder';
import { EtagConflictError } from './storage-errors';
import { openSharedSqlite } from './open-shared-sqlite';

/**
 * botbuilder state in one SQLite file. Every write is one transaction: all its items are stored, or,
 * if any is in conflict, none are. An item with an eTag is written only over that same version; one
 * without is written only if the key is new (teams-ai writes a new conversation's state that way,
 * and two processes starting the same conversation must not overwrite each other); "*" overwrites.
 * WAL lets several processes share the file; synchronous=FULL makes a committed write survive a crash.
 */
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
    this.database = openSharedSqlite(path, CREATE_TABLE);
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
