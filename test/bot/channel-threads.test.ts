import { describe, expect, it } from 'vitest';
import { createList, DEFAULT_LIST_LIMITS } from '../../src/lists';
import { CONVERSATION_STATE_VERSION } from '../../src/conversation/conversation-state';
import { messageActivity } from '../fakes/activities';
import { InProcessBot } from '../fakes/in-process-bot';

const CHANNEL = '19:garden-channel@thread.tacv2';
const thread = (id: string) => `${CHANNEL};messageid=${id}`;
const KEY = (conversationId: string) => `msteams/28:pantry-bot/conversations/${conversationId}`;

/** A message to the bot in a thread of the channel, as Teams sends it. */
function inThread(conversationId: string, text: string): Record<string, unknown> {
  const activity = messageActivity({ text: `<at>Pantry</at> ${text}`, conversationId, serviceUrl: 'http://127.0.0.1:9/' });
  return {
    ...activity,
    conversation: { ...(activity.conversation as object), conversationType: 'channel', isGroup: true },
    entities: [{ type: 'mention', text: '<at>Pantry</at>', mentioned: { id: '28:pantry-bot', name: 'Pantry' } }],
  };
}

describe("a channel's threads", () => {
  it("keep one state, under the channel's id", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    await bot.post(inThread(thread('1'), 'create a seeds list with basil'));
    await bot.post(inThread(thread('2'), 'add thyme to seeds'));
    const stored = (await bot.storage.read([KEY(CHANNEL), KEY(thread('1')), KEY(thread('2'))])) as Record<string, { lists?: { items: { name: string }[] }[] }>;
    expect(stored[KEY(CHANNEL)]?.lists?.[0]?.items.map((item) => item.name)).toEqual(['basil', 'thyme']);
    expect(stored[KEY(thread('1'))]).toBeUndefined();
    expect(stored[KEY(thread('2'))]).toBeUndefined();
  });

  it("take up the state a thread kept before, when the channel has none of its own; other threads' stays where it was", async () => {
    const bot = new InProcessBot({ env: { PLANNER: 'offline' } });
    const made = createList([], 'seeds', ['basil'], DEFAULT_LIST_LIMITS);
    const other = createList([], 'tools', ['trowel'], DEFAULT_LIST_LIMITS);
    if (!made.ok || !other.ok) throw new Error('could not make the lists');
    await bot.storage.write({ [KEY(thread('7'))]: { schemaVersion: CONVERSATION_STATE_VERSION, lists: made.value.lists }, [KEY(thread('8'))]: { schemaVersion: CONVERSATION_STATE_VERSION, lists: other.value.lists } });
    await bot.post(inThread(thread('7'), 'add thyme to seeds'));
    await bot.post(inThread(thread('8'), 'add chives to seeds'));
    const stored = (await bot.storage.read([KEY(CHANNEL), KEY(thread('8'))])) as Record<string, { lists?: { name: string; items: { name: string }[] }[] }>;
    expect(stored[KEY(CHANNEL)]?.lists?.map((list) => [list.name, list.items.map((item) => item.name)])).toEqual([['seeds', ['basil', 'thyme', 'chives']]]);
    expect(stored[KEY(thread('8'))]?.lists?.[0]?.name).toBe('tools');
  });
});
