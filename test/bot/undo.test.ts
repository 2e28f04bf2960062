import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_STATE_VERSION } from '../../src/conversation/conversation-state';
import { itemsOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { ScriptedStorage } from '../fakes/scripted-storage';

const key = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

describe('/undo', () => {
  it('takes back the latest change, five deep, with items in their places, quantities and who added them', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const alice = bot.conversation('a:undo', { id: 'user-alice', name: 'Alice' });
    const bob = bot.conversation('a:undo', { id: 'user-bob', name: 'Bob' });
    await alice.say('create a groceries list with milk, eggs and jam');
    await bob.say('add 2 loaves of bread to groceries');
    await alice.say('we have eggs already');
    await alice.say('add 3 loaves of bread to groceries');
    await bob.say('create a party list with chips');
    await alice.say('delete the party list');
    await alice.press('Confirm');
    const stored = async () => (await bot.storage.read([key('a:undo')]))[key('a:undo')] as { lists: unknown[]; undo: unknown[] };
    expect((await stored()).undo).toHaveLength(5);

    await alice.say('/undo');
    expect(alice.replies().at(-1)).toBe('Undone: the last change is taken back. Your lists: groceries, party.');
    await alice.say('/undo');
    await alice.say('/undo');
    const milk = { name: 'milk', addedBy: 'Alice' };
    const jam = { name: 'jam', addedBy: 'Alice' };
    const bread = { name: 'bread', quantity: '2 loaves', addedBy: 'Bob' };
    expect((await stored()).lists).toEqual([{ id: expect.any(String), name: 'groceries', items: [milk, jam, bread] }]);
    await alice.say('/undo');
    expect((await stored()).lists).toEqual([{ id: expect.any(String), name: 'groceries', items: [milk, { name: 'eggs', addedBy: 'Alice' }, jam, bread] }]);
    await alice.say('/undo');
    await alice.say('/undo');
    expect(alice.replies().at(-1)).toBe('There is nothing to undo.');
    // Five back: the first change, creating groceries, was the sixth.
    await alice.say('show groceries');
    expect(itemsOnCard(alice.lastCard().card)).toEqual(['milk', 'eggs', 'jam']);
  });

  it('stores each step as the change it made, not as a copy of every list', async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline', LIST_MAX_ITEMS: '1000' } });
    const chat = bot.conversation('a:undo-small');
    const items = Array.from({ length: 300 }, (_, at) => `item ${at + 1}`);
    await chat.say('create a groceries list');
    for (let first = 0; first < items.length; first += 100) {
      await chat.say(`add ${items.slice(first, first + 100).join(', ')} to groceries`);
    }
    for (const item of ['milk', 'eggs', 'jam', 'tea', 'rice']) {
      await chat.say(`add ${item} to groceries`);
    }
    const state = (await bot.storage.read([key('a:undo-small')]))[key('a:undo-small')] as { lists: unknown; undo: unknown[] };
    expect(state.undo).toHaveLength(5);
    expect(JSON.stringify(state.undo).length).toBeLessThan(1_000);
    expect(JSON.stringify(state).length).toBeLessThan(2 * JSON.stringify(state.lists).length);
  });
});

describe('a conversation stored at schema version 1, when undo kept copies of every list', () => {
  const fixture = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'state-v1', 'conversation.json'), 'utf8')) as Record<string, unknown>;

  it('steps back through the five changes it remembered, then has nothing to undo', async () => {
    const storage = new ScriptedStorage();
    await storage.write({ [key('fixture-conversation')]: fixture });
    const bot = new InProcessBot({ storage, env: { PLANNER: 'offline' } });
    const chat = bot.conversation('fixture-conversation');
    const stored = async () => (await storage.read([key('fixture-conversation')]))[key('fixture-conversation')] as Record<string, unknown>;
    // Newest first: the delete of party, camping created, chips moved, bread re-quantified, eggs removed.
    for (const snapshot of [...(fixture.undo as unknown[])].reverse()) {
      await chat.say('/undo');
      // The lists as they were, each now with the id the migration to version 3 gave it.
      expect(withoutIds((await stored()).lists)).toEqual(snapshot);
      expect((await stored()).schemaVersion).toBe(CONVERSATION_STATE_VERSION);
    }
    await chat.say('/undo');
    expect(chat.replies().at(-1)).toBe('There is nothing to undo.');
  });
});

function withoutIds(lists: unknown): unknown {
  return (lists as { id: string }[]).map(({ id: _id, ...list }) => list);
}
