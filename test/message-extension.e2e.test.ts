import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { messageActivity } from './fakes/activities';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { RecipeSite } from './fakes/recipe-site';
import { worstPages } from './fakes/worst-pages';

/** An invoke of the message extension, as Teams sends it from a chat. */
function extensionInvoke(name: string, value: Record<string, unknown>, options: { conversationId: string; serviceUrl: string }): Record<string, unknown> {
  const { text: _text, ...message } = messageActivity({ text: '', ...options });
  return { ...message, type: 'invoke', name, value };
}

describe('the message extension, over HTTP as Teams invokes it', () => {
  let site: RecipeSite;
  let connector: FakeConnector;
  let bot: BotProcess;
  const conversationId = 'a:message-extension';
  const invoke = async (name: string, value: Record<string, unknown>) => {
    const response = await bot.post(extensionInvoke(name, value, { conversationId, serviceUrl: connector.serviceUrl }));
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, any>>;
  };
  const say = (text: string) => bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });

  beforeAll(async () => {
    site = await RecipeSite.start();
    site.serve('/deepest', worstPages()[1]!.page);
    connector = await FakeConnector.start();
    bot = await BotProcess.start({ PLANNER: 'offline', STORAGE: 'memory', LINK_FETCH_ALLOWED_HOSTS: site.hostPort });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
    await site?.close();
  });

  it('opens "Add to Pantry" on a message with the items it asks for, each ticked, and the list to add to', async () => {
    await say('create a groceries list with butter');
    await say('create a party list');
    await say('show groceries');
    const opened = await invoke('composeExtension/fetchTask', {
      commandId: 'addToPantry',
      commandContext: 'message',
      messagePayload: { body: { contentType: 'html', content: '<p>can someone pick up milk, eggs and 2 loaves on the way home</p>' } },
    });
    expect(opened.task.type).toBe('continue');
    const card = opened.task.value.card.content as AdaptiveCard;
    const body = card.body as Record<string, any>[];
    expect(body.filter((element) => element.type === 'Input.Toggle').map((toggle) => [toggle.title, toggle.value])).toEqual([
      ['milk', 'true'],
      ['eggs', 'true'],
      ['2 loaves of bread', 'true'],
    ]);
    // The list talked about last is chosen first.
    expect(body.find((element) => element.type === 'Input.ChoiceSet')).toMatchObject({ id: 'list', choices: [{ title: 'groceries' }, { title: 'party' }] });
    expect(body.find((element) => element.type === 'Input.ChoiceSet')?.value).toBe(body.find((element) => element.type === 'Input.ChoiceSet')?.choices[0].value);
  });

  it('adds what the dialog shows when it is submitted as it opened, and what was ticked and typed otherwise', async () => {
    const opened = await invoke('composeExtension/fetchTask', { commandId: 'addToPantry', commandContext: 'message', messagePayload: { body: { content: 'we need milk, eggs and 2 loaves' } } });
    const card = opened.task.value.card.content as AdaptiveCard;
    const submit = (card.actions as { data: Record<string, unknown> }[])[0]!.data;
    const choice = (card.body as Record<string, any>[]).find((element) => element.type === 'Input.ChoiceSet')!;
    const submitted = await invoke('composeExtension/submitAction', { commandId: 'addToPantry', commandContext: 'message', data: { ...submit, list: choice.value, 'item-0': 'true', 'item-1': 'true', 'item-2': 'true', moreItems: '' } });
    expect(submitted.task).toEqual({ type: 'message', value: 'Added milk, eggs and 2 loaves of bread to groceries.' });
    await say('show groceries');
    expect(itemsOnCard(connector.lastCard(conversationId).card).sort()).toEqual(['2 loaves of bread', 'butter', 'eggs', 'milk']);

    const party = choice.choices[1].value;
    await invoke('composeExtension/submitAction', { commandId: 'addToPantry', data: { items: ['cups', 'ice'], list: party, 'item-0': 'false', 'item-1': 'true', moreItems: 'napkins, 2 bags of crisps' } });
    await say('show party');
    expect(itemsOnCard(connector.lastCard(conversationId).card).sort()).toEqual(['2 bags of crisps', 'ice', 'napkins']);
    const nothing = await invoke('composeExtension/submitAction', { commandId: 'addToPantry', data: { items: ['cups'], 'item-0': 'false' } });
    expect(nothing.task).toEqual({ type: 'message', value: 'Nothing was ticked or typed, so nothing was added.' });
  });

  it("works on the person's own chat with Pantry where Pantry is not in the chat, and says so; with no such chat, says how to start one", async () => {
    const elsewhere = '19:two-people-chatting@unq.gbl.spaces';
    connector.outsideOf.add(elsewhere);
    const inChat = async (name: string, value: Record<string, unknown>, from = { id: 'user-alice', name: 'Alice' }) => {
      const activity = extensionInvoke(name, value, { conversationId: elsewhere, serviceUrl: connector.serviceUrl });
      const response = await bot.post({ ...activity, from: { ...(activity.from as object), ...from }, conversation: { id: elsewhere, conversationType: 'groupChat', isGroup: true } });
      expect(response.status).toBe(200);
      return response.json() as Promise<Record<string, any>>;
    };
    const opened = await inChat('composeExtension/fetchTask', { commandId: 'addToPantry', commandContext: 'message', messagePayload: { body: { content: 'grab some oat milk pls' } } });
    const body = opened.task.value.card.content.body as Record<string, any>[];
    expect(body[0]?.text).toBe("Pantry isn't in this chat, so these go on the lists of your chat with Pantry.");
    expect(body.find((element) => element.type === 'Input.ChoiceSet')?.choices.map((choice: { title: string }) => choice.title)).toEqual(['groceries', 'party']);
    const submitted = await inChat('composeExtension/submitAction', { commandId: 'addToPantry', data: { items: ['oat milk'], 'item-0': 'true', list: body.find((element) => element.type === 'Input.ChoiceSet')?.value } });
    // The list that chat talked about last (party) was chosen first.
    expect(submitted.task.value).toBe('Added oat milk to party in your chat with Pantry.');
    await say('show party');
    expect(itemsOnCard(connector.lastCard(conversationId).card)).toContain('oat milk');

    const stranger = await inChat('composeExtension/fetchTask', { commandId: 'addToPantry', messagePayload: { body: { content: 'milk' } } }, { id: 'user-zed', name: 'Zed' });
    expect(stranger.task).toEqual({ type: 'message', value: "Pantry isn't in this chat, and you have no chat with Pantry yet. Open a chat with Pantry (search for it in Teams), then use Add to Pantry again." });
  });

  it('unfurls a recipe link pasted in a compose box as the recipe card, and leaves a refused one alone', async () => {
    const unfurled = await invoke('composeExtension/queryLink', { url: site.url('/tacos') });
    const [attachment] = unfurled.composeExtension.attachments;
    expect(attachment.preview.content).toEqual({ title: 'Weeknight Beef Tacos', text: '8 ingredients, serves 4' });
    expect((attachment.content.actions as { title: string; verb: string }[]).map((action) => [action.title, action.verb])).toEqual([['Add to list', 'addRecipe']]);
    const refused = await invoke('composeExtension/queryLink', { url: 'http://169.254.169.254/latest/meta-data/' });
    expect(refused.composeExtension.attachments).toEqual([]);
    // A page 200,000 elements deep is refused as it arrives: not unfurled, and nothing said in the chat.
    const sentHere = () => connector.sent.filter((each) => each.conversationId === conversationId).length;
    const posted = sentHere();
    const deepest = await invoke('composeExtension/queryLink', { url: site.url('/deepest') });
    expect(deepest.composeExtension.attachments).toEqual([]);
    expect(sentHere()).toBe(posted);
  });

  it("finds a list by name and inserts its card: every list when nothing is typed", async () => {
    const all = await invoke('composeExtension/query', { commandId: 'findList', parameters: [{ name: 'initialRun', value: 'true' }], queryOptions: { skip: 0, count: 25 } });
    expect(all.composeExtension.attachments.map((each: { preview: { content: { title: string } } }) => each.preview.content.title)).toEqual(['groceries', 'party']);
    const found = await invoke('composeExtension/query', { commandId: 'findList', parameters: [{ name: 'listName', value: 'gro' }], queryOptions: { skip: 0, count: 25 } });
    expect(found.composeExtension.attachments).toHaveLength(1);
    expect(itemsOnCard(found.composeExtension.attachments[0].content).sort()).toEqual(['2 loaves of bread', 'butter', 'eggs', 'milk']);
  });
});

describe('a malformed invoke', () => {
  let connector: FakeConnector;
  let bot: BotProcess;

  beforeAll(async () => {
    connector = await FakeConnector.start();
    bot = await BotProcess.start({ STORAGE: 'memory' });
  });

  afterAll(async () => {
    await bot?.stop();
    await connector?.close();
  });

  it.each([
    ['composeExtension/query', { commandId: 'findList', parameters: 'gro' }, 'Not a valid composeExtension/query invoke: check value.parameters.'],
    ['composeExtension/query', { commandId: 'findList', parameters: [{ name: 'listName', value: 5 }], queryOptions: { count: 'x' } }, 'Not a valid composeExtension/query invoke: check value.parameters.0.value, value.queryOptions.count.'],
    ['composeExtension/query', 'abc', 'Not a valid composeExtension/query invoke: check value.'],
    ['composeExtension/queryLink', { url: 5 }, 'Not a valid composeExtension/queryLink invoke: check value.url.'],
    ['composeExtension/fetchTask', { commandId: 'addToPantry', messagePayload: 'x' }, 'Not a valid composeExtension/fetchTask invoke: check value.messagePayload.'],
    ['composeExtension/submitAction', { commandId: 'addToPantry', data: 'x' }, 'Not a valid composeExtension/submitAction invoke: check value.data.'],
    ['adaptiveCard/action', { action: { type: 'Action.Execute', verb: 5 } }, 'Not a valid adaptiveCard/action invoke: check value.action.verb.'],
    ['adaptiveCard/action', undefined, 'Not a valid adaptiveCard/action invoke: check value.'],
    ['message/submitAction', undefined, 'Not a valid message/submitAction invoke: check value.'],
  ])('%s with the value %j is answered 400 with what was wrong, and nothing is posted', async (name, value, error) => {
    const response = await bot.post(extensionInvoke(name, value as Record<string, unknown>, { conversationId: 'a:malformed-invoke', serviceUrl: connector.serviceUrl }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(connector.sent).toEqual([]);
    expect(bot.logLines().filter((line) => line.level === 'error')).toEqual([]);
  });
});
