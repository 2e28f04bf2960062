import { rmSync } from 'node:fs';

/** Removes a SQLite database and the write-ahead log and shared-memory files beside it, as far as they exist. */
export function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(`${path}${suffix}`, { force: true });
  }
}
