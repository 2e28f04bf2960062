import { failure, type ListResult, success } from '../lists';
import { readWhen } from './read-when';
import { MAX_REMINDERS, type Reminder } from './reminder';
import { ReminderTimeError, TooManyRemindersError } from './reminder-errors';
import { FALLBACK_TIME_ZONE } from './time-zone';

/** What a person asked to be reminded of, and when, as they said it. */
export interface ReminderRequest {
  readonly when: string;
  readonly about: string;
}

/** What setting a reminder reads of the conversation and the turn. */
export interface ReminderContext {
  /** The conversation's reminders as the turn began. */
  readonly reminders: readonly Reminder[];
  /** The turn's time: every reading of "in 2 minutes" in one turn gives the same time. */
  readonly now: number;
  /** The person's IANA time zone, as Teams sent it; UTC is used without one. */
  readonly timeZone?: string;
  readonly userName?: string;
  /** Whether the chat is shared: the reminder is then for everyone in it. */
  readonly sharedChat?: boolean;
}

/** The reminder `request` sets, or why it sets none: a time that is unreadable, past or too far, or a chat with as many as it keeps. */
export function newReminder(request: ReminderRequest, context: ReminderContext): ListResult<Reminder> {
  if (context.reminders.length >= MAX_REMINDERS) {
    return failure(new TooManyRemindersError());
  }
  const timeZone = context.timeZone ?? FALLBACK_TIME_ZONE;
  const when = readWhen(request.when, context.now, timeZone);
  if (!when.ok) {
    return failure(new ReminderTimeError(when.problem, request.when.trim()));
  }
  return success({
    id: reminderId(request, context),
    // A remark in brackets at the end ("(it's my week on the rota)") is said to the chat, not part of what to remind of.
    about: request.about.replace(/\s*\([^()]*\)\s*$/, '').trim(),
    dueAt: when.dueAt,
    ...(when.repeat ? { repeat: when.repeat } : {}),
    timeZone,
    ...(context.userName ? { setBy: context.userName } : {}),
  });
}

/** An id the same for the same request in the same turn, and unlike the conversation's others. */
function reminderId(request: ReminderRequest, context: ReminderContext): string {
  let hash = 2166136261;
  for (const character of `${request.when}\u0000${request.about}`) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  }
  const base = `${context.now.toString(36)}-${(hash >>> 0).toString(36)}`;
  const taken = new Set(context.reminders.map((reminder) => reminder.id));
  let id = base;
  for (let count = 2; taken.has(id); count++) {
    id = `${base}-${count}`;
  }
  return id;
}
