import { describe, expect, it } from 'vitest';
import { mayCallModel, tokensUsedToday, utcDay, withTokensUsed } from '../../src/conversation/token-budget';

const LATE = Date.parse('2026-12-01T23:59:59.999Z');
const MIDNIGHT = Date.parse('2026-12-02T00:00:00Z');

describe('a conversation’s daily count of model tokens', () => {
  it('names the UTC day, whatever the local time zone', () => {
    expect(utcDay(LATE)).toBe('2026-12-01');
    expect(utcDay(MIDNIGHT)).toBe('2026-12-02');
  });

  it('adds a turn’s tokens to the day’s count, and starts again from nothing on a new UTC day', () => {
    const first = withTokensUsed(undefined, 300, LATE - 1000);
    expect(first).toEqual({ day: '2026-12-01', used: 300 });
    expect(withTokensUsed(first, 25, LATE)).toEqual({ day: '2026-12-01', used: 325 });
    expect(withTokensUsed(first, 25, MIDNIGHT)).toEqual({ day: '2026-12-02', used: 25 });
  });

  it('allows the model while the day’s count is below the allowance, and again the next day', () => {
    const spent = { day: '2026-12-01', used: 1000 };
    expect(mayCallModel(undefined, 1000, LATE)).toBe(true);
    expect(mayCallModel({ day: '2026-12-01', used: 999 }, 1000, LATE)).toBe(true);
    expect(mayCallModel(spent, 1000, LATE)).toBe(false);
    expect(mayCallModel(spent, 1000, MIDNIGHT)).toBe(true);
  });

  it('reads a stored count of another shape as none', () => {
    expect(tokensUsedToday({ day: '2026-12-01', used: Number.NaN }, LATE)).toBe(0);
    expect(tokensUsedToday({ used: 5 } as never, LATE)).toBe(0);
  });
});
