import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SqliteStorage } from '../../src/storage/sqlite-storage';
import { removeSqliteFiles } from '../fakes/sqlite-files';

const STORAGE_MODULE = join(__dirname, '..', '..', 'dist', 'src', 'storage', 'sqlite-storage.js');

// Each process loads the module, says it is ready, and waits for "go" on stdin; then it opens the
// file and stores one item of its own, and reports when its open began and ended.
const OPEN_ON_GO = `
const { SqliteStorage } = require(process.argv[1]);
const [path, key] = process.argv.slice(2);
process.stdout.write('ready\\n');
process.stdin.once('data', () => {
  const began = Date.now();
  const storage = new SqliteStorage(path);
  storage.write({ [key]: { by: key } }).then(() => {
    storage.close();
    process.stdout.write(JSON.stringify({ began, ended: Date.now() }) + '\\n');
    process.exit(0);
  });
});
`;

interface Opener {
  readonly ready: Promise<void>;
  readonly done: Promise<{ began: number; ended: number }>;
  go(): void;
}

function startOpener(path: string, key: string): Opener {
  const child = spawn(process.execPath, ['-e', OPEN_ON_GO, STORAGE_MODULE, path, key], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  let signalReady = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) {
      signalReady();
    }
  });
  const done = new Promise<{ began: number; ended: number }>((resolve, reject) => {
    // 'close', not 'exit': a busy machine can report the exit before the child's last output is read.
    child.on('close', (code) => {
      const report = output.split('\n').find((line) => line.startsWith('{'));
      if (code === 0 && report) {
        resolve(JSON.parse(report) as { began: number; ended: number });
      } else {
        reject(new Error(`${key} exited ${code}: ${errors}`));
      }
    });
  });
  return { ready, done, go: () => child.stdin.end('go\n') };
}

describe('one SQLite file opened by several processes at the same moment', () => {
  it('opens in every one of them, and keeps what each wrote; their opens overlapped', async () => {
    const processes = 4;
    let overlapped = 0;
    for (let round = 0; round < 6; round += 1) {
      const path = join(tmpdir(), `pantry-shared-${randomUUID()}.db`);
      const keys = Array.from({ length: processes }, (_, index) => `process-${index}`);
      try {
        // Every process is started and loaded before any opens the file: then all are told at once.
        const openers = keys.map((key) => startOpener(path, key));
        await Promise.all(openers.map((opener) => opener.ready));
        openers.forEach((opener) => opener.go());
        const windows = await Promise.all(openers.map((opener) => opener.done));
        const storage = new SqliteStorage(path);
        expect(Object.keys(await storage.read(keys)).sort(), `round ${round}`).toEqual(keys);
        storage.close();
        // The race this test is for: two opens under way at the same time.
        const sorted = [...windows].sort((left, right) => left.began - right.began);
        if (sorted.some((each, at) => at > 0 && each.began <= (sorted[at - 1]?.ended ?? 0))) {
          overlapped += 1;
        }
      } finally {
        removeSqliteFiles(path);
      }
    }
    expect(overlapped).toBeGreaterThan(0);
  });
});
