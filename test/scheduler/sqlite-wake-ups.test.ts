import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteWakeUps } from '../../src/scheduler/sqlite-wake-ups';
import type { WakeUp } from '../../src/scheduler/wake-up';
import { removeSqliteFiles } from '../fakes/sqlite-files';

const wakeUp = (reminderId: string, dueAt: number): WakeUp => ({ reminderId, dueAt, stateKey: 'msteams/28:pantry-bot/conversations/a:1', reference: { conversation: { id: 'a:1' }, serviceUrl: 'http://connector/' } });

describe('wake-ups in a table of the SQLite file', () => {
  const paths: string[] = [];
  const open = (path: string) => new SqliteWakeUps(path);
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
});
