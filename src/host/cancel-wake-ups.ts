import { remindersTakenOff } from '../conversation/remember-reminders';
import type { Logger } from '../logger';
import type { Reminder } from '../reminders/reminder';
import type { ReminderSchedule } from '../scheduler/wake-up';

/**
 * Forgets the wake-ups of reminders a saved change took off (cancelled, or moved to another time).
 * Only ever after the save: a save that fails leaves every reminder its wake-up. A schedule that
 * fails now leaves the wake-up to fall due, when the delivery finds no reminder and drops it; so it
 * is logged and the turn goes on.
 */
export async function cancelWakeUps(schedule: ReminderSchedule | undefined, before: readonly Reminder[] | undefined, after: readonly Reminder[] | undefined, logger: Logger): Promise<void> {
  for (const reminder of schedule ? remindersTakenOff(before, after) : []) {
    try {
      await schedule?.cancel({ reminderId: reminder.id, dueAt: reminder.dueAt });
    } catch (error) {
      logger.warn("a cancelled reminder's wake-up was left; it is dropped at its time", { reminderId: reminder.id, error });
    }
  }
}
