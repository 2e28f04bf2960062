import type { TurnContext } from 'botbuilder';
import type { ReminderContext } from '../reminders/new-reminder';
import type { Reminder } from '../reminders/reminder';
import { isTimeZone } from '../reminders/time-zone';

/** Whether the conversation is shared by several people: a group chat or a channel. */
export function isSharedChat(context: TurnContext): boolean {
  return ['groupChat', 'channel'].includes(context.activity.conversation?.conversationType ?? '');
}

/**
 * The person's IANA time zone as Teams sends it: the activity's `localTimezone`, else the
 * `clientInfo` entity's `timezone`. None when neither is there or names no zone this runtime knows.
 */
export function timeZoneOf(context: TurnContext): string | undefined {
  const { localTimezone, entities } = context.activity;
  const clientInfo = entities?.find((entity) => entity.type === 'clientInfo') as { timezone?: unknown } | undefined;
  const named = [localTimezone, clientInfo?.timezone].find((zone): zone is string => typeof zone === 'string' && zone.trim() !== '');
  return named && isTimeZone(named.trim()) ? named.trim() : undefined;
}

/** What setting a reminder in this turn reads: the reminders as the turn began, its time, the person's zone and name. */
export function reminderContextOf(context: TurnContext, reminders: readonly Reminder[] | undefined, now: number): ReminderContext {
  const timeZone = timeZoneOf(context);
  const userName = context.activity.from?.name;
  return { reminders: reminders ?? [], now, ...(timeZone ? { timeZone } : {}), ...(userName ? { userName } : {}), ...(isSharedChat(context) ? { sharedChat: true } : {}) };
}
