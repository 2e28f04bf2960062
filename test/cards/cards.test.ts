import { describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../../src/cards/adaptive-card';
import { cardToText } from '../../src/cards/card-text';
import { confirmationCard, confirmationOutcomeCard } from '../../src/cards/confirmation-card';
import { listCard, listVersion, missingListCard } from '../../src/cards/list-card';
import { withRefreshUsers } from '../../src/cards/refresh-users';
import { withRecentUser } from '../../src/conversation/recent-users';
import { listsCard } from '../../src/cards/lists-card';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists, markBought } from '../../src/lists';
import { buttonsOnCard, suggestedOnCard } from '../fakes/card-reading';
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
  ['a list with items in the cart', listCard({ ...groceries!, items: groceries!.items.map((item, at) => (at === 0 ? { ...item, bought: { by: 'Bob' } } : item)) })],
  ['a list that is gone, found by id', missingListCard(undefined, [])],
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
  function shopping() {
    const created = createList([], 'groceries', ['milk', '2 loaves of bread', 'crème fraîche', 'apples', 'dish soap'], DEFAULT_LIST_LIMITS, 'Alice');
    if (!created.ok) throw created.error;
    const marked = markBought(created.value.lists, 'groceries', ['bread'], 'Bob');
    if (!marked.ok) throw marked.error;
    return marked.value.lists[0]!;
  }
  const rows = (card: AdaptiveCard) =>
    (card.body as Record<string, unknown>[]).filter((element) => element.type === 'Container') as { selectAction: { type: string; title: string; verb: string; data: Record<string, unknown> } }[];

  it('groups the items to buy under their sections in walking order, then the cart, struck through, with who got each', () => {
    expect(cardToText(listCard(shopping()))).toBe(
      [
        'groceries',
        '4 to buy, 1 in the cart',
        'Produce',
        '☐ apples · added by Alice',
        'Dairy & eggs',
        '☐ milk · added by Alice',
        '☐ crème fraîche · added by Alice',
        'Household',
        '☐ dish soap · added by Alice',
        'In the cart',
        '✓ 2 loaves of bread · got by Bob',
        '[Add] [Clear bought items] [Refresh]',
      ].join('\n'),
    );
    const cart = JSON.stringify(rows(listCard(shopping())).at(-1));
    expect(cart).toContain('"text":"2 loaves of bread","isSubtle":true,"strikethrough":true');
  });

  it('shows only the sections that have items, and no cart or Clear button when nothing is bought', () => {
    const text = cardToText(listCard(groceries!));
    expect(text).toBe('groceries\n3 items\nBakery\n☐ 2 loaves of bread · added by Alice\nDairy & eggs\n☐ milk · added by Alice\n☐ crème fraîche · added by Alice\n[Add] [Refresh]');
  });

  it('makes each item one tap: a row that asks for the state it shows the way to, by list id', () => {
    const list = shopping();
    const actions = rows(listCard(list)).map((row) => row.selectAction);
    expect(actions.map((action) => [action.type, action.verb, action.data])).toEqual([
      ['Action.Execute', 'toggleBought', { listId: list.id, item: 'apples', bought: true }],
      ['Action.Execute', 'toggleBought', { listId: list.id, item: 'milk', bought: true }],
      ['Action.Execute', 'toggleBought', { listId: list.id, item: 'crème fraîche', bought: true }],
      ['Action.Execute', 'toggleBought', { listId: list.id, item: 'dish soap', bought: true }],
      ['Action.Execute', 'toggleBought', { listId: list.id, item: 'bread', bought: false }],
    ]);
    expect(actions.map((action) => action.title).slice(-2)).toEqual(['Mark dish soap bought', 'Put bread back on the list']);
  });

  it('has a box to add items, an Add button, and Clear bought items, each naming the list by id', () => {
    const list = shopping();
    const card = listCard(list);
    expect((card.body as Record<string, unknown>[]).at(-1)).toEqual({ type: 'Input.Text', id: 'newItems', placeholder: 'Add items: milk, 2 loaves of bread', spacing: 'Medium' });
    expect(buttonsOnCard(card)).toEqual([
      { title: 'Add', verb: 'addFromCard', data: { listId: list.id, list: 'groceries' } },
      { title: 'Clear bought items', verb: 'clearBought', data: { listId: list.id, list: 'groceries' } },
      { title: 'Refresh', verb: 'refreshList', data: { listId: list.id, list: 'groceries' } },
    ]);
  });

  it('carries a Universal Actions refresh of the list by id, so a card shows the list as it is when viewed', () => {
    const list = shopping();
    expect(listCard(list).refresh).toEqual({ action: { type: 'Action.Execute', title: 'Refresh', verb: 'refreshList', data: { listId: list.id, list: 'groceries' } } });
    expect(withRefreshUsers(listCard(list), ['29:alice', '29:bob']).refresh).toEqual({
      action: { type: 'Action.Execute', title: 'Refresh', verb: 'refreshList', data: { listId: list.id, list: 'groceries' } },
      userIds: ['29:alice', '29:bob'],
    });
  });

  it('names at most the 60 users Teams refreshes a card for, each once, and leaves a card without a refresh alone', () => {
    const ids = Array.from({ length: 80 }, (_, at) => `29:user-${at}`);
    expect((withRefreshUsers(listCard(groceries!), ['29:user-1', ...ids]).refresh as { userIds: string[] }).userIds).toEqual(['29:user-1', '29:user-0', ...ids.slice(2, 60)]);
    expect(withRecentUser(['29:b', '29:a', ...ids], '29:a').slice(0, 3)).toEqual(['29:a', '29:b', '29:user-0']);
    expect(withRecentUser(ids, '29:new')).toHaveLength(60);
    const all = listsCard(lists());
    expect(withRefreshUsers(all, ['29:a'])).toBe(all);
  });

  it('keeps a list of hundreds of long items under the 28 KB Teams takes, and says how many are not shown', () => {
    const names = Array.from({ length: 500 }, (_, at) => `${'organic free range hand picked '.repeat(6)}item ${at + 1}`);
    const created = createList([], 'huge', names, { ...DEFAULT_LIST_LIMITS, maxTextLength: 1_000 }, 'Alice with a rather long display name');
    if (!created.ok) throw created.error;
    // With the most user ids a refresh may name, each as long as a Teams id gets, and room for the activity.
    const userIds = Array.from({ length: 60 }, (_, at) => `29:${String(at).padStart(88, 'x')}`);
    const card = withRefreshUsers(listCard(created.value.lists[0]!), userIds);
    expect(Buffer.byteLength(JSON.stringify(card))).toBeLessThan(26_000);
    const shown = rows(card).length;
    // Names of nearly 200 characters are the worst case; names as people write them fit far more.
    expect(shown).toBeGreaterThan(15);
    const usual = createList([], 'big', Array.from({ length: 500 }, (_, at) => `2 packs of item ${at + 1}`), DEFAULT_LIST_LIMITS, 'Alice');
    if (!usual.ok) throw usual.error;
    expect(rows(listCard(usual.value.lists[0]!)).length).toBeGreaterThanOrEqual(45);
    expect(cardToText(card)).toContain(`${500 - shown} more items are not shown: a card has room for ${shown}.`);
    expect(cardProblems(card)).toEqual([]);
  });

  it('keeps the Suggestions row within the same 28 KB: the list gives up rows for it, and the card stays valid', () => {
    const names = Array.from({ length: 500 }, (_, at) => `${'organic free range hand picked '.repeat(6)}item ${at + 1}`);
    const created = createList([], 'huge', names, { ...DEFAULT_LIST_LIMITS, maxTextLength: 1_000 }, 'Alice with a rather long display name');
    if (!created.ok) throw created.error;
    const userIds = Array.from({ length: 60 }, (_, at) => `29:${String(at).padStart(88, 'x')}`);
    const suggestions = Array.from({ length: 5 }, (_, at) => ({ name: `${'x'.repeat(DEFAULT_LIST_LIMITS.maxTextLength - 12)} usual ${at}`, quantity: '12 bags', why: 'due' as const }));
    const card = withRefreshUsers(listCard(created.value.lists[0]!, undefined, suggestions), userIds);
    expect(Buffer.byteLength(JSON.stringify(card))).toBeLessThan(26_000);
    expect(suggestedOnCard(card)).toHaveLength(5);
    expect(rows(card).length).toBeLessThan(rows(listCard(created.value.lists[0]!)).length);
    expect(cardProblems(card)).toEqual([]);
    // As text (the terminal chat): the row's buttons, not its menu.
    expect(cardToText(listCard(groceries!, undefined, [{ name: 'milk', why: 'due' }, { name: 'bread', quantity: '2 loaves', why: 'usual' }]))).toContain('Suggestions\n[+ milk (due)] [+ 2 loaves of bread]\n');
  });

  it('carries the version of the list it shows, which changes when the list does', () => {
    expect(listVersion({ ...groceries!, items: groceries!.items.slice(1) })).not.toBe(listVersion(groceries!));
  });
});
