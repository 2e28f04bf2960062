import { describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../../src/cards/adaptive-card';
import { cardToText } from '../../src/cards/card-text';
import { confirmationCard, confirmationOutcomeCard } from '../../src/cards/confirmation-card';
import { listCard, listVersion, missingListCard } from '../../src/cards/list-card';
import { listsCard } from '../../src/cards/lists-card';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../../src/lists';
import { cardProblems } from '../fakes/validate-card';

function lists(): GroceryLists {
  const result = createList([], 'groceries', ['milk', '2 loaves of bread', 'crème fraîche'], DEFAULT_LIST_LIMITS, 'Alice');
  if (!result.ok) throw result.error;
  const more = createList(result.value.lists, 'party', [], DEFAULT_LIST_LIMITS);
  if (!more.ok) throw more.error;
  return more.value.lists;
}

const [groceries, party] = lists();

const CARDS: [string, AdaptiveCard][] = [
  ['a list', listCard(groceries!)],
  ['a list with a note', listCard(groceries!, { text: 'Removed eggs.', color: 'Good' })],
  ['an empty list', listCard(party!)],
  ['a list that is gone', missingListCard('bbq', ['groceries'])],
  ['all lists', listsCard(lists())],
  ['no lists', listsCard([])],
  ['a confirmation', confirmationCard({ id: 'c1', calls: [], changes: ['Delete the list party', 'Remove milk from groceries'] })],
  ['a confirmed change', confirmationOutcomeCard('Done', ['- Delete the list party'], 'Good')],
];

describe('every card the bot sends', () => {
  it.each(CARDS)('is a valid Adaptive Card 1.5: %s', (_name, card) => {
    expect(card.version).toBe('1.5');
    expect(cardProblems(card)).toEqual([]);
  });

  it('is caught when it is not: the check knows bad elements, actions and properties', () => {
    const bad = { ...listCard(groceries!), body: [{ type: 'Input.Toggles', id: 'x' }, { type: 'TextBlock', text: 'x', colour: 'Good' }], actions: [{ type: 'Action.Exec', title: 'Go' }] } as AdaptiveCard;
    const problems = cardProblems(bad);
    expect(problems.join('\n')).toMatch(/Unknown element type "Input.Toggles"/);
    expect(problems.join('\n')).toMatch(/Unknown action type "Action.Exec"/);
    expect(problems.join('\n')).toMatch(/colour was dropped/);
  });
});

describe('the list card', () => {
  it('shows each item with its quantity and who added it, a checkbox each, and its actions', () => {
    expect(cardToText(listCard(groceries!))).toBe(
      'groceries\n3 items\n[ ] milk · added by Alice\n[ ] 2 loaves of bread · added by Alice\n[ ] crème fraîche · added by Alice\n[Remove ticked items] [Refresh]',
    );
  });

  it('carries the version of the list it shows, which changes when the list does', () => {
    const card = listCard(groceries!);
    const remove = (card.actions as { verb: string; data: { version: string } }[]).find((action) => action.verb === 'removeTicked');
    expect(remove?.data.version).toBe(listVersion(groceries!));
    expect(listVersion({ ...groceries!, items: groceries!.items.slice(1) })).not.toBe(listVersion(groceries!));
  });
});
