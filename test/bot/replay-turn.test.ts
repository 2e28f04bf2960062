import { describe, expect, it } from 'vitest';
import { cardAsText, itemsInCartOnCard, itemsOnCard, itemsToBuyOnCard } from '../fakes/card-reading';
import { InProcessBot } from '../fakes/in-process-bot';
import { doAction, plan, say } from '../fakes/plans';
import { ScriptedStorage } from '../fakes/scripted-storage';

/** Two bots on one storage, as two instances behind a load balancer; the same chat reaches both. */
function twoInstances(env: Record<string, string> = {}) {
  const storage = new ScriptedStorage();
  const here = new InProcessBot({ storage, env });
  const there = new InProcessBot({ storage, env });
  return { storage, here, there, chat: here.conversation('a:replay'), elsewhere: there.conversation('a:replay') };
}

describe('a turn that lost a race with another instance', () => {
  it("is applied again on the newer state: both changes are kept and its reply is true", async () => {
    const { storage, here, chat, elsewhere } = twoInstances();
    await chat.say('create a groceries list with milk');
    // Between this turn's read and its save, the other instance saves the same conversation.
    storage.beforeNextWrite(() => elsewhere.say('add bread to groceries'));
    await chat.say('add eggs to groceries');
    expect(elsewhere.replies()).toEqual(['Added bread to groceries.']);
    expect(chat.replies()).toEqual(['Created groceries with milk.', 'Added eggs to groceries.']);
    expect(here.logger.messages()).toContain('turn applied again after a conflict');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'milk', 'eggs']);
  });

  it("applies a model's plan again without asking the model again", async () => {
    const { storage, here, chat, elsewhere } = twoInstances({ PLANNER: 'auto' });
    await chat.say('create a groceries list with milk');
    here.model.enqueuePlans(plan(doAction('addItems', { list: 'groceries', items: ['bacon'] }), say('Added bacon for breakfast.')));
    storage.beforeNextWrite(() => elsewhere.say('add bread to groceries'));
    await chat.say('and something for breakfast');
    expect(here.model.requests).toHaveLength(1);
    expect(chat.replies().at(-1)).toBe('Added bacon for breakfast.');
    await elsewhere.say('show groceries');
    expect(itemsOnCard(elsewhere.lastCard().card)).toEqual(['bread', 'bacon', 'milk']);
  });

  it('sends none of its replies when its changes no longer apply to the newer state, and says why', async () => {
    const { storage, chat, elsewhere } = twoInstances();
    await chat.say('create a groceries list with milk and eggs');
    storage.beforeNextWrite(() => elsewhere.say('remove milk from groceries'));
    await chat.say('remove milk from groceries');
    expect(elsewhere.replies()).toEqual(['Removed milk from groceries.']);
    expect(chat.replies().at(-1)).toMatch(/^Someone changed the lists at the same moment, and your request no longer applies \(.*milk.*\), so nothing was changed\.$/);
    expect(chat.replies()).not.toContain('Removed milk from groceries.');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['eggs']);
  });

  it('remembers for /undo what it did to the newer state, so /undo takes back its change and only its change', async () => {
    const { storage, chat, elsewhere } = twoInstances();
    const key = 'msteams/28:pantry-bot/conversations/a:replay';
    await chat.say('create a groceries list with milk');
    storage.beforeNextWrite(() => elsewhere.say('add bread to groceries'));
    await chat.say('add eggs to groceries');
    const stored = (await storage.read([key]))[key] as { undo: unknown[] };
    // Eggs went on after the bread added meanwhile: third, not second as in the first run.
    expect(stored.undo.at(-1)).toEqual({ changes: [{ kind: 'changedItems', listId: expect.any(String), removed: [], added: [{ at: 2, name: 'eggs' }] }] });
    expect(stored.undo).toHaveLength(3);
    await chat.say('/undo');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'milk']);
    await chat.say('/undo');
    await chat.say('show groceries');
    expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
  });

  it('applies a card action again on the newer state', async () => {
    const { storage, here, chat, elsewhere } = twoInstances();
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    storage.beforeNextWrite(() => elsewhere.say('add bread to groceries'));
    const answer = await chat.tap('milk');
    expect(cardAsText(answer)).toContain('milk is in the cart.');
    expect(here.logger.messages()).toContain('turn applied again after a conflict');
    await elsewhere.say('show groceries');
    expect(itemsToBuyOnCard(elsewhere.lastCard().card)).toEqual(['bread', 'eggs']);
    expect(itemsInCartOnCard(elsewhere.lastCard().card)).toEqual(['milk']);
  });

  it("does not send the first run's answer when the list it showed was deleted meanwhile", async () => {
    const { storage, here, chat, elsewhere } = twoInstances();
    await chat.say('create a groceries list with milk and eggs');
    // Between this turn's read and its save, groceries is deleted (and confirmed) on the other instance.
    storage.beforeNextWrite(async () => {
      await elsewhere.say('delete the groceries list');
      await elsewhere.press('Confirm');
    });
    await chat.say("what's on groceries?");
    expect(here.logger.messages()).toContain('turn applied again after a conflict');
    const answer = chat.replies().slice(1);
    expect(answer).toEqual(['Someone changed the lists while I was answering, so here they are as they are now.', expect.stringMatching(/no list called groceries/)]);
    expect(chat.cards().filter((card) => itemsOnCard(card.card).length > 0)).toEqual([]);
  });

  it('keeps a field of the stored state that no code knows of, through a conflict', async () => {
    const { storage, chat, elsewhere } = twoInstances();
    const key = 'msteams/28:pantry-bot/conversations/a:replay';
    await chat.say('create a groceries list with milk');
    storage.beforeNextWrite(async () => {
      await elsewhere.say('add bread to groceries');
      // A newer version of the bot, on the other instance, stored a field of its own alongside.
      const stored = (await storage.read([key]))[key];
      await storage.write({ [key]: { ...stored, addedByANewerVersion: { sections: ['produce'] } } });
    });
    await chat.say('add eggs to groceries');
    expect(chat.replies().at(-1)).toBe('Added eggs to groceries.');
    expect((await storage.read([key]))[key]).toMatchObject({
      addedByANewerVersion: { sections: ['produce'] },
      lists: [{ name: 'groceries', items: [{ name: 'milk' }, { name: 'bread' }, { name: 'eggs' }] }],
    });
  });

  it('answers a tap whose change no longer applies with the list as it stands and why, never the card of the change', async () => {
    const { storage, chat, elsewhere } = twoInstances();
    await chat.say('create a groceries list with milk and eggs');
    await chat.say('show groceries');
    storage.beforeNextWrite(() => elsewhere.say('remove milk from groceries'));
    const answer = await chat.tap('milk');
    expect(cardAsText(answer)).toMatch(/Someone changed the lists at the same moment, and your request no longer applies/);
    expect(itemsInCartOnCard(answer)).toEqual([]);
  });
});
