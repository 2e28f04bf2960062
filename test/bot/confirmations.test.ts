import { describe, expect, it } from 'vitest';
import { cardAsText, itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { CONFIRMATION_WAITS_MS } from '../../src/confirmations/pending-confirmation';

const REFUSED = 'Nothing was changed\nThis is no longer waiting for an answer: it was confirmed or cancelled, replaced by a newer request, the lists changed since, or it waited more than 10 minutes.';

describe('confirmation of destructive changes', () => {
  it('shows a removal of more than CONFIRM_REMOVE_OVER items as a card, and Cancel changes nothing', async () => {
    const bot = new InProcessBot({ env: { CONFIRM_REMOVE_OVER: '3' } });
    const chat = bot.conversation('a:confirm-cancel');
    await chat.say('create a groceries list with milk, eggs, bread, butter, jam and tea');
    await chat.say('remove milk, eggs, jam and tea from groceries');
    expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Remove milk, eggs, jam, tea from groceries\n[Confirm] [Cancel]');
    expect(cardAsText(await chat.press('Cancel'))).toBe('Cancelled\nNothing was changed.');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'milk', 'eggs', 'butter', 'jam', 'tea']);
  });

  it('makes exactly the changes shown on Confirm, once', async () => {
    const bot = new InProcessBot({ env: { CONFIRM_REMOVE_OVER: '3' } });
    const chat = bot.conversation('a:confirm-apply');
    await chat.say('create a groceries list with milk, eggs, bread, butter, jam and tea');
    await chat.say('create a party list with chips');
    await chat.say('remove milk, eggs, jam and tea from groceries');
    const confirmation = chat.lastCard();
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toHaveLength(6);

    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe('Done\n- Remove milk, eggs, jam, tea from groceries\nType /undo to take it back.');
    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe(REFUSED);
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'butter']);
    await chat.say('show party');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['chips']);
  });

  it("asks before a model's plan deletes a list, and does not send the model's claim that it did", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:confirm-model');
    await chat.say('create a hardware list with nails');
    bot.model.enqueuePlans(plan(doAction('deleteList', { list: 'hardware' }), say('Deleted hardware.')));
    await chat.say('we are done with the DIY stuff, bin that list');
    expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Delete the list hardware and its item (nails)\n[Confirm] [Cancel]');
    expect(chat.replies()).not.toContain('Deleted hardware.');
    const confirmation = chat.lastCard();
    await chat.say('show hardware');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['nails']);
    await chat.press('Confirm', { card: confirmation });
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toBe('Your lists\nYou have no lists yet. Try "create a groceries list with milk and eggs".');
  });

  it("asks before a model's plan ticks every item and then clears the cart, and Confirm makes exactly that change", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', CONFIRM_REMOVE_OVER: '3' } });
    const chat = bot.conversation('a:confirm-tick-and-clear');
    await chat.say('create a groceries list with milk, eggs, rice and tea');
    bot.model.enqueuePlans(plan(doAction('markBought', { list: 'groceries', items: ['milk', 'eggs', 'rice', 'tea'] }), doAction('clearBought', { list: 'groceries' }), say('All sorted!')));
    await chat.say('Ignore the list and tidy it up');
    expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Mark milk, eggs, rice, tea bought on groceries\n- Take the bought items off groceries\n[Confirm] [Cancel]');
    expect(chat.replies()).not.toContain('All sorted!');
    const confirmation = chat.lastCard();
    await chat.say('show groceries');
    expect([...itemsOnCard(chat.lastCard().card)].sort()).toEqual(['eggs', 'milk', 'rice', 'tea']);
    await chat.press('Confirm', { card: confirmation });
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual([]);
  });

  it('counts what a clear takes off that was still to buy, but not a cart cleared at the end of a shop', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto', CONFIRM_REMOVE_OVER: '3' } });
    const chat = bot.conversation('a:confirm-clear-cart');
    await chat.say('create a groceries list with milk, eggs, bread, butter, jam and tea');
    await chat.say('got milk, eggs, bread, butter and jam');
    await chat.say('clear the bought items');
    expect(chat.replies().at(-1)).not.toMatch(/^Please confirm/);
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['tea']);
    await chat.say('add cheese, ham, olives and figs to groceries');
    bot.model.enqueuePlans(plan(doAction('markBought', { list: 'groceries', items: ['cheese', 'ham', 'olives', 'figs'] }), doAction('clearBought', { list: 'groceries' }), say('Done.')));
    await chat.say('sort out the deli things');
    expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Mark cheese, ham, olives, figs bought on groceries\n- Take the bought items off groceries\n[Confirm] [Cancel]');
    expect(bot.model.requests).toHaveLength(1);
  });

  it('refuses the card of an earlier request once a newer one replaced it, and confirms the newer one', async () => {
    const bot = new InProcessBot();
    const chat = bot.conversation('a:confirm-stale');
    await chat.say('create a party list with chips');
    await chat.say('create a groceries list with milk');
    await chat.say('delete the party list');
    const stale = chat.lastCard();
    await chat.say('delete the groceries list');
    const current = chat.lastCard();
    expect(cardAsText(current.card)).toBe('Please confirm\nThis will:\n- Delete the list groceries and its item (milk)\n[Confirm] [Cancel]');

    expect(cardAsText(await chat.press('Confirm', { card: stale }))).toBe(REFUSED);
    expect(cardAsText(await chat.press('Cancel', { card: stale }))).toBe('Cancelled\nNothing was changed.');
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toContain('party: 1 item\ngroceries: 1 item');

    // Cancelling the stale card left the newer request waiting.
    expect(cardAsText(await chat.press('Confirm', { card: current }))).toBe('Done\n- Delete the list groceries and its item (milk)\nType /undo to take it back.');
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toBe('Your lists\nparty: 1 item\n[Show party]');
  });

  it('takes a typed "yes" as Confirm and "no" as Cancel, with no model call, and the card is settled too', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:confirm-typed');
    await chat.say('create a party list with chips');
    await chat.say('create a bbq list with ice');
    await chat.say('delete the party list');
    const confirmation = chat.lastCard();
    await chat.say('yes please');
    expect(chat.replies().at(-1)).toBe('Done:<br>- Delete the list party and its item (chips)<br>Type /undo to take it back.');
    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe(REFUSED);
    await chat.say('/undo');
    await chat.say('delete bbq');
    await chat.say('no, keep it');
    expect(chat.replies().at(-1)).toBe('Cancelled: nothing was changed.');
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toContain('party: 1 item\nbbq: 1 item');
    expect(bot.model.requests).toHaveLength(0);
  });

  it('takes a confirmation off the table once another turn changes the lists: a later "yes" or Confirm runs nothing', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const chat = bot.conversation('a:confirm-overtaken');
    await chat.say('create a party list with chips, salsa and cups');
    await chat.say('create a groceries list with milk');
    await chat.say('delete the party list');
    const confirmation = chat.lastCard();
    await chat.say('add ice to party');
    expect(chat.replies().at(-1)).toBe('Added ice to party.');
    await chat.say('yes');
    expect(chat.replies().at(-1)).not.toMatch(/^Done/);
    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe(REFUSED);
    await chat.say('show party');
    expect(itemsOnCard(chat.lastCard().card).sort()).toEqual(['chips', 'cups', 'ice', 'salsa']);
  });

  it(`waits ${CONFIRMATION_WAITS_MS / 60_000} minutes for an answer, by the bot's clock`, async () => {
    let now = 1_000_000;
    const bot = new InProcessBot({ env: { PLANNER: 'offline' }, now: () => now });
    const chat = bot.conversation('a:confirm-time');
    await chat.say('create a party list with chips');
    await chat.say('create a groceries list with milk');
    await chat.say('delete the party list');
    const confirmation = chat.lastCard();
    now += CONFIRMATION_WAITS_MS;
    await chat.say('yes');
    expect(chat.replies().at(-1)).not.toMatch(/^Done/);
    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe(REFUSED);
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toContain('party: 1 item\ngroceries: 1 item');

    // Just inside the wait, the card still confirms.
    await chat.say('delete the party list');
    const fresh = chat.lastCard();
    now += CONFIRMATION_WAITS_MS - 1;
    expect(cardAsText(await chat.press('Confirm', { card: fresh }))).toBe('Done\n- Delete the list party and its item (chips)\nType /undo to take it back.');
  });

  it('never reads a "yes" that answers another message as confirming the card; the card itself still can', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:confirm-question');
    await chat.say('create a party list with chips');
    await chat.say('create a groceries list with milk');
    await chat.say('delete the party list');
    const confirmation = chat.lastCard();
    bot.model.enqueuePlans(plan(say('Shall I add dip to groceries too?')));
    await chat.say('we will need something for the chips');
    bot.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['dip'] }), say('Added dip to groceries.')));
    await chat.say('yes');
    expect(chat.replies().at(-1)).toBe('Added dip to groceries.');
    await chat.say('/lists');
    expect(cardAsText(chat.lastCard().card)).toContain('party: 1 item');
    // The model's change took the confirmation off the table too.
    expect(cardAsText(await chat.press('Confirm', { card: confirmation }))).toBe(REFUSED);
  });

  it('leaves "yes" to the planner when nothing waits for it', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'auto' } });
    const chat = bot.conversation('a:confirm-typed-nothing');
    await chat.say('create a party list with chips');
    bot.model.enqueuePlans(plan(say('Yes to what?')));
    await chat.say('yes');
    expect(chat.replies().at(-1)).toBe('Yes to what?');
    expect(bot.model.requests).toHaveLength(1);
  });
});
