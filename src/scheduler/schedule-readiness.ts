import { answersWithin, type Readiness } from '../storage/storage-readiness';
import type { ReminderSchedule } from './wake-up';

/** Whether the reminders' schedule answers (the queue, when STORAGE=azure-blob), for /readyz. */
export function scheduleReadiness(schedule: ReminderSchedule, timeoutMs?: number): Promise<Readiness> {
  return answersWithin(() => schedule.check(), `the reminders' ${schedule.kind} schedule`, timeoutMs);
}
