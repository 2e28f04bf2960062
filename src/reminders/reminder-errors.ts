import { ListError } from '../lists';
import { MAX_REMINDERS } from './reminder';

/** A reminder's time that cannot be set: not a time, gone by, or too far ahead. */
export class ReminderTimeError extends ListError {
  readonly code = 'reminder_time';
  // A model may have passed words that are not a time ("the weekend shop"); a time gone by is the person's to change.
  readonly modelMayFix: boolean;

  constructor(
    readonly problem: 'unreadable' | 'missing' | 'past' | 'too_far',
    readonly phrase: string,
  ) {
    super(
      problem === 'unreadable'
        ? `I couldn't read "${phrase}" as a time, so no reminder was set. Try "Saturday at 10", "tomorrow morning", "in 20 minutes" or "every Friday at 5".`
        : problem === 'missing'
          ? `"${phrase}" says no time, so no reminder was set. Say when, for example "tomorrow morning to buy milk".`
          : problem === 'past'
            ? `"${phrase}" has already gone by, so no reminder was set. Give me a time still to come.`
            : `"${phrase}" is more than a year away, so no reminder was set: I keep reminders for up to a year.`,
    );
    this.modelMayFix = problem === 'unreadable' || problem === 'missing';
  }
}

/** The conversation has as many reminders as it may keep. */
export class TooManyRemindersError extends ListError {
  readonly code = 'too_many_reminders';
  readonly modelMayFix = false;

  constructor() {
    super(`This chat already has ${MAX_REMINDERS} reminders, the most I keep, so no reminder was set. Cancel one first: /reminders lists them.`);
  }
}
