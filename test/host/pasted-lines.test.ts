import { describe, expect, it } from 'vitest';
import { PastedLines } from '../../src/host/pasted-lines';

/** Timers run by hand: `elapse` fires what is due, so no test waits on the clock. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  return {
    set: (run: () => void, ms: number) => {
      next += 1;
      due.set(next, { at: now + ms, run });
      return next;
    },
    clear: (timer: unknown) => {
      due.delete(timer as number);
    },
    elapse(ms: number) {
      now += ms;
      for (const [id, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('lines typed at a terminal', () => {
  it('are one message when they arrive together, as a paste does', () => {
    const timers = manualTimers();
    const sent: string[] = [];
    const lines = new PastedLines((message) => sent.push(message), 30, timers);
    lines.push('add these to groceries:');
    lines.push('fresh basil');
    lines.push('salt');
    timers.elapse(29);
    expect(sent).toEqual([]);
    timers.elapse(1);
    expect(sent).toEqual(['add these to groceries:\nfresh basil\nsalt']);
  });

  it('are a message each when typed one after another, and blank lines alone send nothing', () => {
    const timers = manualTimers();
    const sent: string[] = [];
    const lines = new PastedLines((message) => sent.push(message), 30, timers);
    lines.push('add milk');
    timers.elapse(500);
    lines.push('   ');
    timers.elapse(500);
    lines.push('got the milk');
    lines.flush();
    expect(sent).toEqual(['add milk', 'got the milk']);
  });
});
