import * as chrono from 'chrono-node';
import type { ParsedComponents } from 'chrono-node';
import type { ReminderRepeat } from './reminder';
import { nextDue } from './next-due';
import { offsetMinutes } from './time-zone';

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

/**
 * Reads `phrase` ("Saturday at 10", "tomorrow morning", "in 2 minutes", "every Friday at 5") in
 * `timeZone`, as of `now`. The whole phrase must be a time: a word left over is unreadable, not
 * guessed at. An hour from 1 to 6 said without am or pm is the afternoon's ("every Friday at 5").
 */
export function readWhen(phrase: string, now: number, timeZone: string): When {
  const text = phrase.trim().replace(/[.!?,;:]+$/, '').replace(/\s+/g, ' ');
  const repeating = /^(?:every|each)\s+(.+)$/i.exec(text);
  if (repeating) {
    return readRepeat(repeating[1] ?? '', now, timeZone);
  }
  const dueAt = readOnce(text, now, timeZone);
  if (dueAt === undefined) {
    return { ok: false, problem: 'unreadable' };
  }
  if (dueAt <= now) {
    return { ok: false, problem: 'past' };
  }
  return dueAt - now > FURTHEST_MS ? { ok: false, problem: 'too_far' } : { ok: true, dueAt };
}

function readOnce(text: string, now: number, timeZone: string): number | undefined {
  const components = parseWhole(text, now, offsetMinutes(timeZone, now));
  if (!components) {
    return undefined;
  }
  const named = components.isCertain('day') || components.isCertain('weekday');
  const { hour, minute } = settledTime(components, text);
  const local = Date.UTC(components.get('year') ?? 0, (components.get('month') ?? 1) - 1, components.get('day') ?? 1, hour, minute, hour === components.get('hour') && minute === components.get('minute') ? (components.get('second') ?? 0) : 0);
  const dueAt = instantOf(local, timeZone);
  // A time of day alone ("at 5") is today's while it is still to come; chrono moved it on before it became the afternoon's.
  return !named && dueAt - DAY_MS > now ? instantOf(local - DAY_MS, timeZone) : dueAt;
}

/** The instant at which the clocks of `timeZone` show `local` (its fields read as UTC's), daylight saving included. */
function instantOf(local: number, timeZone: string): number {
  const guess = local - offsetMinutes(timeZone, local) * 60_000;
  return local - offsetMinutes(timeZone, guess) * 60_000;
}

/** The one reading of the whole of `text` as a time, or none. */
function parseWhole(text: string, now: number, offset: number): ParsedComponents | undefined {
  // "this morning" said at noon has gone by: only a time not tied to today moves on to its next coming.
  const results = chrono.parse(text, { instant: new Date(now), timezone: offset }, { forwardDate: !/\b(?:this|today|tonight)\b/i.test(text) });
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
  return { hour: !components.isCertain('meridiem') && hour >= 1 && hour <= 6 ? hour + 12 : hour, minute };
}

/** "Friday at 5", "day", "weekday morning", "monday and thursday at 18:00": a weekly or daily time. */
function readRepeat(text: string, now: number, timeZone: string): When {
  const days = /^(day|morning|afternoon|evening|night|weekdays?|weekends?|week|(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?(?:\s*(?:,|and|&)\s*)?)+)(?:\s+(.*))?$/i.exec(text);
  if (!days) {
    return { ok: false, problem: 'unreadable' };
  }
  const unit = (days[1] ?? '').toLowerCase().replace(/^(weekday|weekend)s$/, '$1');
  const atText = days[2] ?? '';
  const weekdays = weekdaysOf(unit, now, timeZone);
  const time = atText ? timeOfDay(atText, now) : { hour: PARTS_OF_DAY[unit] ?? DEFAULT_HOUR, minute: 0 };
  if (!weekdays || !time) {
    return { ok: false, problem: 'unreadable' };
  }
  const pattern = `0 ${time.minute} ${time.hour} * * ${weekdays.length === 7 ? '*' : weekdays.join(',')}`;
  const dueAt = nextDue(pattern, timeZone, now);
  if (dueAt === undefined) {
    return { ok: false, problem: 'unreadable' };
  }
  const clock = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const on = weekdays.length === 7 ? 'day' : unit === 'weekday' ? 'weekday' : unit === 'weekend' ? 'Saturday and Sunday' : weekdays.map((day) => capitalised(WEEKDAYS[day] ?? '')).join(' and ');
  return { ok: true, dueAt, repeat: { pattern, said: `every ${on} at ${clock}` } };
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

/** "at 5", "at 5:30pm", "18:00": an hour and minute, with the afternoon rule; none unless the whole text is one. */
function timeOfDay(text: string, now: number): { hour: number; minute: number } | undefined {
  const components = parseWhole(text, now, 0);
  if (!components || !components.isCertain('hour') || components.isCertain('day') || components.isCertain('weekday')) {
    return undefined;
  }
  return settledTime(components, text);
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
