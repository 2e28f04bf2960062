import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { BotProcess } from './fakes/bot-process';
import { buttonsOnCard, itemTitlesOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { RecipeSite } from './fakes/recipe-site';
import { worstPages } from './fakes/worst-pages';

/** The toggles of a recipe card: each ingredient as titled, and whether it starts ticked. */
function togglesOf(card: AdaptiveCard): { id: string; title: string; ticked: boolean }[] {
  return ((card.body as Record<string, unknown>[]) ?? [])
    .filter((element) => element.type === 'Input.Toggle')
    .map((element) => ({ id: String(element.id), title: String(element.title), ticked: element.value === 'true' }));
}

describe('a recipe link sent to the bot, over HTTP', () => {
  let site: RecipeSite;
  let connector: FakeConnector;
  let bot: BotProcess;
  const conversationId = 'a:recipes';
  const say = (text: string) => bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });

  beforeAll(async () => {
    site = await RecipeSite.start();
    for (const [index, { page }] of worstPages().entries()) {
      site.serve(`/worst/${index}`, page);
    }
    connector = await FakeConnector.start();
    bot = await BotProcess.start({ PLANNER: 'offline', STORAGE: 'memory', LINK_FETCH_ALLOWED_HOSTS: site.hostPort });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
    await site?.close();
  });

  it('answers with the recipe card: name, servings, each ingredient with a toggle, the pantry basics unticked', async () => {
    await say('create a groceries list with 2 onions');
    await say(`add the ingredients from ${site.url('/tacos')} please`);
    const { card } = connector.lastCard(conversationId);
    expect((card.body as { text?: string }[])[0]?.text).toBe('Weeknight Beef Tacos');
    expect((card.body as Record<string, unknown>[]).find((element) => element.type === 'Input.Number')).toMatchObject({ id: 'servings', value: 4 });
    expect(togglesOf(card).map(({ title, ticked }) => [title, ticked])).toEqual([
      ['1 lb ground beef', true],
      ['1 packet of taco seasoning', true],
      ['12 corn tortillas', true],
      ['1 1/2 cups of shredded cheddar', true],
      ['2 limes (cut into wedges)', true],
      ['1 onion (small; finely chopped)', true],
      ['Salt and pepper (to taste)', false],
      ['1 tbsp vegetable oil', false],
    ]);
    expect(buttonsOnCard(card).map((button) => button.title)).toEqual(['Add to groceries']);
  });

  it('adds the ticked ingredients for the servings asked, merged with what is on the list, each new one for the recipe', async () => {
    const sent = connector.lastCard(conversationId);
    const add = buttonsOnCard(sent.card)[0]!;
    const answer = await bot.cardAction({ conversationId, serviceUrl: connector.serviceUrl, cardMessageId: sent.id, verb: add.verb, data: { ...add.data, servings: '8', 'ingredient-2': 'false' } });
    const listCard = answer.value as AdaptiveCard;
    // The tortillas unticked, and the basics left unticked: five, doubled from 4 servings to 8.
    expect(JSON.stringify(listCard)).toContain('Added 5 ingredients of Weeknight Beef Tacos for 8. Type /undo to take them off.');
    expect(itemTitlesOnCard(listCard)).toEqual([
      '4 onions · added by Alice',
      '4 limes · for Weeknight Beef Tacos · added by Alice',
      '2 lb ground beef · for Weeknight Beef Tacos · added by Alice',
      '3 cups of shredded cheddar · for Weeknight Beef Tacos · added by Alice',
      '2 packets of taco seasoning · for Weeknight Beef Tacos · added by Alice',
    ]);
    await say('/undo');
    expect(connector.textsTo(conversationId).at(-1)).toMatch(/^Undone/);
    await say('show groceries');
    expect(itemTitlesOnCard(connector.lastCard(conversationId).card)).toEqual(['2 onions · added by Alice']);
  });

  it('reads microdata and JSON-LD arrays, and a pasted recipe gets the same card', async () => {
    await say(site.url('/pancakes'));
    expect((connector.lastCard(conversationId).card.body as { text?: string }[])[0]?.text).toBe('Fluffy Pancakes');
    await say(site.url('/lasagna'));
    expect(togglesOf(connector.lastCard(conversationId).card).map((toggle) => toggle.title)).toContain('3 cloves of garlic (minced)');
    await say('Flapjacks\n250 g oats\n125 g butter\n3 tbsp golden syrup\n100 g brown sugar');
    const pasted = connector.lastCard(conversationId).card;
    expect((pasted.body as { text?: string }[])[0]?.text).toBe('Flapjacks');
    expect(togglesOf(pasted).map((toggle) => toggle.title)).toEqual(['250 g oats', '125 g butter', '3 tbsp golden syrup', '100 g brown sugar']);
  });

  it('answers a page with no recipe, and each refused link, with why, and changes nothing', async () => {
    const before = connector.textsTo(conversationId).length;
    await say(site.url('/about'));
    await say('http://10.0.0.8/recipes/tacos');
    await say(site.url('/to-metadata'));
    await say('ftp://example.com/tacos.txt');
    expect(connector.textsTo(conversationId).slice(before)).toEqual([
      "I couldn't find a recipe on that page (it has no recipe data I can read), so nothing was changed. You can paste the ingredients instead, one a line.",
      '10.0.0.8 is not on the public internet (a private, local or cloud metadata address), so I did not open it. Nothing was changed.',
      '169.254.169.254 is not on the public internet (a private, local or cloud metadata address), so I did not open it. Nothing was changed.',
      'I only open http and https links, not ftp ones. Nothing was changed.',
    ]);
    await say('show groceries');
    expect(itemTitlesOnCard(connector.lastCard(conversationId).card)).toEqual(['2 onions · added by Alice']);
  });

  it('answers each page too deeply nested or too large with why, as any refused link is', async () => {
    const chat = 'a:recipes-worst';
    const before = connector.textsTo(chat).length;
    const pages = worstPages();
    for (const index of pages.keys()) {
      await bot.say({ text: site.url(`/worst/${index}`), conversationId: chat, serviceUrl: connector.serviceUrl });
    }
    const answers = connector.textsTo(chat).slice(before);
    expect(answers).toHaveLength(pages.length);
    for (const answer of answers) {
      expect(answer).toMatch(/^That page(?:'s recipe data)? is too (?:deeply nested|large) to read \(more than [\d,]+ [a-z ]+\), so I did not read it\. Nothing was changed\.$/);
    }
  });
});
