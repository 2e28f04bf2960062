import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageActivity } from '../fakes/activities';
import { InProcessBot } from '../fakes/in-process-bot';
import { RecipeSite } from '../fakes/recipe-site';
import { worstPages } from '../fakes/worst-pages';

const TOO_DEEP = 'That page is too deeply nested to read (more than 256 elements inside one another), so I did not read it. Nothing was changed.';

describe('reading the page of a link', () => {
  let site: RecipeSite;
  const [, deepest] = worstPages();

  beforeAll(async () => {
    site = await RecipeSite.start();
    site.serve('/deepest', deepest!.page);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** The compose box's unfurl of `url`, as Teams invokes it from `conversationId` for `from`; the attachments it answered with. */
  const unfurl = async (bot: InProcessBot, url: string, conversationId: string, from = { id: 'user-alice', name: 'Alice' }) => {
    const { text: _text, ...message } = messageActivity({ text: '', conversationId, serviceUrl: 'https://smba.invalid/', from });
    const response = await bot.post({ ...message, type: 'invoke', name: 'composeExtension/queryLink', value: { url } });
    expect(response?.status).toBe(200);
    return (response?.body as { composeExtension: { attachments: unknown[] } }).composeExtension.attachments;
  };

  it("lets another conversation's turn complete while a conversation's page is still being read", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', LINK_FETCH_ALLOWED_HOSTS: site.hostPort } });
    // A's page stops after its recipe's head and 200 nested elements (within the bound) until B has
    // been answered; what follows nests 200,000 deep, and once took half a minute to parse.
    const at = deepest!.page.indexOf('<b>') + 200 * '<b>'.length;
    const held = site.hold('/held', deepest!.page.slice(0, at), deepest!.page.slice(at));
    const reading = bot.conversation('a:reading');
    const other = bot.conversation('a:other');
    const completed: string[] = [];
    const readingTurn = reading.say(`add the ingredients from ${site.url('/held')}`).then(() => completed.push('reading'));
    await held.firstPartSent;
    await other.say('create a groceries list with milk');
    completed.push('other');
    held.release();
    await readingTurn;
    expect(completed).toEqual(['other', 'reading']);
    expect(other.replies()).toHaveLength(1);
    expect(reading.replies()).toEqual([TOO_DEEP]);
  });

  it('refuses a page too deeply nested with why, in chat, and leaves its unfurl alone, posting nothing', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', LINK_FETCH_ALLOWED_HOSTS: site.hostPort } });
    const chat = bot.conversation('a:deepest');
    await chat.say(site.url('/deepest'));
    expect(chat.replies()).toEqual([TOO_DEEP]);
    expect(await unfurl(bot, site.url('/deepest'), 'a:deepest-unfurl')).toEqual([]);
    expect(bot.conversation('a:deepest-unfurl').recorded()).toEqual([]);
    expect(await unfurl(bot, site.url('/tacos'), 'a:deepest-unfurl')).toHaveLength(1);
  });

  it('reads LINK_READS_PER_MINUTE links a minute in a conversation, and past it answers politely without fetching', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', LINK_FETCH_ALLOWED_HOSTS: site.hostPort, LINK_READS_PER_MINUTE: '2' } });
    const chat = bot.conversation('a:many-links');
    const before = site.requests.get('/pancakes') ?? 0;
    for (let read = 0; read < 3; read++) {
      await chat.say(site.url('/pancakes'));
    }
    expect(chat.replies().slice(0, 2).map((reply) => reply.split('\n')[0])).toEqual(['Fluffy Pancakes', 'Fluffy Pancakes']);
    expect(chat.replies()[2]).toBe("That's more than 2 links to read in a minute, so I didn't open this one. Nothing was changed; please send it again in a minute.");
    expect((site.requests.get('/pancakes') ?? 0) - before).toBe(2);
    expect(bot.logger.entries.filter((entry) => entry.message === 'link reads limited').map((entry) => entry.level)).toEqual(['warn']);
  });

  it('counts unfurls with the links sent, per conversation and per person: one past the limit is not unfurled, and nothing is posted', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', LINK_FETCH_ALLOWED_HOSTS: site.hostPort, LINK_READS_PER_MINUTE: '2' } });
    const bob = { id: 'user-bob', name: 'Bob' };
    const before = site.requests.get('/tacos') ?? 0;
    await bot.conversation('a:unfurls').say(site.url('/tacos'));
    expect(await unfurl(bot, site.url('/tacos'), 'a:unfurls')).toHaveLength(1);
    // The conversation has had its two reads: Bob's unfurl there waits too.
    expect(await unfurl(bot, site.url('/tacos'), 'a:unfurls', bob)).toEqual([]);
    expect(bot.conversation('a:unfurls').replies()).toHaveLength(1);
    // Alice has had her two reads, in any chat; Bob has had none.
    expect(await unfurl(bot, site.url('/tacos'), 'a:elsewhere')).toEqual([]);
    expect(await unfurl(bot, site.url('/tacos'), 'a:elsewhere', bob)).toHaveLength(1);
    expect(bot.conversation('a:elsewhere').recorded()).toEqual([]);
    expect((site.requests.get('/tacos') ?? 0) - before).toBe(3);
  });
});
