import { describe, expect, it } from 'vitest';
import { MemoryWakeUps } from '../../src/scheduler/memory-wake-ups';
import { PollingSchedule } from '../../src/scheduler/polling-schedule';
import type { WakeUp } from '../../src/scheduler/wake-up';
import { RecordingLogger } from '../fakes/recording-logger';
import { waitFor } from '../fakes/wait-for';

const wakeUp = (reminderId: string, dueAt: number): WakeUp => ({ reminderId, dueAt, stateKey: 'msteams/28:pantry-bot/conversations/a:1', reference: { conversation: { id: 'a:1' }, serviceUrl: 'http://connector/' } });

describe('a schedule polled in memory', () => {
  it('never hands out a cancelled wake-up, and forgets it at once rather than at its time', async () => {
    const wakeUps = new MemoryWakeUps();
    const schedule = new PollingSchedule('memory', wakeUps, new RecordingLogger(), () => 10_000, 5);
    const delivered: string[] = [];
    try {
      await schedule.schedule(wakeUp('kept', 1_000));
      await schedule.schedule(wakeUp('cancelled', 2_000));
      await schedule.schedule(wakeUp('cancelled later', 60_000));
      await schedule.cancel({ reminderId: 'cancelled', dueAt: 2_000 });
      await schedule.cancel({ reminderId: 'cancelled later', dueAt: 60_000 });
      // Another of its times is another wake-up, and stays.
      await schedule.cancel({ reminderId: 'kept', dueAt: 3_000 });
      expect(wakeUps.due(Number.MAX_SAFE_INTEGER, 10).map((each) => each.reminderId)).toEqual(['kept']);
      schedule.start(async (each) => {
        delivered.push(each.reminderId);
      });
      await waitFor(() => delivered.length > 0, 2_000);
      // A few more polls: nothing else comes.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(delivered).toEqual(['kept']);
    } finally {
      await schedule.stop();
    }
  });
});
