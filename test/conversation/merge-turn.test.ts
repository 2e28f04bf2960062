import { describe, expect, it } from 'vitest';
import { mergeTurn, sameOutcome } from '../../src/conversation/merge-turn';

const groceries = (...items: string[]) => ({ id: 'groceries', name: 'groceries', items: items.map((name) => ({ name })) });

describe("a turn's fields laid over newer stored state", () => {
  it('keeps a field the turn did not touch as stored, whatever its name, including one no code knows yet', () => {
    const atStart = { welcomed: true, lists: [], tags: ['a'] };
    const ended = { welcomed: true, lists: [groceries('milk')], tags: ['a'] };
    const stored = { welcomed: true, lists: [groceries('eggs')], tags: ['a', 'b'], addedLater: { by: 'another instance' } };
    expect(mergeTurn(stored, atStart, ended, { lists: [groceries('eggs', 'milk')] })).toEqual({
      welcomed: true,
      lists: [groceries('eggs', 'milk')],
      tags: ['a', 'b'],
      addedLater: { by: 'another instance' },
    });
  });

  it("takes the turn's value of every field it changed, added or removed, and the recomputed ones over both", () => {
    const atStart = { pendingConfirmation: { id: 'old' }, note: 'x', lists: [] };
    const ended = { pendingConfirmation: { id: 'new' }, newField: 42, lists: [groceries('milk')] };
    const stored = { pendingConfirmation: { id: 'old' }, note: 'x', lists: [groceries('eggs')], other: true };
    expect(mergeTurn(stored, atStart, ended, { lists: [groceries('eggs', 'milk')] })).toEqual({
      pendingConfirmation: { id: 'new' },
      newField: 42,
      lists: [groceries('eggs', 'milk')],
      other: true,
    });
  });
});

describe('whether a replayed turn came out the same', () => {
  it('compares only the lists its replies show or read from', () => {
    const first = [groceries('milk'), { id: 'party', name: 'party', items: [] }];
    expect(sameOutcome(first, [groceries('milk'), { id: 'party', name: 'party', items: [{ name: 'chips' }] }], ['groceries'])).toBe(true);
    expect(sameOutcome(first, [groceries('milk', 'eggs')], ['groceries'])).toBe(false);
  });

  it('sees a list deleted meanwhile as a different outcome', () => {
    expect(sameOutcome([groceries('milk')], [], ['groceries'])).toBe(false);
    expect(sameOutcome([groceries('milk')], [], [])).toBe(true);
  });
});
