import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { cardToText } from '../src/cards/card-text';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { itemRowsOnCard, itemsOnCard, itemsToBuyOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { doAction, plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';
import { cardProblems } from './fakes/validate-card';

describe('in Teams', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;
  let bot: BotProcess;
  let count = 0;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
    bot = await BotProcess.start({ OPENAI_BASE_URL: model.baseUrl, PLANNER: 'auto' });
  });

  afterAll(async () => {
    await bot?.stop();
    await Promise.all([model?.close(), connector?.close()]);
  });

  function conversation() {
    const conversationId = `a:teams-${++count}`;
    const serviceUrl = connector.serviceUrl;
    return {
      conversationId,
      say: (text: string) => bot.say({ text, conversationId, serviceUrl }),
      replies: () => connector.textsTo(conversationId),
      lastCard: () => connector.lastCard(conversationId),
      press: (title: string, inputs?: Record<string, string>, card = connector.lastCard(conversationId)) =>
        bot.pressButton({ conversationId, serviceUrl, cardMessageId: card.id, card: card.card, title, ...(inputs ? { inputs } : {}) }),
      act: (verb: string, data: Record<string, unknown>, trigger: 'manual' | 'automatic' = 'manual', card = connector.lastCard(conversationId)) =>
        bot.cardAction({ conversationId, serviceUrl, cardMessageId: card.id, verb, data, trigger }),
    };
  }

  describe('list cards', () => {
    it('puts a tapped item in the cart on the card itself, updates that card for everyone, and calls no model', async () => {
      const chat = conversation();
      await chat.say('create a groceries list');
      await chat.say('add milk and bread to groceries');
      await chat.say('show groceries');
      const shown = chat.lastCard();
      expect(itemsToBuyOnCard(shown.card)).toEqual(['bread', 'milk']);

      const milk = itemRowsOnCard(shown.card).find((row) => row.text.startsWith('milk'))!;
      const answer = await chat.act(milk.verb, milk.data);
      expect(answer.type).toBe('application/vnd.microsoft.card.adaptive');
      const updated = answer.value as AdaptiveCard;
      expect(cardToText(updated)).toBe(
        'groceries\n1 to buy, 1 in the cart\nmilk is in the cart.\nBakery\n☐ bread · added by Alice\nIn the cart\n✓ milk · got by Alice\n[Add] [Clear bought items] [Refresh]',
      );
      // The same message was replaced in place (a PUT of its id), for everyone in the chat.
      const replaced = connector.sent.filter((each) => each.conversationId === chat.conversationId && each.method === 'PUT');
      expect(replaced.map((each) => each.id)).toEqual([shown.id]);
      expect(model.requests).toEqual([]);

      const cleared = await chat.press('Clear bought items', undefined, { ...shown, card: updated });
      expect(itemsOnCard(cleared.value as AdaptiveCard)).toEqual(['bread']);
      await chat.say("what's on groceries?");
      expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread']);
    });

    it("adds what is typed in the card's box, and the card's refresh shows the list as it is now, or that it is gone", async () => {
      const chat = conversation();
      await chat.say('create a bbq list with charcoal');
      await chat.say('show bbq');
      const card = chat.lastCard();
      const refresh = card.card.refresh as { action: { verb: string; data: Record<string, unknown> }; userIds: string[] };
      expect(refresh.userIds).toEqual(['user-alice']);

      const added = (await chat.press('Add', { newItems: 'buns, 6 burgers and ketchup' })).value as AdaptiveCard;
      expect(cardToText(added)).toContain('Added buns, 6 burgers and ketchup.');
      expect(itemsOnCard(added)).toEqual(['buns', '6 burgers', 'ketchup', 'charcoal']);
      const refused = (await chat.press('Add', { newItems: '' })).value as AdaptiveCard;
      expect(cardToText(refused)).toContain('Type the items to add in the box first');

      await chat.say('remove ketchup from bbq');
      const refreshed = (await chat.act(refresh.action.verb, refresh.action.data, 'automatic')).value as AdaptiveCard;
      expect(itemsOnCard(refreshed)).toEqual(['buns', '6 burgers', 'charcoal']);
      expect(model.requests).toEqual([]);

      await chat.say('delete the bbq list');
      await chat.press('Confirm');
      expect(cardToText((await chat.act(refresh.action.verb, refresh.action.data, 'automatic')).value as AdaptiveCard)).toBe('bbq\nThere is no list called bbq any more, and no other lists.');
    });

    it('sends only cards that are valid Adaptive Cards 1.5', () => {
      const cards = connector.sent.flatMap((each) => ((each.activity.attachments as { content: AdaptiveCard }[]) ?? []).map((attachment) => attachment.content));
      expect(cards.length).toBeGreaterThan(5);
      expect(cards.flatMap(cardProblems)).toEqual([]);
    });
  });

  describe('confirmations', () => {
    it('shows a plan that removes more than a few items, and Cancel changes nothing', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk, eggs, bread, butter, jam and tea');
      await chat.say('remove milk, eggs, jam and tea from groceries');
      expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Remove milk, eggs, jam, tea from groceries\n[Confirm] [Cancel]');
      expect(cardToText((await chat.press('Cancel')).value as AdaptiveCard)).toBe('Cancelled\nNothing was changed.');
      await chat.say('show groceries');
      expect(itemsOnCard(chat.lastCard().card)).toEqual(['bread', 'milk', 'eggs', 'butter', 'jam', 'tea']);
    });

    it('runs exactly the confirmed changes on Confirm, once', async () => {
      const chat = conversation();
      await chat.say('create a party list with chips, salsa and ice');
      await chat.say('clear party');
      const confirmation = chat.lastCard();
      expect(cardToText(confirmation.card)).toBe('Please confirm\nThis will:\n- Remove chips, salsa, ice from party\n[Confirm] [Cancel]');
      expect(cardToText((await chat.press('Confirm')).value as AdaptiveCard)).toBe('Done\n- Remove chips, salsa, ice from party\nType /undo to take it back.');
      expect(cardToText((await chat.press('Confirm', undefined, confirmation)).value as AdaptiveCard)).toBe(
        'Nothing was changed\nThis is no longer waiting for an answer: it was confirmed or cancelled, replaced by a newer request, the lists changed since, or it waited more than 10 minutes.',
      );
      await chat.say('show party');
      expect(itemsOnCard(chat.lastCard().card)).toEqual([]);
    });

    it('takes a waiting confirmation off the table once the lists change: a later "yes" or Confirm runs nothing', async () => {
      const chat = conversation();
      await chat.say('create a party list with chips, salsa and cups');
      await chat.say('clear party');
      const confirmation = chat.lastCard();
      await chat.say('add ice to party');
      expect(chat.replies().at(-1)).toBe('Added ice to party.');
      model.enqueuePlans(plan(say('Yes to what?')));
      await chat.say('yes');
      expect(chat.replies().at(-1)).toBe('Yes to what?');
      expect(cardToText((await chat.press('Confirm', undefined, confirmation)).value as AdaptiveCard)).toMatch(/^Nothing was changed\nThis is no longer waiting for an answer/);
      await chat.say('show party');
      expect(itemsOnCard(chat.lastCard().card).sort()).toEqual(['chips', 'cups', 'ice', 'salsa']);
    });

    it('confirms a model plan that deletes a list before anything is deleted', async () => {
      const chat = conversation();
      await chat.say('create a hardware list with nails');
      model.enqueuePlans(plan(doAction('deleteList', { list: 'hardware' }), say('Deleted hardware.')));
      await chat.say('we are done with the DIY stuff, bin that list');
      expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Delete the list hardware and its item (nails)\n[Confirm] [Cancel]');
      await chat.say('what lists do I have?');
      expect(chat.replies().at(-1)).toBe('Your lists:\n- hardware (1 item)'.replace(/\n/g, '<br>'));
    });

    it('tells the user when the lists changed and the confirmed changes no longer apply', async () => {
      const chat = conversation();
      await chat.say('create a party list with chips, salsa and ice');
      await chat.say('delete the party list');
      const confirmation = chat.lastCard();
      await chat.say('create a party list');
      await chat.say('delete the party list');
      expect(cardToText((await chat.press('Confirm', undefined, confirmation)).value as AdaptiveCard)).toContain('Nothing was changed');
      await chat.say('what lists do I have?');
      expect(chat.replies().at(-1)).toContain('party');
    });
  });

  describe('commands', () => {
    it('answers /help without a model', async () => {
      const chat = conversation();
      await chat.say('/help');
      expect(chat.replies().at(-1)).toMatch(/^I keep this chat's shared lists\..*Commands: \/help \(what i can do, with examples\), \/lists/);
    });

    it('shows all lists as a card on /lists, and opens one from it', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk');
      await chat.say('create a party list');
      await chat.say('/lists');
      expect(cardToText(chat.lastCard().card)).toBe('Your lists\ngroceries: 1 item\nparty: 0 items\n[Show groceries] [Show party]');
      expect(itemsOnCard((await chat.press('Show groceries')).value as AdaptiveCard)).toEqual(['milk']);
    });

    it('asks before /reset deletes everything', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk');
      await chat.say('create a party list with chips');
      await chat.say('/reset');
      expect(chat.replies().at(-1)).toBe('Please confirm\nThis will:\n- Delete the list groceries and its item (milk)\n- Delete the list party and its item (chips)\n[Confirm] [Cancel]');
      await chat.press('Confirm');
      await chat.say('what lists do I have?');
      expect(chat.replies().at(-1)).toBe('You have no lists yet. Try "create a groceries list with milk and eggs".');
    });

    it('takes "please don\'t /reset" for a message, not the command', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk');
      model.enqueuePlans(plan(say("All right, I won't touch your lists.")));
      await chat.say("please don't /reset");
      expect(chat.replies().at(-1)).toBe("All right, I won't touch your lists.");
      await chat.say('/lists');
      expect(cardToText(chat.lastCard().card)).toContain('groceries: 1 item');
    });

    it('reverts the last change on /undo, one change at a time', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk');
      await chat.say('add eggs to groceries');
      await chat.say('delete the groceries list');
      await chat.press('Confirm');
      await chat.say('/undo');
      expect(chat.replies().at(-1)).toBe('Undone: the last change is taken back. Your lists: groceries.');
      await chat.say('show groceries');
      expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk', 'eggs']);
      await chat.say('/undo');
      await chat.say('show groceries');
      expect(itemsOnCard(chat.lastCard().card)).toEqual(['milk']);
      await chat.say('/undo');
      await chat.say('/undo');
      expect(chat.replies().at(-1)).toBe('There is nothing to undo.');
    });
  });

  describe('group chats and channels', () => {
    const groupMessage = (text: string, conversationId: string, mentioned: boolean, from = { id: 'user-bob', name: 'Bob' }) => {
      const activity = messageActivity({ text: mentioned ? `<at>Pantry</at> ${text}` : text, conversationId, serviceUrl: connector.serviceUrl, from });
      const conversation = { ...(activity.conversation as object), conversationType: 'groupChat', isGroup: true };
      const entities = mentioned ? [{ type: 'mention', text: '<at>Pantry</at>', mentioned: { id: '28:pantry-bot', name: 'Pantry' } }] : [];
      return { ...activity, conversation, entities };
    };

    it('answers only when @mentioned, with the mention taken out of the request', async () => {
      const conversationId = 'a:group-1';
      await bot.post(groupMessage('add milk to groceries', conversationId, false));
      expect(connector.textsTo(conversationId)).toEqual([]);
      await bot.post(groupMessage('create a groceries list with milk', conversationId, true));
      expect(connector.textsTo(conversationId)).toEqual(['Created groceries with milk.']);
    });

    /** A message in one thread of a Teams channel: its conversation id is the channel's, with the thread's message id. */
    const channelMessage = (text: string, thread: string | undefined) => {
      const channel = '19:kitchen-channel@thread.tacv2';
      const activity = groupMessage(text, thread ? `${channel};messageid=${thread}` : channel, true);
      return { ...activity, conversation: { ...activity.conversation, conversationType: 'channel' }, channelData: { tenant: { id: 'tenant-1' }, teamsChannelId: channel, channel: { id: channel }, team: { id: '19:team@thread.tacv2' } } };
    };

    it("shares a channel's lists between its threads", async () => {
      const channel = '19:kitchen-channel@thread.tacv2';
      await bot.post(channelMessage('create a groceries list with milk', '1001'));
      expect(connector.textsTo(`${channel};messageid=1001`)).toEqual(['Created groceries with milk.']);
      await bot.post(channelMessage('add eggs to groceries', '1002'));
      expect(connector.textsTo(`${channel};messageid=1002`)).toEqual(['Added eggs to groceries.']);
      await bot.post(channelMessage("what's on groceries?", undefined));
      expect(itemsOnCard(connector.lastCard(channel).card)).toEqual(['milk', 'eggs']);
      // A group chat's lists stay its own.
      await bot.post(groupMessage("what's on groceries?", 'a:group-beside-channel', true));
      expect(connector.textsTo('a:group-beside-channel').at(-1)).toMatch(/^There is no list called 'groceries'/);
    });

    it('shares the lists, and remembers who added what', async () => {
      const conversationId = 'a:group-2';
      await bot.post(groupMessage('create a party list with chips', conversationId, true, { id: 'user-bob', name: 'Bob' }));
      await bot.post(groupMessage('add caviar to party', conversationId, true, { id: 'user-carol', name: 'Carol' }));
      await bot.post(groupMessage('who added caviar?', conversationId, true, { id: 'user-bob', name: 'Bob' }));
      expect(connector.textsTo(conversationId).at(-1)).toBe('Carol added caviar to party.');
    });
  });

  describe('welcome', () => {
    it('introduces itself once when added to a chat', async () => {
      const conversationId = 'a:welcome';
      const added = {
        ...messageActivity({ text: '', conversationId, serviceUrl: connector.serviceUrl }),
        type: 'conversationUpdate',
        membersAdded: [{ id: '28:pantry-bot', name: 'Pantry' }],
      };
      delete (added as { text?: string }).text;
      await bot.post(added);
      await bot.post({ ...added, id: 'again' });
      const replies = connector.textsTo(conversationId);
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatch(/^Hi, I'm Pantry\. I keep this chat's shared grocery lists.*<br>- add milk, eggs and 2 loaves of bread to groceries<br>- what's on the party list\?<br>- move everything from party to groceries/);
    });
  });

  describe('model replies', () => {
    it('are labelled AI generated, carry feedback buttons, and are preceded by typing when the model is slow; the offline planner\'s are not', async () => {
      const chat = conversation();
      await chat.say('create a groceries list with milk');
      model.enqueue({ content: JSON.stringify(plan(say('Pasta night sounds great: nothing to add, you have milk.'))), delayMs: 700 });
      await chat.say('anything for a pasta night?');
      const sent = connector.sent.filter((each) => each.conversationId === chat.conversationId);
      const offline = sent.find((each) => each.activity.text === 'Created groceries with milk.');
      const byModel = sent.find((each) => each.activity.text === 'Pasta night sounds great: nothing to add, you have milk.');
      expect(offline?.activity.entities).toBeUndefined();
      expect(byModel?.activity.entities).toEqual([
        { type: 'https://schema.org/Message', '@type': 'Message', '@context': 'https://schema.org', '@id': '', additionalType: ['AIGeneratedContent'] },
      ]);
      expect(byModel?.activity.channelData).toEqual({ feedbackLoopEnabled: true });
      const typing = sent.findIndex((each) => each.activity.type === 'typing');
      expect(typing).toBeGreaterThan(sent.indexOf(offline!));
      expect(typing).toBeLessThan(sent.indexOf(byModel!));
    });

    it('logs the feedback given with the buttons', async () => {
      const feedback = {
        ...messageActivity({ text: '', conversationId: 'a:feedback', serviceUrl: connector.serviceUrl }),
        type: 'invoke',
        name: 'message/submitAction',
        replyToId: 'activity-1',
        value: { actionName: 'feedback', actionValue: { reaction: 'like', feedback: '{"feedbackText":"spot on"}' } },
      };
      const response = await bot.post(feedback);
      expect(response.status).toBe(200);
      expect(bot.logLines()).toContainEqual(expect.objectContaining({ level: 'info', msg: 'feedback', reaction: 'like' }));
      // What the person wrote is logged only at debug.
      expect(bot.output).not.toContain('spot on');
    });
  });
});
