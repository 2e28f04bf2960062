import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { answerOffline } from '../../src/planning/offline/answer-offline';
import { ADDITIVE_ACTIONS, READING_ACTIONS } from '../../src/planning/offline/action-kinds';

function listsOf(entries: Record<string, string[]>): GroceryLists {
  let lists: GroceryLists = [];
  for (const [name, items] of Object.entries(entries)) {
    const made = createList(lists, name, items, DEFAULT_LIST_LIMITS);
    if (!made.ok) throw made.error;
    lists = made.value.lists;
  }
  return lists;
}

const LISTS = listsOf({ groceries: ['self raising flour', '2 bottles of orange juice', 'rice', 'milk'], cleaning: ['bin bags', 'sponges'] });

// Words of every kind people mix: verbs that add and take away, items on the lists and not, remarks, shorthand, marks.
const WORDS = ['add', 'take', 'off', 'remove', 'delete', 'clear', 'got', 'the', 'rice', 'flour', 'juice', 'milk', 'feta', 'and', 'n', 'pls', 'x4', '2kg',
  'we', 'are', 'out', 'found', 'a', 'bag', 'list', 'cleaning', 'groceries', 'because', 'also', 'sponges', 'done', 'no', 'more', 'ticked', ',', '.', '?', '✅', '\n'];
const message = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 10 }).map((words) => words.join(' ').replace(/ ([,.?])/g, '$1'));

describe('the lenient reading', () => {
  it('acts unasked only on what adds or is undone in one tap; whatever takes away is only proposed', () => {
    fc.assert(
      fc.property(message, (text) => {
        const answer = answerOffline(text, LISTS, DEFAULT_LIST_LIMITS, undefined, { lenient: true });
        expect(answer).toBeDefined();
        if (answer?.reading !== 'lenient' || answer.offer?.kind === 'propose') {
          return;
        }
        for (const command of answer.plan.commands) {
          if (command.type === 'DO') {
            expect(ADDITIVE_ACTIONS.has(command.action) || READING_ACTIONS.has(command.action), `"${text}" acted on ${command.action}`).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('offers nothing but what a button can make: every decline changes nothing itself', () => {
    fc.assert(
      fc.property(message, (text) => {
        const answer = answerOffline(text, LISTS, DEFAULT_LIST_LIMITS, undefined, { lenient: true });
        if (answer?.reading === 'none') {
          expect(answer.plan.commands.every((command) => command.type === 'SAY')).toBe(true);
          expect(answer.offer?.kind === 'suggest' ? answer.offer.choices.length : 0).toBeLessThanOrEqual(3);
        }
      }),
      { numRuns: 400 },
    );
  });
});
