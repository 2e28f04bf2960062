import { describeAbout, describeWhen } from '../../reminders/describe-when';
import { describeReminders } from '../../reminders/describe-reminders';
import { findReminders } from '../../reminders/find-reminders';
import type { ReminderContext } from '../../reminders/new-reminder';
import { laterSentences, readReminderRequest } from '../../reminders/read-reminder-request';
import type { Reminder } from '../../reminders/reminder';
import { DAY_NAME } from '../../reminders/read-when';
import { FALLBACK_TIME_ZONE } from '../../reminders/time-zone';
import { phraseAlternatives } from '../../text/phrase-alternatives';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { LEXICON } from './lexicon';
import { doCommand, doPlan, sayPlan } from './plans';
import { trimmed } from './read-message';
import { tokenize } from './tokenize';

const SET = new RegExp(`^(?:${phraseAlternatives(LEXICON.remindVerb)})(?:\\s+(?:${phraseAlternatives(LEXICON.remindWhom)}))?\\s*:?\\s+(.+)$`);
/** "daily reminder at 8pm to …", "a weekly reminder mondays at 6 …": the repeat said before the reminder. */
const SET_REPEATING = new RegExp(`^(?:${phraseAlternatives(LEXICON.repeatingReminder)})\\s*:?\\s+(.+)$`);
/** "tonight at 8 remind me to defrost the mince", "every Saturday at 9am please remind us to shop": the time first. */
const SET_TIME_FIRST = new RegExp(`^(.+?)\\s*,?\\s+(?:(?:${phraseAlternatives(LEXICON.opening)})\\s+)*(?:${phraseAlternatives(LEXICON.remindVerb)})(?:\\s+(?:${phraseAlternatives(LEXICON.remindWhom)}))?\\s+((?:to|about)\\s+.+)$`);
const ASK = new RegExp(`^(?:${phraseAlternatives(LEXICON.remindersAsk)})$`);
const CANCEL = new RegExp(`^(?:${phraseAlternatives(LEXICON.cancelReminderVerb)})\\s+(?:(${phraseAlternatives(LEXICON.every)})\\s+)?(.*?)\\s*\\b(?:${phraseAlternatives(LEXICON.reminderWord)})\\b\\s*(.*)$`);
/** "cancel the one about chips": a reminder is what is "about" something; it is one only when a reminder here matches. */
const CANCEL_THE_ONE = new RegExp(`^(?:${phraseAlternatives(LEXICON.cancelReminderVerb)})\\s+(?:the|that)\\s+one\\s+(?:about|for|to)\\s+(.+)$`);
/** The days a repeating reminder says of itself: "mondays and thursdays", "weekdays", "every …". */
const SAYS_ITS_DAYS = new RegExp(String.raw`^(?:every|each|on\s+)?\s*(?:${DAY_NAME}s|weekdays|weekends|every|each)\b`, 'i');
/** A remark beside a cancel ("…, we made a spreadsheet", "… — we've spoken to him"): no part of a reminder's words. */
const REMARK_BESIDE = /[,—–]|\s-\s/;
const STOP = new RegExp(`^(?:${phraseAlternatives(LEXICON.stopReminding)})(?:\\s+(?:about|to|of)\\s+(.+))?$`);

/**
 * Reads a message about reminders: setting one ("remind us Saturday at 10 to do the shopping"),
 * asking which there are, or cancelling one ("cancel the Saturday reminder"). The time must be
 * read whole (see readWhen) and what the reminder is about is kept as typed, as a name is; any
 * other message is not about reminders, and undefined. A sentence after the reminder's own is a
 * remark to the chat, unless `isRequest` reads it as a request of its own, which is never dropped:
 * then the whole message is undefined.
 */
export function planReminders(text: string, reminding: ReminderContext | undefined, isRequest: (sentence: string) => boolean): ValidatedPlan | undefined {
  const typed = withoutCourtesy(text);
  const lower = typed.toLowerCase();
  const context = reminding ?? { reminders: [], now: Date.now() };
  if (ASK.test(lower)) {
    return sayPlan(`${describeReminders(context.reminders, context.now)}${context.reminders.length > 0 ? '\nType /reminders to cancel one.' : ''}`);
  }
  const repeating = SET_REPEATING.exec(lower);
  if (repeating?.[1]) {
    const rest = typed.slice(typed.length - repeating[1].length);
    // "daily" or "weekly" is the repeat, unless the rest says its own days ("mondays and thursdays", "every …").
    const days = SAYS_ITS_DAYS.test(rest);
    return planSet(days ? rest : `${/weekly/.test(lower.slice(0, lower.length - repeating[1].length)) ? 'every week' : 'every day'} ${rest}`, context, isRequest);
  }
  const set = SET.exec(lower);
  if (set?.[1]) {
    // "reminder: we're out of milk" is a note to the chat, not a request: a reminder said as a noun needs its time.
    return planSet(typed.slice(typed.length - set[1].length), context, isRequest, !/^(?:a\s+)?reminder\b/.test(lower));
  }
  const timeFirst = SET_TIME_FIRST.exec(lower);
  const when = timeFirst?.[1] ? typed.slice(0, timeFirst[1].length) : '';
  // Only when all of the start is a time: "cancel the reminder about the bins" is no time first.
  const timeSaid = timeFirst?.[2] ? readReminderRequest(when, context.now, context.timeZone ?? FALLBACK_TIME_ZONE) : undefined;
  if (timeFirst?.[2] && timeSaid && 'when' in timeSaid && timeSaid.about === '') {
    const about = typed.slice(typed.length - timeFirst[2].length).replace(/^(?:to|about)\s+/i, '');
    return planSet(`${when} to ${about}`, context, isRequest);
  }
  const cancel = CANCEL.exec(lower);
  if (cancel) {
    const [before, after] = [cancel[2] ?? '', cancel[3] ?? ''].map((part) => part.trim().replace(/^(?:the|my|our|that|this)(?:\s+|$)/, ''));
    // Words both before and after "reminder" ("the turkey reminder, we ordered it"): a remark the reader cannot place.
    if (before && after) {
      return undefined;
    }
    const which = before || after || '';
    // "all the reminders pls, new rota starts monday", "… Noah — we've spoken to him": a remark beside it is not a reminder's words.
    if (REMARK_BESIDE.test(which)) {
      return undefined;
    }
    return planCancel(cancel[1] !== undefined && which === '' ? 'all' : which, context);
  }
  const theOne = CANCEL_THE_ONE.exec(lower);
  if (theOne?.[1] && findReminders(context.reminders, theOne[1], context.now).length > 0) {
    return planCancel(theOne[1], context);
  }
  const stop = STOP.exec(lower);
  if (stop && !REMARK_BESIDE.test(stop[1] ?? '')) {
    return planCancel(stop[1] ?? '', context);
  }
  return undefined;
}

/** The message without openings ("hey pantry, can you"), closings ("thanks") or end marks and emoji, as typed. */
function withoutCourtesy(text: string): string {
  const kept = trimmed(tokenize(text));
  const [first] = kept;
  const last = kept[kept.length - 1];
  return first && last ? text.slice(first.start, last.end) : '';
}

/** "Saturday at 10 to do the shopping", "to buy milk tomorrow morning", "in 2 minutes": set by the action, which says when it read. */
function planSet(rest: string, context: ReminderContext, isRequest: (sentence: string) => boolean, asksWhen = true): ValidatedPlan | undefined {
  const reading = readReminderRequest(rest, context.now, context.timeZone ?? FALLBACK_TIME_ZONE);
  // "remind me at 5 to get milk. add eggs to groceries": the second request is not dropped.
  const later = laterSentences(rest);
  if (!reading || (later !== '' && isRequest(later))) {
    return undefined;
  }
  if ('noTime' in reading) {
    return !asksWhen ? undefined : sayPlan(`When shall I remind you about "${reading.noTime}"? Say when, for example "remind me tomorrow morning to buy milk".`);
  }
  return { type: 'plan', commands: [doCommand('setReminder', { reminder: rest })] };
}

/** "the Saturday one", "milk", "all": the reminders it picks, cancelled; or which ones there are to pick from. */
function planCancel(which: string, context: ReminderContext): ValidatedPlan | undefined {
  const { reminders, now } = context;
  if (reminders.length === 0) {
    return sayPlan(`There are no reminders here to cancel${which && which !== 'all' ? `, about "${which}" or anything else` : ''}.`);
  }
  const all = /^(?:all|every|each)\b/.test(which) || which === 'all';
  const picked = all ? [...reminders] : findReminders(reminders, which, now);
  if (picked.length === 0) {
    // Many words that name no reminder ("the pizza we're not getting it") are likely a remark run on: not placed, so declined.
    return which.split(/\s+/).length > 3 ? undefined : sayPlan(`No reminder here matches "${which}". ${describeReminders(reminders, now)}`);
  }
  if (picked.length > 1 && !all) {
    return sayPlan(`Which one? ${describeReminders(picked, now)}\nSay, for example, "cancel the ${dayOf(picked[0], now)} reminder", or type /reminders and press Cancel.`);
  }
  const said = picked.length === 1 && picked[0] ? `Cancelled the reminder ${describeWhen(picked[0], now)}: ${describeAbout(picked[0])}.` : `Cancelled all ${picked.length} reminders: ${joinWords(picked.map(describeAbout))}.`;
  return doPlan([doCommand('cancelReminders', { ids: picked.map((reminder) => reminder.id) })], said);
}

function dayOf(reminder: Reminder | undefined, now: number): string {
  return reminder ? (describeWhen(reminder, now).replace(/^on /, '').split(' ')[0] ?? '') : '';
}
