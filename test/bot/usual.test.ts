import { describe, expect, it } from 'vitest';
import type { ShoppingMemory } from '../../src/shopping/shopping-memory';
import { itemsOnCard, suggestedOnCard, suggestionsOnCard } from '../fakes/card-reading';
import { type Conversation, InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

const DAY = 86_400_000;
const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** A bot on a clock the test moves: it starts on a Saturday morning. */
function botOnClock(env: Record<string, string> = { PLANNER: 'offline' }) {
  const clock = { now: Date.UTC(2026, 10, 7, 9) };
  const bot = new InProcessBot({ env, now: () => clock.now });
  const stored = async (conversationId: string) => (await bot.storage.read([key(conversationId)]))[key(conversationId)] as { lists?: { items: { name: string }[] }[]; shopping?: ShoppingMemory };
  return { bot, clock, stored };
}

/** Three Saturday shops: milk, eggs and bread every week, a one-off each week; each ends with the cart cleared. */
async function threeWeeks(chat: Conversation, clock: { now: number }): Promise<void> {
  const weeks = [
    ['create a groceries list with milk, eggs, 2 loaves of bread and candles', 'got milk, eggs, bread and candles'],
    ['add milk, eggs, 2 loaves of bread and bananas to groceries', 'got milk, eggs, bread and bananas'],
    ['add milk, eggs, 2 loaves of bread and coffee to groceries', 'got milk, eggs, bread and coffee'],
  ];
  for (const [index, [add, got]] of weeks.entries()) {
    clock.now += index === 0 ? 0 : 7 * DAY;
    await chat.say(add!);
    await chat.say(got!);
    await chat.say('clear the bought items');
  }
}

describe('our usual, learnt from three weeks of shopping', () => {
  it('adds the staples and not the one-offs, each as last bought, and says what was on the list already', async () => {
    const { bot, clock, stored } = botOnClock();
    const chat = bot.conversation('a:usual-weeks');
    await threeWeeks(chat, clock);
    clock.now += 6 * DAY;
    await chat.say('add eggs');
    await chat.say('add our usual');
    expect(chat.replies().at(-1)).toBe('Added milk and 2 loaves of bread to groceries. From your usual; already on it: eggs.');
    expect((await stored('a:usual-weeks')).lists?.[0]?.items.map((item) => item.name)).toEqual(['eggs', 'milk', 'bread']);
    await chat.say('the usual please');
    expect(chat.replies().at(-1)).toBe('Your usual items are all on groceries already: milk, eggs, 2 loaves of bread.');
    expect(bot.model.requests).toHaveLength(0);
  });

  it('answers what we usually buy with how often, and the history holds each purchase once with who bought it', async () => {
    const { bot, clock, stored } = botOnClock();
    const chat = bot.conversation('a:usual-asked', { id: 'user-bob', name: 'Bob' });
    await threeWeeks(chat, clock);
    await chat.say('what do we usually buy?');
    expect(chat.replies().at(-1)).toBe(['You usually buy:', '- milk: 3 of the last 3 trips, about every week', '- eggs: 3 of the last 3 trips, about every week', '- 2 loaves of bread: 3 of the last 3 trips, about every week'].join('<br>'));
    const { shopping } = await stored('a:usual-asked');
    expect(shopping?.purchases).toHaveLength(12);
    expect(shopping?.purchases.every((purchase) => purchase.by === 'Bob')).toBe(true);
    expect(shopping?.tripEnds).toHaveLength(3);
  });

  it('suggests the due items under the list, one tap adds one for everyone, and a second tap or a card that is behind adds nothing twice', async () => {
    const { bot, clock, stored } = botOnClock();
    const chat = bot.conversation('a:usual-card');
    await threeWeeks(chat, clock);
    await chat.say('show groceries');
    // Just back from the shop: nothing is due, but all three are usual.
    expect(suggestedOnCard(chat.lastCard().card)).toEqual(['+ milk', '+ eggs', '+ 2 loaves of bread']);
    clock.now += 7 * DAY;
    await chat.say('show groceries');
    const card = chat.lastCard();
    expect(suggestedOnCard(card.card)).toEqual(['+ milk (due)', '+ eggs (due)', '+ 2 loaves of bread (due)']);
    expect(suggestionsOnCard(card.card).filter((button) => button.inMenu).map((button) => button.title)).toEqual(['Stop suggesting milk', 'Stop suggesting eggs', 'Stop suggesting bread']);

    const tapped = await chat.invoke(card.id, 'addSuggestion', suggestionsOnCard(card.card).find((button) => button.title === '+ milk (due)')!.data);
    expect(itemsOnCard(tapped)).toEqual(['milk']);
    expect(suggestedOnCard(tapped)).toEqual(['+ eggs (due)', '+ 2 loaves of bread (due)']);
    const again = await chat.invoke(card.id, 'addSuggestion', suggestionsOnCard(card.card)[0]!.data);
    expect(itemsOnCard(again)).toEqual(['milk']);
    expect(JSON.stringify(again)).toContain('milk is on groceries already.');
    // Someone typed it meanwhile: the old card's button adds no second one.
    await chat.say('add eggs');
    await chat.invoke(card.id, 'addSuggestion', suggestionsOnCard(card.card)[1]!.data);
    expect((await stored('a:usual-card')).lists?.[0]?.items.map((item) => item.name)).toEqual(['milk', 'eggs']);
    expect(bot.model.requests).toHaveLength(0);
  });

  it('leaves the row out when there is nothing to suggest', async () => {
    const { bot } = botOnClock();
    const chat = bot.conversation('a:usual-none');
    await chat.say('create a groceries list with milk');
    await chat.say('show groceries');
    expect(suggestionsOnCard(chat.lastCard().card)).toEqual([]);
    expect(JSON.stringify(chat.lastCard().card)).not.toContain('Suggestions');
  });

  it('stops suggesting an item from the card\'s menu, remembers it, and suggests it again once it is made a staple', async () => {
    const { bot, clock } = botOnClock();
    const chat = bot.conversation('a:usual-stop');
    await threeWeeks(chat, clock);
    await chat.say('show groceries');
    const answered = await chat.invoke(chat.lastCard().id, 'stopSuggesting', suggestionsOnCard(chat.lastCard().card).find((button) => button.title === 'Stop suggesting eggs')!.data);
    expect(suggestedOnCard(answered)).toEqual(['+ milk', '+ 2 loaves of bread']);
    await chat.say('show groceries');
    expect(suggestedOnCard(chat.lastCard().card)).toEqual(['+ milk', '+ 2 loaves of bread']);
    await chat.say('what do we usually buy');
    expect(chat.replies().at(-1)).not.toContain('eggs');
    await chat.say('eggs are a staple');
    expect(chat.replies().at(-1)).toBe('Got it: eggs are part of your usual now. I\'ll suggest them when they\'re not on the list, and "add our usual" adds them.');
    await chat.say('show groceries');
    expect(suggestedOnCard(chat.lastCard().card)).toEqual(['+ milk', '+ eggs', '+ 2 loaves of bread']);
    await chat.say('stop suggesting milk');
    await chat.say('add our usual');
    expect(chat.replies().at(-1)).toBe('Added eggs and 2 loaves of bread to groceries. From your usual.');
  });

  it('saves a list as the usual, with its quantities', async () => {
    const { bot } = botOnClock();
    const chat = bot.conversation('a:usual-saved');
    await chat.say('create a groceries list with oat milk, 6 eggs and 2 loaves of bread');
    await chat.say('save this list as our usual');
    expect(chat.replies().at(-1)).toBe('Saved oat milk, 6 eggs and 2 loaves of bread as your usual. "Add our usual" puts whichever of them are missing on the list.');
    await chat.say('got everything');
    await chat.say('clear the bought items');
    await chat.say('add the usual');
    expect(chat.replies().at(-1)).toBe('Added oat milk, 6 eggs and 2 loaves of bread to groceries. From your usual.');
  });

  it('is as if nothing happened after /undo of a clear or of a purchase', async () => {
    const { bot, stored } = botOnClock();
    const chat = bot.conversation('a:usual-undo');
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('got the milk');
    const afterPurchase = (await stored('a:usual-undo')).shopping;
    expect(afterPurchase?.purchases.map((purchase) => purchase.key)).toEqual(['milk']);
    await chat.say('clear the bought items');
    expect((await stored('a:usual-undo')).shopping?.tripEnds).toHaveLength(1);
    await chat.say('/undo');
    expect((await stored('a:usual-undo')).shopping).toEqual(afterPurchase);
    await chat.say('/undo');
    expect((await stored('a:usual-undo')).shopping?.purchases).toEqual([]);
  });

  it('is erased by /reset once confirmed, and kept when it is cancelled', async () => {
    const { bot, clock, stored } = botOnClock();
    const chat = bot.conversation('a:usual-reset');
    await threeWeeks(chat, clock);
    await chat.say('/reset');
    expect(chat.replies().at(-1)).toContain('Forget everything bought here');
    await chat.press('Cancel');
    expect((await stored('a:usual-reset')).shopping?.purchases).toHaveLength(12);
    await chat.say('/reset');
    await chat.say('yes');
    expect((await stored('a:usual-reset')).shopping).toBeUndefined();
    await chat.say('what do we usually buy?');
    expect(chat.replies().at(-1)).toMatch(/^You have no usual items yet/);
    await chat.say('/reset');
    expect(chat.replies().at(-1)).toBe('There are no lists to reset, and nothing bought is remembered.');
  });
});

describe('the usual, for a model', () => {
  it('reads the usual items through getUsualItems, adds them with addUsualItems, and makes staples with setUsual; nothing of it is in the prompt', async () => {
    const { bot, clock, stored } = botOnClock({ PLANNER: 'llm' });
    const chat = bot.conversation('a:usual-model');
    bot.model.enqueuePlans(
      plan(doAction('createList', { list: 'groceries', items: ['milk', 'eggs'] }), say('Created groceries.')),
      plan(doAction('markBought', { list: 'groceries', items: ['milk', 'eggs'] }), say('Ticked.')),
      plan(doAction('clearBought', { list: 'groceries' }), say('Done.')),
    );
    await chat.say('make a groceries list with milk and eggs');
    // Ticked and cleared in one plan, they would be everything on the list taken off: that asks first.
    await chat.say('got milk and eggs');
    await chat.say('now clear them off');
    clock.now += DAY;
    bot.model.enqueuePlans(plan(doAction('setUsual', { items: ['milk', 'bread'], usual: true }), say('Milk and bread are staples now.')));
    await chat.say('we basically always need milk and also bread');
    bot.model.enqueuePlans(plan(doAction('getUsualItems', {})), plan(say('You usually buy milk and bread.')));
    await chat.say('so what is it we usually get');
    expect(bot.model.requests.at(-1)?.body.messages.at(-1)?.content).toContain('"milk (a staple)","bread (a staple)"');
    bot.model.enqueuePlans(plan(doAction('addUsualItems', { list: 'groceries' }), say('Added your usual items.')));
    await chat.say('put our usual stuff on groceries pls');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'milk']);
    expect((await stored('a:usual-model')).lists?.[0]?.items.map((item) => item.name)).toEqual(['milk', 'bread']);
    expect(bot.model.requests.every((request) => !JSON.stringify(request.body.messages[0]).includes('staple"'))).toBe(true);
  });
});
