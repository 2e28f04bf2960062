import { type Counter, metrics } from '@opentelemetry/api';

/** How a reminder's time ended: sent (late or on time), or dropped because its chat is gone or it could not be sent. */
export type ReminderOutcome = 'sent' | 'late' | 'dropped' | 'unconfirmed';

interface ReminderInstruments {
  readonly set: Counter;
  readonly sent: Counter;
  readonly late: Counter;
  readonly dropped: Counter;
}

let instruments: ReminderInstruments | undefined;

/** Created on first use, after telemetry has started (see turnInstruments). */
function reminderInstruments(): ReminderInstruments {
  if (!instruments) {
    const meter = metrics.getMeter('pantry');
    instruments = {
      set: meter.createCounter('pantry.reminders.set', { description: 'Reminders set.' }),
      sent: meter.createCounter('pantry.reminders.sent', { description: 'Reminders sent, on time or late.' }),
      late: meter.createCounter('pantry.reminders.late', { description: 'Reminders sent more than 10 minutes after their time.' }),
      dropped: meter.createCounter('pantry.reminders.dropped', { description: 'Reminders not sent: their chat is gone, or the Bot Connector kept refusing.' }),
    };
  }
  return instruments;
}

/** Counts reminders set in a turn. */
export function countRemindersSet(count: number): void {
  if (count > 0) {
    reminderInstruments().set.add(count);
  }
}

/** Counts how one reminder's time ended. */
export function countReminderOutcome(outcome: ReminderOutcome, reason?: string): void {
  const { sent, late, dropped } = reminderInstruments();
  if (outcome === 'dropped') {
    dropped.add(1, reason ? { reason } : {});
    return;
  }
  sent.add(1, { confirmed: outcome !== 'unconfirmed' });
  if (outcome === 'late') {
    late.add(1);
  }
}
