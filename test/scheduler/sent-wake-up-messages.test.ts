import { describe, expect, it } from 'vitest';
import { SentWakeUpMessages } from '../../src/scheduler/sent-wake-up-messages';

describe('the queue messages a process sent for wake-ups', () => {
  it('gives a cancel every message still hidden for its wake-up, once, and none that showed', () => {
    const clock = { now: 0 };
    const sent = new SentWakeUpMessages(() => clock.now);
    sent.remember({ reminderId: 'r1', dueAt: 90_000 }, { messageId: 'm1', popReceipt: 'p1', visibleAt: 90_000 });
    // Two processes moving a repeating reminder on each send its next time.
    sent.remember({ reminderId: 'r1', dueAt: 90_000 }, { messageId: 'm2', popReceipt: 'p2', visibleAt: 90_000 });
    sent.remember({ reminderId: 'r2', dueAt: 5_000 }, { messageId: 'm3', popReceipt: 'p3', visibleAt: 5_000 });
    expect(sent.take({ reminderId: 'r1', dueAt: 90_000 }).map((message) => message.messageId)).toEqual(['m1', 'm2']);
    expect(sent.take({ reminderId: 'r1', dueAt: 90_000 })).toEqual([]);
    clock.now = 5_000;
    // Shown: any process may have received it since, which changed its receipt.
    expect(sent.take({ reminderId: 'r2', dueAt: 5_000 })).toEqual([]);
  });

  it('lets go of the messages that showed, so that what it holds is bounded by what is still hidden', () => {
    const clock = { now: 0 };
    const sent = new SentWakeUpMessages(() => clock.now);
    for (let index = 0; index < 1_000; index++) {
      sent.remember({ reminderId: `r${index}`, dueAt: 30_000 }, { messageId: `m${index}`, popReceipt: 'p', visibleAt: 30_000 });
    }
    sent.remember({ reminderId: 'later', dueAt: 600_000 }, { messageId: 'm-later', popReceipt: 'p', visibleAt: 600_000 });
    expect(sent.size).toBe(1_001);
    clock.now = 120_000;
    sent.remember({ reminderId: 'next', dueAt: 700_000 }, { messageId: 'm-next', popReceipt: 'p', visibleAt: 700_000 });
    expect(sent.size).toBe(2);
    expect(sent.take({ reminderId: 'later', dueAt: 600_000 }).map((message) => message.messageId)).toEqual(['m-later']);
  });
});
