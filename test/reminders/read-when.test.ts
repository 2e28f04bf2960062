import { describe, expect, it } from 'vitest';
import { readWhen } from '../../src/reminders/read-when';

// Wednesday 2 December 2026, 09:30 in London (UTC), 04:30 in New York.
const NOW = Date.parse('2026-12-02T09:30:00Z');
const at = (phrase: string, zone = 'Europe/London') => {
  const when = readWhen(phrase, NOW, zone);
  return when.ok ? new Date(when.dueAt).toISOString() : when.problem;
};

describe('reading when a reminder is due', () => {
  it('reads days, times and parts of the day in the person’s time zone', () => {
    expect(at('Saturday at 10')).toBe('2026-12-05T10:00:00.000Z');
    expect(at('Saturday at 10', 'America/New_York')).toBe('2026-12-05T15:00:00.000Z');
    expect(at('tomorrow morning')).toBe('2026-12-03T09:00:00.000Z');
    expect(at('tomorrow')).toBe('2026-12-03T09:00:00.000Z');
    expect(at('this evening')).toBe('2026-12-02T18:00:00.000Z');
    expect(at('in 2 minutes')).toBe('2026-12-02T09:32:00.000Z');
    expect(at('in an hour')).toBe('2026-12-02T10:30:00.000Z');
    expect(at('at 18:30')).toBe('2026-12-02T18:30:00.000Z');
    expect(at('10am saturday')).toBe('2026-12-05T10:00:00.000Z');
  });

  it('reads an hour from 1 to 6 without am or pm as the afternoon’s, today while it is still to come', () => {
    expect(at('at 5')).toBe('2026-12-02T17:00:00.000Z');
    expect(at('at 5am')).toBe('2026-12-03T05:00:00.000Z');
    // An hour from 7 to 11 alone is the next time the clock shows it: at 09:30, "at 9" is tonight's.
    expect(at('at 9')).toBe('2026-12-02T21:00:00.000Z');
    expect(at('at 11')).toBe('2026-12-02T11:00:00.000Z');
    expect(at('at 9am')).toBe('2026-12-03T09:00:00.000Z');
    expect(at('Friday at 5:30')).toBe('2026-12-04T17:30:00.000Z');
  });

  it('keeps the wall-clock time across a change of daylight saving', () => {
    // New York leaves daylight saving on 1 November: 5 pm on 30 October is 21:00 UTC, on 6 November 22:00 UTC.
    const october = Date.parse('2026-10-30T12:00:00Z');
    const when = readWhen('next friday at 5pm', october, 'America/New_York');
    expect(when.ok && new Date(when.dueAt).toISOString()).toBe('2026-11-06T22:00:00.000Z');
  });

  it('reads repeats as a weekly or daily pattern, next due at the first of its times to come', () => {
    const friday = readWhen('every Friday at 5', NOW, 'Europe/London');
    expect(friday).toEqual({ ok: true, dueAt: Date.parse('2026-12-04T17:00:00Z'), repeat: { pattern: '0 0 17 * * 5', said: 'every Friday at 17:00' } });
    const daily = readWhen('every morning', NOW, 'America/New_York');
    expect(daily.ok && [new Date(daily.dueAt).toISOString(), daily.repeat?.said]).toEqual(['2026-12-02T14:00:00.000Z', 'every day at 09:00']);
    const twice = readWhen('every monday and thursday at 18:00', NOW, 'Europe/London');
    expect(twice.ok && [new Date(twice.dueAt).toISOString(), twice.repeat?.said]).toEqual(['2026-12-03T18:00:00.000Z', 'every Monday and Thursday at 18:00']);
    expect(readWhen('every weekday at 8am', NOW, 'UTC')).toMatchObject({ ok: true, repeat: { pattern: '0 0 8 * * 1,2,3,4,5', said: 'every weekday at 08:00' } });
  });

  it('refuses a time gone by, one more than a year ahead, and words that are not wholly a time', () => {
    expect(at('yesterday')).toBe('past');
    expect(at('this morning')).toBe('past');
    expect(at('in 2 years')).toBe('too_far');
    expect(at('soonish')).toBe('unreadable');
    expect(at('Saturday at 10 or so')).toBe('unreadable');
    expect(at('every blue moon')).toBe('unreadable');
    expect(at('every Friday at the shop')).toBe('unreadable');
    expect(at('')).toBe('unreadable');
  });

  it('reads what people say that chrono-node does not: clock words, typed shorthand, holidays, a time said after its day', () => {
    expect(at('at a quarter past three')).toBe('2026-12-02T15:15:00.000Z');
    expect(at('at ten past two')).toBe('2026-12-02T14:10:00.000Z');
    expect(at('half 5')).toBe('2026-12-02T17:30:00.000Z');
    expect(at('thursday at 7 in the evening')).toBe('2026-12-03T19:00:00.000Z');
    expect(at('at 7:30 tomorrow morning')).toBe('2026-12-03T07:30:00.000Z');
    expect(at('2moro 6.30pm')).toBe('2026-12-03T18:30:00.000Z');
    expect(at('sat 10')).toBe('2026-12-05T10:00:00.000Z');
    expect(at('on the 23rd at 10am')).toBe('2026-12-23T10:00:00.000Z');
    expect(at('christmas eve at 6pm')).toBe('2026-12-24T18:00:00.000Z');
    expect(at('a week from today at 10am')).toBe('2026-12-09T10:00:00.000Z');
    // Gone by, however said: the morning's 5:30 at 09:30, last Tuesday, a month and day this year already past.
    expect(at('at 5:30 this morning')).toBe('past');
    expect(at('last tuesday at 5')).toBe('past');
    expect(at('nov 20 at 9am')).toBe('past');
    expect(at('on the 32nd')).toBe('unreadable');
  });
});
