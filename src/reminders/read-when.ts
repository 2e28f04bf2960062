import * as chrono from 'chrono-node';
import type { ParsedComponents } from 'chrono-node';
import type { ReminderRepeat } from './reminder';
import { nextDue } from './next-due';
import { instantOf, offsetMinutes } from './time-zone';
import { joinWords } from '../text/join-words';
import { numberFromWords } from '../text/number-words';

/** When a reminder is due, read from how a person said it; or why it cannot be set. */
export type When =
  | { readonly ok: true; readonly dueAt: number; readonly repeat?: ReminderRepeat }
  | { readonly ok: false; readonly problem: 'unreadable' | 'past' | 'too_far' };

const DAY_MS = 24 * 60 * 60_000;
/** The furthest ahead a reminder may be set. */
const FURTHEST_MS = 366 * DAY_MS;
/** The hour a day said without one means ("Saturday", "every day"): a time to plan the shop, not midnight. */
const DEFAULT_HOUR = 9;
/** The hours of the parts of a day, said without a time ("tomorrow morning"). */
const PARTS_OF_DAY: Readonly<Record<string, number>> = { morning: 9, afternoon: 15, evening: 18, tonight: 20, night: 20, noon: 12, midnight: 0 };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** A day's name, whole or cut short: "monday", "mon", "tues", "thurs", "sat". */
export const DAY_NAME = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
/** "on tuesdays and thursdays at 6", "weekdays at 7": days said in the plural repeat, as "every" does. */
const PLURAL_DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days';
const PLURAL_DAYS = new RegExp(`^(?:on\\s+)?((?:${PLURAL_DAY}|weekdays|weekends)(?:\\s*(?:,|and|&)\\s*${PLURAL_DAY})*(?:\\s+.*)?)$`, 'i');

/** Words beside which a number word is a clock's: "at four", "ten past two", "five o'clock", "four thirty". */
const CLOCK_BEFORE = new Set(['at', 'past', 'to', 'half', 'quarter', 'about', 'around']);
const CLOCK_AFTER = new Set(["o'clock", 'oclock', 'am', 'pm', 'past', 'to', 'fifteen', 'thirty', 'forty-five', 'fifty']);

/** "ten past two" as "10 past 2", "four thirty" as "4:30": number words said of a clock, as digits. */
function clockWordsAsDigits(text: string): string {
  const words = text.split(/\s+/);
  const digits = words.map((word, at) => {
    const value = numberFromWords(word);
    return value !== undefined && (CLOCK_BEFORE.has((words[at - 1] ?? '').toLowerCase()) || CLOCK_AFTER.has((words[at + 1] ?? '').toLowerCase())) ? String(value) : word;
  });
  return digits.join(' ').replace(/\b(\d{1,2}) ([1-5]\d)\b/g, '$1:$2');
}

const MONTH_DAY = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\s+\\d{1,2}';
const clock = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

/**
 * The ways people say a time that chrono-node does not read, said as it does: "2moro", "half 5",
 * "ten past two", "quarter to 6", "6.30pm", "330", "7ish", "at noon", "midnight", "mon-fri", "sat 6",
 * "at 7:30 tomorrow morning", "a week from today", "friday the 11th", Christmas, Australia Day.
 */
const CHRONO_WORDS: readonly [RegExp, string | ((...match: string[]) => string)][] = [
  [/\b([ap])\.m\.?/gi, '$1m'],
  [/\b(?:2moro|2morrow|2morow|tmrw|tmr|tmrow|tomoz|tomorow|tommorow|tommorrow|tomorroww)\b/gi, 'tomorrow'],
  [/\b(?:2day|tday)\b/gi, 'today'],
  [/\b(?:2nite|tonite|2night)\b/gi, 'tonight'],
  [/\bmornin\b/gi, 'morning'],
  [/\bevry\b/gi, 'every'],
  [/\bweds\b/gi, 'wednesday'],
  [/\bo'?clock\b/gi, "o'clock"],
  [/\ba\s+(quarter|half)\b/gi, '$1'],
  [/\b(\d{1,2}(?::\d\d)?)\s+in\s+the\s+(?:evening|afternoon|night)\b/gi, '$1pm'],
  [/\b(\d{1,2}(?::\d\d)?)\s+in\s+the\s+morning\b/gi, '$1am'],
  [/\b(?:at\s+)?(?:noon|midday)\b/gi, 'at 12pm'],
  [/\b(\d{1,2})\.(\d{2})(?=\s*(?:am|pm)?\b)/gi, '$1:$2'],
  [/(^|\bat\s+|\s)([1-9]|1[0-2])([0-5]\d)(?=\s*(?:am|pm)?$)/gi, '$1$2:$3'],
  [/\b(?:at\s+)?lunch\s*time\s+(?=(?:at\s+)?\d)/gi, ''],
  [/\blunch\s*time\b/gi, 'noon'],
  [/\b(\d{1,2})\s*ish\b/gi, '$1'],
  [/\bhalf\s+(?:past\s+)?(\d{1,2})\b/gi, '$1:30'],
  [/\bquarter\s+past\s+(\d{1,2})\b/gi, '$1:15'],
  [/\bquarter\s+to\s+(\d{1,2})\b/gi, (_match, hour) => clock(((Number(hour) + 10) % 12) + 1, 45)],
  [/\b(\d{1,2})\s+past\s+(\d{1,2})\b/gi, (_match, minute, hour) => clock(Number(hour), Number(minute))],
  [/\b(\d{1,2})\s+to\s+(\d{1,2})\b(?!:)/gi, (_match, minute, hour) => clock(((Number(hour) + 10) % 12) + 1, 60 - Number(minute))],
  [/^(?:tonight\s+)?(?:at\s+)?midnight(?:\s+tonight)?$/i, 'tomorrow at 12am'],
  [/\b(?:a|one)\s+week\s+(?:from\s+)?(?:today|now)\b/gi, 'in a week'],
  [/\b(?:a|one)\s+fortnight\s+(?:from\s+)?(?:today|now)\b|\bin\s+a\s+fortnight\b/gi, 'in 2 weeks'],
  [/\b(?:mon(?:day)?\s*(?:-|to|through|thru)\s*fri(?:day)?)\b/gi, 'weekdays'],
  [new RegExp(`\\b${DAY_NAME}\\s+(?:the\\s+)?(\\d{1,2}(?:st|nd|rd|th))\\b`, 'gi'), '$1'],
  [/\bnew\s+year'?s\s+eve\b/gi, 'December 31'],
  [/\bnew\s+year'?s(?:\s+day)?\b/gi, 'January 1'],
  [/\bchristmas\s+eve\b/gi, 'December 24'],
  [/\b(?:christmas|xmas)(?:\s+day)?\b/gi, 'December 25'],
  [/\bboxing\s+day\b/gi, 'December 26'],
  [/\bvalentine'?s(?:\s+day)?\b/gi, 'February 14'],
  [/\baustralia\s+day\b/gi, 'January 26'],
  [/\bcanada\s+day\b/gi, 'July 1'],
  [/\bhalloween\b/gi, 'October 31'],
  // A time after when ("at 7:30 tomorrow morning") is said before it, where chrono-node reads it; a bare hour after a day is at that hour ("sat 6").
  [/^(?:at\s+)?(\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s+((?:this|today|tonight|tomorrow)(?:\s+(?:morning|afternoon|evening|night))?)$/i, '$2 at $1'],
  [new RegExp(`\\b(${DAY_NAME}|today|tonight|tomorrow|${MONTH_DAY})\\s+(\\d{1,2}(?::\\d\\d)?\\s*(?:am|pm)?)$`, 'i'), '$1 at $2'],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_NAMED = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
const DAY_OF_MONTH = /\b(?:the\s+)?([1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b/i;

/** `text` in words chrono-node reads: the rewrites above, "on" dropped before a date, and "the 11th" given its month (this one's, or the next when it has gone by). */
function inChronoWords(text: string, now: number, timeZone: string): string {
  const said = CHRONO_WORDS.reduce((rewritten, [pattern, replacement]) => rewritten.replace(pattern, replacement as string), clockWordsAsDigits(text.replace(/[’‘]/g, "'"))).replace(/^on\s+/i, '');
  const day = DAY_OF_MONTH.exec(said);
  if (!day || MONTH_NAMED.test(said)) {
    return said;
  }
  const [year, month, today] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).format(new Date(now)).split('-').map(Number);
  const inMonth = Number(day[1]) >= (today ?? 1) ? (month ?? 1) - 1 : (month ?? 1) % 12;
  return said.replace(DAY_OF_MONTH, `${MONTHS[inMonth]} ${day[1]}${inMonth < (month ?? 1) - 1 ? ` ${(year ?? 0) + 1}` : ''}`);
}

/**
 * Reads `phrase` ("Saturday at 10", "tomorrow morning", "in 2 minutes", "every Friday at 5") in
 * `timeZone`, as of `now`. The whole phrase must be a time: a word left over is unreadable, not
 * guessed at. An hour from 1 to 6 said without am or pm is the afternoon's ("every Friday at 5").
 */
export function readWhen(phrase: string, now: number, timeZone: string): When {
  const text = inChronoWords(phrase.trim().replace(/[.!?,;:]+$/, '').replace(/\s+/g, ' '), now, timeZone);
  const repeating = /^(?:every|each)\s+(.+)$/i.exec(text) ?? PLURAL_DAYS.exec(text);
  if (repeating) {
    return readRepeat(repeating[1] ?? '', now, timeZone);
  }
  const dueAt = readOnce(text, now, timeZone);
  if (dueAt === undefined) {
    return { ok: false, problem: 'unreadable' };
  }
  if (dueAt <= now || datedLastYear(text, dueAt, now)) {
    return { ok: false, problem: 'past' };
  }
  return dueAt - now > FURTHEST_MS ? { ok: false, problem: 'too_far' } : { ok: true, dueAt };
}

/**
 * "dec 1" said on 4 December is a date gone by, not next year's: a month and day with no year that
 * chrono moved more than 300 days on are taken as the past they name.
 */
function datedLastYear(text: string, dueAt: number, now: number): boolean {
  return MONTH_NAMED.test(text) && !/\b\d{4}\b/.test(text) && dueAt - now > 300 * DAY_MS;
}

function readOnce(text: string, now: number, timeZone: string): number | undefined {
  const components = parseWhole(text, now, offsetMinutes(timeZone, now));
  if (!components) {
    return undefined;
  }
  const named = components.isCertain('day') || components.isCertain('weekday');
  const { hour, minute } = settledTime(components, text);
  const local = Date.UTC(components.get('year') ?? 0, (components.get('month') ?? 1) - 1, components.get('day') ?? 1, hour, minute, hour === components.get('hour') && minute === components.get('minute') ? (components.get('second') ?? 0) : 0);
  // A time of day alone ("at 5") is today's while it is still to come; chrono moved it on before it became the afternoon's.
  const day = !named && instantOf(local, timeZone) - DAY_MS > now ? local - DAY_MS : local;
  // A bare hour from 7 to 11, the day not named, is the next time the clock shows it: "at 7" said at four is tonight's, not tomorrow morning's.
  const bareHour = !named && !components.isCertain('meridiem') && hour >= 7 && hour <= 11 && !/\b(?:morning|am|tomorrow|today)\b/i.test(text);
  const sooner = instantOf(day - DAY_MS / 2, timeZone);
  return bareHour && sooner > now ? sooner : instantOf(day, timeZone);
}

/** The one reading of the whole of `text` as a time, or none. */
function parseWhole(text: string, now: number, offset: number): ParsedComponents | undefined {
  // "this morning" said at noon has gone by: only a time not tied to today moves on to its next coming.
  const results = chrono.parse(text, { instant: new Date(now), timezone: offset }, { forwardDate: !/\b(?:this|today|tonight|last|yesterday|ago)\b/i.test(text) });
  const [only, ...more] = results;
  return only && more.length === 0 && only.index === 0 && only.text.length === text.length && !only.end ? only.start : undefined;
}

/** An hour not said is the part of the day's, or the default; an hour from 1 to 6 without am or pm is the afternoon's. */
function settledTime(components: ParsedComponents, text: string): { hour: number; minute: number } {
  if (!components.isCertain('hour')) {
    const part = Object.keys(PARTS_OF_DAY).find((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));
    return { hour: part === undefined ? DEFAULT_HOUR : (PARTS_OF_DAY[part] ?? DEFAULT_HOUR), minute: 0 };
  }
  const hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  const evening = /\b(?:afternoon|evening|night|tonight)\b/i.test(text);
  // "at 5:30 this morning" is the morning's, whatever the afternoon rule says.
  const morning = /\b(?:morning|am)\b/i.test(text);
  return { hour: !components.isCertain('meridiem') && !morning && hour >= 1 && (hour <= 6 || (evening && hour < 12)) ? hour + 12 : hour, minute };
}

const REPEAT_DAYS = new RegExp(`^(day|morning|afternoon|evening|night|weekdays?|weekends?|week|(?:${DAY_NAME}s?(?:\\s*(?:,|and|&)\\s*|\\s+(?=(?:mon|tue|wed|thu|fri|sat|sun)))?)+)(?:\\s+(.*))?$`, 'i');

/** "Friday at 5", "day", "weekday morning", "monday and thursday at 18:00": a weekly or daily time. */
function readRepeat(text: string, now: number, timeZone: string): When {
  const days = REPEAT_DAYS.exec(text);
  if (!days) {
    return { ok: false, problem: 'unreadable' };
  }
  const unit = (days[1] ?? '').toLowerCase().replace(/^(weekday|weekend)s$/, '$1');
  const atText = days[2] ?? '';
  const weekdays = weekdaysOf(unit, now, timeZone);
  const time = atText ? timeOfDay(atText, unit, now) : { hour: PARTS_OF_DAY[unit] ?? DEFAULT_HOUR, minute: 0 };
  if (!weekdays || !time) {
    return { ok: false, problem: 'unreadable' };
  }
  const pattern = `0 ${time.minute} ${time.hour} * * ${weekdays.length === 7 ? '*' : weekdays.join(',')}`;
  const dueAt = nextDue(pattern, timeZone, now);
  if (dueAt === undefined) {
    return { ok: false, problem: 'unreadable' };
  }
  const shown = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const on = weekdays.length === 7 ? 'day' : unit === 'weekday' ? 'weekday' : unit === 'weekend' ? 'Saturday and Sunday' : joinWords(weekdays.map((day) => capitalised(WEEKDAYS[day] ?? '')));
  return { ok: true, dueAt, repeat: { pattern, said: `every ${on} at ${shown}` } };
}

/** The days of the week (0 is Sunday) a repeat falls on; "week" is the weekday it is now. */
function weekdaysOf(unit: string, now: number, timeZone: string): number[] | undefined {
  if (['day', 'morning', 'afternoon', 'evening', 'night'].includes(unit)) {
    return [0, 1, 2, 3, 4, 5, 6];
  }
  if (unit === 'weekday') {
    return [1, 2, 3, 4, 5];
  }
  if (unit === 'weekend') {
    return [0, 6];
  }
  if (unit === 'week') {
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date(now)).toLowerCase();
    return [WEEKDAYS.indexOf(weekday)];
  }
  const named = unit.split(/\s*(?:,|and|&)\s*|\s+/).filter(Boolean);
  const found = named.map((word) => WEEKDAYS.findIndex((day) => day.startsWith(word.replace(/s$/, '').slice(0, 3))));
  return found.some((day) => day < 0) ? undefined : [...new Set(found)].sort();
}

/** "at 5", "at 5:30pm", "18:00": an hour and minute, with the afternoon and evening rules; none unless the whole text is one. */
function timeOfDay(text: string, unit: string, now: number): { hour: number; minute: number } | undefined {
  const components = parseWhole(text, now, 0);
  if (!components || !components.isCertain('hour') || components.isCertain('day') || components.isCertain('weekday')) {
    return undefined;
  }
  // "every night at 9" is 21:00: the part of the day said before the time counts as if said with it.
  return settledTime(components, `${text} ${unit}`);
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
