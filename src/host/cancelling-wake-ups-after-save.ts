import type { TurnContext } from 'botbuilder';
import type { Logger } from '../logger';
import type { Reminder } from '../reminders/reminder';
import type { ReminderSchedule } from '../scheduler/wake-up';
import { cancelWakeUps } from './cancel-wake-ups';
import { turnRecordOf } from './turn-record';
import type { TurnApplication } from './turn-runner';

/**
 * The Application, and after each turn it ran and saved, the wake-ups of the reminders the turn
 * took off forgotten. A turn whose save lost a race throws instead: it is saved again, and its
 * wake-ups forgotten, by the replay.
 */
export function cancellingWakeUpsAfterSave(app: TurnApplication, schedule: ReminderSchedule, logger: Logger): TurnApplication {
  return {
    async run(context: TurnContext): Promise<boolean> {
      const ran = await app.run(context);
      const { start, state } = turnRecordOf(context);
      if (start && state) {
        await cancelWakeUps(schedule, start.conversation.reminders as Reminder[] | undefined, state.conversation.reminders, logger);
      }
      return ran;
    },
  };
}
