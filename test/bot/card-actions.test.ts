import { describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../../src/cards/adaptive-card';
import { listVersion } from '../../src/cards/list-card';
import { cardAsText, itemsInCartOnCard, itemsOnCard, itemsToBuyOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

async function storedLists(bot: InProcessBot, conversationId: string): Promise<unknown> {
  return ((await bot.storage.read([key(conversationId)]))[key(conversationId)] as { lists: unknown }).lists;
}

function refreshOf(card: AdaptiveCard): { action: { verb: string; data: Record<string, unknown> }; userIds?: string[] } {
  return card.refresh as { action: { verb: string; data: Record<string, unknown> }; userIds?: string[] };
}

function input(card: AdaptiveCard, id: string): Record<string, unknown> | undefined {
  return (card.body as Record<string, unknown>[]).find((element) => element.id === id);
}

describe('tapping an item on the list card', () => {
  it('puts it in the cart, replaces that same card for everyone, calls no model, and a second tap brings it back', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const alice = bot.conversation('a:tap', { id: 'user-alice', name: 'Alice' });
    const bob = bot.conversation('a:tap', { id: 'user-bob', name: 'Bob' });
    await alice.say('create a groceries list with milk, bread and apples');
    await alice.say('show groceries');
    const shown = alice.lastCard();
    expect(itemsToBuyOnCard(shown.card)).toEqual(['apples', 'bread', 'milk']);

    const answer = await bob.tap('bread', { card: shown });
    expect(cardAsText(answer)).toBe(
      [
        'groceries',
        '2 to buy, 1 in the cart',
        'bread is in the cart.',
        'Produce',
        '☐ apples · added by Alice',
        'Dairy & eggs',
        '☐ milk · added by Alice',
        'In the cart',
        '✓ bread · got by Bob',
        '[Add] [Clear bought items] [Refresh]',
      ].join('\n'),
    );
    expect(alice.cards().filter((card) => card.kind === 'update')).toEqual([{ id: shown.id, kind: 'update', card: answer }]);
    expect(bot.model.requests).toEqual([]);
    expect(await storedLists(bot, 'a:tap')).toMatchObject([{ items: [{ name: 'milk' }, { name: 'bread', bought: { by: 'Bob' } }, { name: 'apples' }] }]);

    const back = await alice.tap('bread', { card: { ...shown, card: answer } });
    expect(cardAsText(back)).toContain('bread is back on the list.');
    expect(itemsToBuyOnCard(back)).toEqual(['apples', 'bread', 'milk']);
    expect(itemsInCartOnCard(back)).toEqual([]);
    expect(await storedLists(bot, 'a:tap')).toEqual([{ id: expect.any(String), name: 'groceries', items: [{ name: 'milk', addedBy: 'Alice' }, { name: 'bread', addedBy: 'Alice' }, { name: 'apples', addedBy: 'Alice' }] }]);
  });

  it('does not take an item back out of the cart from a card that is behind', async () => {
    const bot = new InProcessBot();
    const alice = bot.conversation('a:tap-stale', { id: 'user-alice', name: 'Alice' });
    const bob = bot.conversation('a:tap-stale', { id: 'user-bob', name: 'Bob' });
    await alice.say('create a groceries list with milk and eggs');
    await alice.say('show groceries');
    const stale = alice.lastCard();
    await bob.tap('milk', { card: stale });
    const answer = await alice.tap('milk', { card: stale });
    expect(cardAsText(answer)).toContain('milk is already in the cart (Bob got it).');
    expect(itemsInCartOnCard(answer)).toEqual(['milk']);
  });

  it('says so when the item was taken off the list meanwhile', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:tap-gone');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    const card = chat.lastCard();
    await chat.say('remove milk from groceries');
    expect(cardAsText(await chat.tap('milk', { card }))).toContain('milk is no longer on groceries.');
  });
});

describe('Clear bought items', () => {
  it('takes the bought items off, and /undo brings them back in the cart', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:clear');
    await chat.say('create a groceries list with milk, eggs and jam');
    await chat.say('show groceries');
    await chat.tap('milk');
    await chat.tap('jam', { card: { ...chat.lastCard(), card: await chat.tap('eggs') } });
    const before = await storedLists(bot, 'a:clear');

    const cleared = await chat.press('Clear bought items', { card: { ...chat.lastCard(), card: await chat.invoke(chat.lastCard().id, 'refreshList', refreshOf(chat.lastCard().card).action.data) } });
    expect(cardAsText(cleared)).toBe('groceries\nThis list is empty.\nCleared 3 bought items. Type /undo to bring them back.\n[Add] [Refresh]');
    expect(await storedLists(bot, 'a:clear')).toEqual([{ id: expect.any(String), name: 'groceries', items: [] }]);

    await chat.say('/undo');
    expect(await storedLists(bot, 'a:clear')).toEqual(before);
    await chat.say('show groceries');
    expect(itemsInCartOnCard(chat.lastCard().card)).toEqual(['milk', 'eggs', 'jam']);
  });

  it('keeps the items still to buy', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:clear-some');
    await chat.say('create a groceries list with milk and bread');
    await chat.say('show groceries');
    const tapped = await chat.tap('milk');
    const cleared = await chat.press('Clear bought items', { card: { ...chat.lastCard(), card: tapped } });
    expect(itemsOnCard(cleared)).toEqual(['bread']);
    expect(cardAsText(cleared)).toContain('Cleared 1 bought item.');
  });
});

describe('adding items from the card', () => {
  it('splits what was typed as a message is, adds it without a model, and answers with the card and an empty box', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:add-card');
    await chat.say('create a groceries list with milk');
    await chat.say('show groceries');
    const shown = chat.lastCard();
    const answer = await chat.press('Add', { inputs: { newItems: '2 loaves of bread, eggs and mac and cheese' } });
    expect(cardAsText(answer)).toContain('Added 2 loaves of bread, eggs and mac and cheese.');
    expect(itemsToBuyOnCard(answer)).toEqual(['2 loaves of bread', 'milk', 'eggs', 'mac and cheese']);
    expect(input(answer, 'newItems')).toEqual({ type: 'Input.Text', id: 'newItems', placeholder: 'Add items: milk, 2 loaves of bread', spacing: 'Medium' });
    expect(chat.cards().filter((card) => card.kind === 'update')).toEqual([{ id: shown.id, kind: 'update', card: answer }]);
    expect(bot.model.requests).toEqual([]);
    // It is a change like any other: /undo takes it back.
    await chat.say('/undo');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
  });

  it('adds text that does not read as a list of items as one item, with quantities adding up', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:add-one');
    await chat.say('create a groceries list with 2 apples');
    await chat.say('show groceries');
    expect(itemsOnCard(await chat.press('Add', { inputs: { newItems: '3 apples' } }))).toEqual(['5 apples']);
    expect(itemsOnCard(await chat.press('Add', { inputs: { newItems: 'something for the kids to take to school' } }))).toEqual(['5 apples', 'something for the kids to take to school']);
  });

  it('changes nothing, and says why on the card, when the box is empty or the text too long', async () => {
    const bot = new InProcessBot({ env: { MAX_MESSAGE_LENGTH: '300' } });
    const chat = bot.conversation('a:add-refused');
    await chat.say('create a groceries list with milk');
    await chat.say('show groceries');
    const before = await storedLists(bot, 'a:add-refused');

    const empty = await chat.press('Add', { inputs: { newItems: '   ' } });
    expect(cardAsText(empty)).toBe('groceries\n1 item\nType the items to add in the box first, for example: milk, 2 loaves of bread.\nDairy & eggs\n☐ milk · added by Alice\n[Add] [Refresh]');
    expect((empty.body as Record<string, unknown>[]).find((element) => String(element.text).startsWith('Type the items'))).toMatchObject({ color: 'Attention' });
    expect(cardAsText(await chat.press('Add'))).toContain('Type the items to add in the box first');

    const tooLong = await chat.press('Add', { inputs: { newItems: 'eggs, '.repeat(60) } });
    expect(cardAsText(tooLong)).toContain('That is 359 characters long; I can take at most 300. Please add them in shorter pieces.');

    const longItem = await chat.press('Add', { inputs: { newItems: 'x'.repeat(250) } });
    expect(cardAsText(longItem)).toContain('That item is 250 characters long; the most is 200.');
    expect(await storedLists(bot, 'a:add-refused')).toEqual(before);
  });
});

describe('a list card that stays current', () => {
  it('carries a refresh for the people who use the lists, which answers with the list as it is now', async () => {
    const bot = new InProcessBot();
    const alice = bot.conversation('a:refresh', { id: 'user-alice', name: 'Alice' });
    const bob = bot.conversation('a:refresh', { id: 'user-bob', name: 'Bob' });
    await alice.say('create a bbq list with charcoal');
    await alice.say('show bbq');
    const card = alice.lastCard();
    const refresh = refreshOf(card.card);
    expect(refresh.action.verb).toBe('refreshList');
    expect(refresh.userIds).toEqual(['user-alice']);

    await bob.say('add buns to bbq');
    const refreshed = await bob.invoke(card.id, refresh.action.verb, refresh.action.data, 'automatic');
    expect(itemsOnCard(refreshed)).toEqual(['buns', 'charcoal']);
    // The one who asked first, then the others who wrote or tapped here, newest first.
    expect(refreshOf(refreshed).userIds).toEqual(['user-bob', 'user-alice']);
    // Someone who only looked at the card is not remembered: a view is no sign of use.
    const carol = bot.conversation('a:refresh', { id: 'user-carol', name: 'Carol' });
    expect(refreshOf(await carol.invoke(card.id, refresh.action.verb, refresh.action.data, 'automatic')).userIds).toEqual(['user-carol', 'user-bob', 'user-alice']);
    expect(((await bot.storage.read([key('a:refresh')]))[key('a:refresh')] as { recentUserIds: string[] }).recentUserIds).toEqual(['user-bob', 'user-alice']);
    // The Refresh button does the same.
    expect(itemsOnCard(await alice.press('Refresh', { card }))).toEqual(['buns', 'charcoal']);
  });

  it('finds the list by id after a rename, and says the list is gone once deleted', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:refresh-gone');
    await chat.say('create a bbq list with charcoal');
    await chat.say('show bbq');
    const card = chat.lastCard();
    const { data } = refreshOf(card.card).action;
    bot.model.enqueuePlans(plan(doAction('renameList', { list: 'bbq', newName: 'picnic' }), say('Renamed bbq to picnic.')));
    await chat.say('call the bbq list picnic from now on');
    expect(cardAsText(await chat.invoke(card.id, 'refreshList', data, 'automatic')).split('\n')[0]).toBe('picnic');
    await chat.say('create a bbq list with burgers');
    await chat.say('delete the picnic list');
    await chat.press('Confirm');
    expect(cardAsText(await chat.invoke(card.id, 'refreshList', data, 'automatic'))).toBe('bbq\nThere is no list called bbq any more. Your lists: bbq.');
    expect(cardAsText(await chat.invoke(card.id, 'refreshList', { listId: 'l-gone' }))).toBe('List deleted\nThis list is gone. Your lists: bbq.');
  });

  it('answers a card sent before lists had ids, which names its list', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:refresh-old');
    await chat.say('create a party list with chips and salsa');
    await chat.say('show party');
    const id = chat.lastCard().id;
    await chat.say('add ice to party');
    expect(itemsOnCard(await chat.invoke(id, 'refreshList', { list: 'party' }))).toEqual(['ice', 'salsa', 'chips']);
    expect(cardAsText(await chat.invoke(id, 'refreshList', { list: 'bbq' }))).toBe('bbq\nThere is no list called bbq any more. Your lists: party.');
  });

  it('still removes the ticked items of a card sent when items had checkboxes, if the list is as it showed', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:old-remove');
    await chat.say('create a party list with chips and salsa');
    const [list] = (await storedLists(bot, 'a:old-remove')) as Parameters<typeof listVersion>[0][];
    await chat.say('show party');
    const id = chat.lastCard().id;
    const answer = await chat.invoke(id, 'removeTicked', { list: 'party', version: listVersion(list!), 'item-0': 'true', 'item-1': 'false' });
    expect(cardAsText(answer)).toContain('Removed chips.');
    expect(itemsOnCard(answer)).toEqual(['salsa']);
    await chat.say('add ice to party');
    expect(cardAsText(await chat.invoke(id, 'removeTicked', { list: 'party', version: listVersion(list!), 'item-0': 'true' }))).toContain('This list changed since the card was sent.');
  });

  it('opens a list from the /lists card', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:card-show');
    await chat.say('create a groceries list with milk');
    await chat.say('create a party list');
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toBe('Your lists\ngroceries: 1 item\nparty: 0 items\n[Show groceries] [Show party]');
    expect(itemsOnCard(await chat.press('Show groceries'))).toEqual(['milk']);
  });
});
