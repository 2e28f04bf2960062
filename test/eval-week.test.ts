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
import { rightShare, tally, withinOneTap } from '../eval/week-tally';

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
      // No list named and no turn before: the bot asks which list, and changes nothing.
      { say: 'add eggs to it', expect: { groceries: ['milk', 'eggs'], party: ['chips'] } },
      // Follows the declined turn's expected change, whose focus a right answer would have left.
      { say: 'and bread', expect: { groceries: ['milk', 'eggs', 'bread'], party: ['chips'] } },
      { say: 'the usual for friday please', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough'], party: ['chips'] } },
      { say: 'and olives', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'], party: ['chips'] } },
      // The bot adds 2 lemons; the week (deliberately) expects 3: wrong, and 3 are seeded.
      { say: 'add 2 lemons to groceries', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives', '3 lemons'], party: ['chips'] } },
      // Focus from the bot's own previous turn: the lemons.
      { say: 'remove it', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'], party: ['chips'] } },
      // Expected with no confirmation (deliberately): the bot asks, and its Confirm is the one tap that makes it right.
      { say: 'delete the party list', expect: { groceries: ['milk', 'eggs', 'bread', 'pizza dough', 'olives'] } },
      // Nothing to change, and nothing read: a decline.
      { say: 'yes' },
      { say: 'what is on groceries?' },
      { say: 'delete the groceries list', confirm: true, expect: {} },
      { say: 'create a shop list with rice and beans', expect: { shop: ['rice', 'beans'] } },
      // Read leniently, the remark set aside: a removal is proposed, and its button makes it.
      { say: 'take the beans off, we have loads', expect: { shop: ['rice'] } },
      { say: 'is rice on the list?', mentions: ['rice'] },
      // Deliberately expects what no answer names: a question answered without it is wrong.
      { say: 'what is on the shop list?', mentions: ['caviar'] },
    ],
  });

  it('classifies each turn by what the bot left with no tap, or with one, and what it answered', async () => {
    const played = await playWeek(evalBot, synthetic);
    expect(played.turns.map((turn) => [turn.turn.say, turn.outcome])).toEqual([
      ['add eggs to it', 'declined'],
      ['and bread', 'right'],
      ['the usual for friday please', 'declined'],
      ['and olives', 'right'],
      ['add 2 lemons to groceries', 'wrong'],
      ['remove it', 'right'],
      ['delete the party list', 'tapped'],
      ['yes', 'declined'],
      ['what is on groceries?', 'right'],
      ['delete the groceries list', 'right'],
      ['create a shop list with rice and beans', 'right'],
      ['take the beans off, we have loads', 'tapped'],
      ['is rice on the list?', 'right'],
      ['what is on the shop list?', 'wrong'],
    ]);
    const [asked, , , , lemons, , party, yes, , groceries, , beans, , caviar] = played.turns;
    expect(asked?.replies.join(' ')).toMatch(/which list/i);
    expect(lemons?.problems).toEqual(['groceries lacks 3 lemons', 'groceries has 2 lemons too']);
    expect(party?.tapped).toBe('Confirm');
    expect(yes?.reading).toBe('none');
    expect(groceries?.confirmationAsked).toBe(true);
    expect(beans?.tapped).toBe('Remove beans from shop');
    expect(beans?.replies.join(' ')).toContain('we have loads');
    expect(caviar?.answeredFalsely).toBe(true);
    expect(played.turns.some((turn) => turn.actedWhenDeclined)).toBe(false);

    const counted = tally(played.turns);
    expect(counted).toEqual({ turns: 14, right: 7, tapped: 2, declined: 3, wrong: 2, tookAway: 0, answeredFalsely: 1 });
    expect(rightShare(counted)).toBeCloseTo(7 / 14);
    expect(withinOneTap(counted)).toBeCloseTo(9 / 14);

    const report = weekReport([{ set: { name: 'synthetic', weeks: [synthetic] }, weeks: [played] }], evalBot.planner);
    expect(report).toContain('| synthetic | week | 14 | 7 | 2 | 3 | 2 | 50.0% | 64.3% | 14.3% | 0 | 1 |');
    expect(report).toContain('| synthetic/week | 5 | add 2 lemons to groceries | addItems groceries: 3 lemons | addItems groceries: 2 lemons | groceries lacks 3 lemons; groceries has 2 lemons too |');
    expect(report).toContain('| synthetic/week | 12 | take the beans off, we have loads | removeItems shop: beans | Remove beans from shop |');
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
