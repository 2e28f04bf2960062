import { describe, expect, it } from 'vitest';
import { cardAsText, itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';

describe('list card buttons', () => {
  it('removes the ticked items, replaces that same card for everyone, and calls no model', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:card-remove');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    const shown = chat.lastCard();
    expect(itemsOnCard(shown.card)).toEqual(['milk', 'eggs']);

    const answer = await chat.press('Remove ticked items', { inputs: { 'item-0': 'true', 'item-1': 'false' } });
    expect(cardAsText(answer)).toBe('groceries\n1 item\nRemoved milk.\n[ ] eggs · added by Alice\n[Remove ticked items] [Refresh]');
    const updates = chat.cards().filter((card) => card.kind === 'update');
    expect(updates).toEqual([{ id: shown.id, kind: 'update', card: answer }]);
    expect(bot.model.requests).toEqual([]);
    await chat.say("what's on groceries?");
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['eggs']);
  });

  it('shows the current list, and removes nothing, when the card is out of date', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:card-stale');
    await chat.say('create a party list with chips and salsa');
    await chat.say('show party');
    const stale = chat.lastCard();
    await chat.say('add ice to party');
    const answer = await chat.press('Remove ticked items', { inputs: { 'item-0': 'true' }, card: stale });
    expect(cardAsText(answer)).toBe(
      'party\n3 items\nThis list changed since the card was sent. Here it is now: tick the items again.\n[ ] chips · added by Alice\n[ ] salsa · added by Alice\n[ ] ice · added by Alice\n[Remove ticked items] [Refresh]',
    );
    await chat.say('show party');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['chips', 'salsa', 'ice']);
  });

  it('says so when nothing was ticked', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:card-none');
    await chat.say('create a bbq list with charcoal');
    await chat.say('show bbq');
    expect(cardAsText(await chat.press('Remove ticked items', { inputs: { 'item-0': 'false' } }))).toContain('Tick the items to remove first.');
    await chat.say('show bbq');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['charcoal']);
  });

  it('refreshes a card to the list as it is now, or says the list is gone', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:card-refresh');
    await chat.say('create a bbq list with charcoal');
    await chat.say('show bbq');
    const card = chat.lastCard();
    await chat.say('add buns to bbq');
    expect(itemsOnCard(await chat.press('Refresh', { card }))).toEqual(['charcoal', 'buns']);
    await chat.say('delete the bbq list');
    await chat.press('Confirm');
    expect(cardAsText(await chat.press('Refresh', { card }))).toBe('bbq\nThere is no list called bbq any more, and no other lists.');
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
