import { describe, expect, it } from 'vitest';
import { describeCall, describePlan, historyAfterTurn } from '../../src/planning/plan-history';

describe("the plan prompt's history", () => {
  it('shows a plan in short, as its calls and SAYs, a nested call as a call', () => {
    const plan = {
      type: 'plan' as const,
      commands: [
        { type: 'DO' as const, action: 'addItems', parameters: { list: 'party', items: { type: 'DO', action: 'getItems', parameters: { list: 'groceries' } } } },
        { type: 'SAY' as const, response: 'Copied groceries to party.' },
      ],
    };
    expect(describePlan(plan)).toBe('addItems({"list":"party","items":getItems({"list":"groceries"})})\nSAY: Copied groceries to party.');
    expect(describePlan(plan).length).toBeLessThan(JSON.stringify(plan).length);
    expect(describeCall('createList', { list: 'bbq', items: ['2 bags of charcoal'] })).toBe('createList({"list":"bbq","items":["2 bags of charcoal"]})');
  });

  it("keeps only the last exchange after a turn: the user's message and the turn in short, the earlier messages the same objects", () => {
    const earlier = [
      { role: 'user', content: 'create a party list' },
      { role: 'assistant', content: 'createList({"list":"party"})\nSAY: Created party.' },
    ];
    expect(historyAfterTurn(earlier, 'add chips to it', 'addItems({"list":"party","items":["chips"]})\nSAY: Added chips.')).toEqual([
      { role: 'user', content: 'add chips to it' },
      { role: 'assistant', content: 'addItems({"list":"party","items":["chips"]})\nSAY: Added chips.' },
    ]);
    const kept = historyAfterTurn(earlier, 'and salsa', 'SAY: Added salsa.', 4);
    expect(kept).toHaveLength(4);
    expect(kept[0]).toBe(earlier[0]);
  });

  it('cuts a long call short and keeps the SAY: the lists in the prompt show what the turn left', () => {
    const items = Array.from({ length: 500 }, (_, index) => `item ${index + 1}`);
    const [, recap] = historyAfterTurn([], 'create a big list', `createList(${JSON.stringify({ list: 'big', items })})\nSAY: Created big.`);
    expect(String(recap?.content)).toMatch(/^createList\(\{"list":"big","items":\["item 1","item 2",.*… \(cut short\)\nSAY: Created big\.$/);
    expect(String(recap?.content).length).toBeLessThan(600);
  });

  it('never starts with an answer whose message was cut off', () => {
    const odd = [{ role: 'assistant', content: 'SAY: Hello.' }];
    expect(historyAfterTurn(odd, 'hi', 'SAY: Hi.', 3).map((message) => message.role)).toEqual(['user', 'assistant']);
  });
});
