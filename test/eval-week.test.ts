import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BlindWeek, blindWeekFile } from '../eval/blind-week';
import { createEvalBot } from '../eval/eval-bot';
import { impliedCalls } from '../eval/implied-calls';
import { loadBlindSet } from '../eval/load-blind-set';
import { playWeek } from '../eval/play-week';
import { reseedLists, seedLists } from '../eval/seed-lists';
import { weekReport } from '../eval/week-report';
import { coverage, precision, tally } from '../eval/week-tally';

const evalBot = createEvalBot({ PLANNER: 'offline' });
const limits = evalBot.limits;

/** A week as a file would hold it, read through the schema as the loader reads it. */
function week(file: unknown): BlindWeek {
  return { ...blindWeekFile.parse(file), set: 'synthetic', name: 'week' };
}

describe('a blind week played as one conversation', () => {
  // Written for this test; the blind sets are never read by tests.
  const synthetic = week({
    household: 'two flatmates',
    lists: { groceries: ['milk'], party: ['chips'] },
    turns: [
      // No list named and no turn before: the planner asks which list, which is counted apart.
      { say: 'add eggs to it', expect: { groceries: ['milk', 'eggs'], party: ['chips'] } },
      // Follows the asked turn's expected change, whose focus a model's answer would have left.
      { say: 'and bread', expect: { groceries: ['milk', 'eggs', 'bread'], party: ['chips'] } },
      { say: 'the usual for friday please', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough'], party: ['chips'] } },
      // Follows the declined turn: only its seeded lists and focus make this an add to groceries.
      { say: 'and olives', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'], party: ['chips'] } },
      // The bot adds 2 lemons; the week (deliberately) expects 3: wrong, and 3 are seeded.
      { say: 'add 2 lemons to groceries', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives', '3 lemons'], party: ['chips'] } },
      // Focus from the bot's own previous turn: the lemons.
      { say: 'remove it', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'], party: ['chips'] } },
      // Expected with no confirmation (deliberately): the bot asks, which is wrong, and its waiting card is dropped.
      { say: 'delete the party list', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'] } },
      { say: 'yes' },
      { say: 'what is on groceries?' },
      { say: 'delete the groceries list', confirm: true, expect: {} },
    ],
  });

  it('classifies each turn by whether the offline planner claimed it and what it left', async () => {
    const played = await playWeek(evalBot, synthetic);
    expect(played.turns.map((turn) => [turn.turn.say, turn.outcome])).toEqual([
      ['add eggs to it', 'asked'],
      ['and bread', 'right'],
      ['the usual for friday please', 'declined'],
      ['and olives', 'right'],
      ['add 2 lemons to groceries', 'wrong'],
      ['remove it', 'right'],
      ['delete the party list', 'wrong'],
      // No confirmation waits any more, so "yes" answers nothing and is left to a model.
      ['yes', 'declined'],
      ['what is on groceries?', 'right'],
      ['delete the groceries list', 'right'],
    ]);
    const [asked, , , , lemons, , party, , , groceries] = played.turns;
    expect(asked?.replies.join(' ')).toMatch(/which list/i);
    expect(lemons?.problems).toEqual(['groceries lacks 3 lemons', 'groceries has 2 lemons too']);
    expect(party?.problems).toEqual(['asked for confirmation, which this message does not need', 'an unexpected list party (chips)']);
    expect(groceries?.confirmationAsked).toBe(true);
    expect(played.turns.some((turn) => turn.actedWhenDeclined)).toBe(false);

    const counted = tally(played.turns);
    expect(counted).toEqual({ turns: 10, right: 5, wrong: 2, asked: 1, declined: 2 });
    expect(precision(counted)).toBeCloseTo(5 / 7);
    expect(coverage(counted)).toBeCloseTo(7 / 10);

    const report = weekReport([{ set: { name: 'synthetic', weeks: [synthetic] }, weeks: [played] }], evalBot.planner);
    expect(report).toContain('| synthetic | week | 10 | 5 | 2 | 1 | 2 | 71.4% | 70.0% |');
    expect(report).toContain('| synthetic/week | 5 | add 2 lemons to groceries | addItems groceries: 3 lemons | addItems groceries: 2 lemons | groceries lacks 3 lemons; groceries has 2 lemons too |');
    expect(report).toContain('| synthetic/week | 1 | add eggs to it | addItems groceries: eggs | Which list');
  });

  it('counts a command as claimed: the bot answers it with no model', async () => {
    const played = await playWeek(evalBot, week({ household: 'h', lists: { groceries: [] }, turns: [{ say: 'add milk to groceries', expect: { groceries: ['milk'] } }, { say: '/undo', expect: { groceries: [] } }] }));
    expect(played.turns.map((turn) => [turn.outcome, turn.claimedBy])).toEqual([
      ['right', 'offline planner'],
      ['right', 'command'],
    ]);
  });
});

describe('the state a model would have left', () => {
  it('reads the calls off the lists before and after: a rename, a cleared cart, a section', () => {
    expect(impliedCalls({ party: ['chips', 'ice'] }, { bbq: ['chips', 'ice'] })).toEqual({
      calls: [{ action: 'renameList', parameters: { list: 'party', newName: 'bbq' } }],
      renamed: new Map([['party', 'bbq']]),
    });
    expect(impliedCalls({ groceries: ['milk [bought]', 'eggs [bought]', 'bread'] }, { groceries: ['bread'] }).calls).toEqual([{ action: 'clearBought', parameters: { list: 'groceries' } }]);
    expect(impliedCalls({ groceries: ['tofu', '2 milk'] }, { groceries: ['tofu [dairy & eggs]', '3 milk'] }).calls).toEqual([
      { action: 'moveToSection', parameters: { list: 'groceries', items: ['tofu'], section: 'dairy & eggs' } },
      { action: 'setQuantity', parameters: { list: 'groceries', items: ['3 milk'] } },
    ]);
    expect(impliedCalls({ party: ['chips'] }, { bbq: ['salad'] }).calls).toEqual([
      { action: 'deleteList', parameters: { list: 'party' } },
      { action: 'createList', parameters: { list: 'bbq', items: ['salad'] } },
    ]);
  });

  it('keeps the ids of lists that keep their name or are renamed, and the very lists already right', () => {
    const lists = seedLists({ groceries: ['milk'], party: ['chips'], camping: ['tent'] }, limits);
    const [groceries, party, camping] = lists;
    const reseeded = reseedLists(lists, { Groceries: ['milk'], bbq: ['chips', 'ice'], hardware: ['nails'] }, limits, new Map([['party', 'bbq']]));
    expect(reseeded.map((list) => list.name)).toEqual(['groceries', 'bbq', 'hardware']);
    expect(reseeded[0]).toBe(groceries);
    expect(reseeded[1]?.id).toBe(party?.id);
    expect(reseeded.some((list) => list.id === camping?.id)).toBe(false);
  });
});

describe('loading a blind set', () => {
  const folder = mkdtempSync(join(tmpdir(), 'blind-set-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('loads every week of a folder, named after its file and set', () => {
    writeFileSync(join(folder, 'a.yaml'), 'household: one\nlists: {}\nturns:\n  - say: "add milk to groceries"\n    expect:\n      groceries: [milk]\n');
    writeFileSync(join(folder, 'b.yaml'), 'household: two\nlists:\n  party:\nturns:\n  - say: "what is on party?"\n');
    const set = loadBlindSet(folder);
    expect(set.weeks.map((each) => [each.set, each.name, each.turns.length])).toEqual([
      [set.name, 'a', 1],
      [set.name, 'b', 1],
    ]);
    expect(set.weeks[1]?.lists).toEqual({ party: [] });
  });

  it('names the file and the turn of a malformed week', () => {
    const file = join(folder, 'c.yaml');
    writeFileSync(file, 'household: three\nturns:\n  - say: "got milk"\n    expect:\n      groceries: ["milk [bougth]"]\n');
    expect(() => loadBlindSet(file)).toThrow(/c\.yaml: turns\.0\.expect\.groceries\.0 \(turn "got milk"\): a mark in brackets/);
  });
});
