import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/storage/sqlite-storage';

const run = promisify(execFile);
const STORAGE_MODULE = join(__dirname, '..', '..', 'dist', 'src', 'storage', 'sqlite-storage.js');

// Each process waits for the same instant, opens the file, and stores one item of its own.
const OPEN_AT_ONCE = `
const { SqliteStorage } = require(process.argv[1]);
const [path, at, key] = process.argv.slice(2);
while (Date.now() < Number(at)) {}
const storage = new SqliteStorage(path);
storage.write({ [key]: { by: key } }).then(() => { storage.close(); console.log('opened'); });
`;

describe('one SQLite file opened by several processes at the same moment', () => {
  it('opens in every one of them, and keeps what each wrote', async () => {
    const processes = 4;
    for (let round = 0; round < 6; round += 1) {
      const path = join(tmpdir(), `pantry-shared-${randomUUID()}.db`);
      const at = Date.now() + 500;
      const keys = Array.from({ length: processes }, (_, index) => `process-${index}`);
      try {
        const outcomes = await Promise.allSettled(keys.map((key) => run(process.execPath, ['-e', OPEN_AT_ONCE, STORAGE_MODULE, path, String(at), key])));
        const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { stderr?: string }).stderr ?? outcome.reason)] : []));
        expect(failures, `round ${round}`).toEqual([]);
        const storage = new SqliteStorage(path);
        expect(Object.keys(await storage.read(keys)).sort()).toEqual(keys);
        storage.close();
      } finally {
        for (const suffix of ['', '-wal', '-shm']) {
          rmSync(`${path}${suffix}`, { force: true });
        }
      }
    }
  });
});
