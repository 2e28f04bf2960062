import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition } from '../actions/define-action';
import type { Reminder } from '../reminders/reminder';

/**
 * The reminders after a turn: its calls that set or cancel one, folded into the reminders as they
 * were. Run on the reminders as stored, it is also how a turn applied again after a conflict keeps
 * another process's changes (a reminder sent meanwhile) and its own.
 */
export function remindersAfterTurn(reminders: readonly Reminder[] | undefined, applied: readonly AppliedCall[], actions: readonly ActionDefinition[]): Reminder[] | undefined {
  let next: readonly Reminder[] = reminders ?? [];
  for (const call of applied) {
    const action = actions.find((each) => each.name === call.action);
    const parsed = action?.remind ? action.parameters.safeParse(call.parameters) : undefined;
    if (action?.remind && parsed?.success) {
      next = action.remind(parsed.data, next);
    }
  }
  if (next === (reminders ?? [])) {
    return reminders ? [...reminders] : undefined;
  }
  return next.length === 0 ? undefined : [...next];
}

/** The reminders in `after` that `before` did not have: those a turn set, to be scheduled. */
export function remindersAdded(before: readonly Reminder[] | undefined, after: readonly Reminder[] | undefined): Reminder[] {
  const had = new Set((before ?? []).map((reminder) => reminder.id));
  return (after ?? []).filter((reminder) => !had.has(reminder.id));
}

/** The reminders in `before` that `after` no longer has at the same time: those a change cancelled or moved, whose wake-ups are to be forgotten. */
export function remindersTakenOff(before: readonly Reminder[] | undefined, after: readonly Reminder[] | undefined): Reminder[] {
  const kept = new Set((after ?? []).map((reminder) => `${reminder.id}@${reminder.dueAt}`));
  return (before ?? []).filter((reminder) => !kept.has(`${reminder.id}@${reminder.dueAt}`));
}
