import { describe, expect, it } from 'vitest';
import { itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';

const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

describe('a recipe a model proposes', () => {
  it('is shown as the recipe card and changes nothing until the person ticks and presses Add', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'llm' } });
    const chat = bot.conversation('a:propose');
    bot.model.enqueuePlans(plan(doAction('createList', { list: 'groceries', items: ['onions'] }), say('Created groceries with onions.')));
    await chat.say('make a groceries list with onions');
    bot.model.enqueuePlans(plan(doAction('proposeRecipe', { recipe: 'Lasagna', servings: 6, items: ['500 g beef mince', '12 lasagne sheets', '1 onion', 'salt'] })));
    await chat.say('what do I need for lasagna for 6?');
    const card = chat.lastCard();
    const toggles = (card.card.body as Record<string, unknown>[]).filter((element) => element.type === 'Input.Toggle').map((toggle) => [toggle.title, toggle.value]);
    expect(toggles).toEqual([
      ['500 g beef mince', 'true'],
      ['12 lasagne sheets', 'true'],
      ['1 onion', 'true'],
      ['salt', 'false'],
    ]);
    const stored = async () => (await bot.storage.read([key('a:propose')]))[key('a:propose')] as { lists: { items: { name: string }[] }[] };
    expect((await stored()).lists[0]?.items.map((item) => item.name)).toEqual(['onions']);
    const added = await chat.press('Add to groceries', { inputs: { 'ingredient-1': 'false' } });
    // The onion goes to the onions already there, by the quantity rules.
    expect(itemsOnCard(added).sort()).toEqual(['1 onion', '500 g beef mince']);
    expect(bot.model.requests).toHaveLength(2);
  });
});
