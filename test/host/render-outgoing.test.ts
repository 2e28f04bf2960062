import { type Activity, ActivityTypes, BotAdapter, type ResourceResponse, TurnContext } from 'botbuilder';
import { describe, expect, it } from 'vitest';
import { ChatAdapter } from '../../src/host/chat-adapter';
import { createAdapter } from '../../src/host/create-adapter';
import { renderActivity } from '../../src/host/render-outgoing';
import { MemoryAdapter } from '../fakes/memory-adapter';
import { RecordingLogger } from '../fakes/recording-logger';

const LINK = '[free gift](https://evil.example/claim) <at>Everyone</at> **now**';
const LINK_IN_CARD = '\\[free gift\\](https://evil.example/claim) <at>Everyone</at> \\*\\*now\\*\\*';
const LINK_IN_MESSAGE = '\\[free gift\\](https://evil.example/claim) &lt;at&gt;Everyone&lt;/at&gt; \\*\\*now\\*\\*';

const card = () => ({
  type: 'AdaptiveCard',
  version: '1.5',
  fallbackText: `Your lists: ${LINK}`,
  body: [
    { type: 'TextBlock', text: LINK },
    { type: 'FactSet', facts: [{ title: LINK, value: '2 items' }] },
    { type: 'Container', items: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: LINK }] }, { type: 'ColumnSet', columns: [{ type: 'Column', items: [{ type: 'TextBlock', text: LINK }] }] }] },
    { type: 'Input.Toggle', id: 'item-0', title: LINK },
  ],
  actions: [{ type: 'Action.Execute', title: `Show ${LINK}`, verb: 'showList', data: { list: LINK } }],
});

/** The card's text that Teams renders as markdown, escaped; everything else exactly as built. */
const rendered = () => ({
  type: 'AdaptiveCard',
  version: '1.5',
  fallbackText: `Your lists: ${LINK_IN_CARD}`,
  body: [
    { type: 'TextBlock', text: LINK_IN_CARD },
    { type: 'FactSet', facts: [{ title: LINK_IN_CARD, value: '2 items' }] },
    { type: 'Container', items: [{ type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: LINK }] }, { type: 'ColumnSet', columns: [{ type: 'Column', items: [{ type: 'TextBlock', text: LINK_IN_CARD }] }] }] },
    { type: 'Input.Toggle', id: 'item-0', title: LINK },
  ],
  actions: [{ type: 'Action.Execute', title: `Show ${LINK}`, verb: 'showList', data: { list: LINK } }],
});

describe('what the bot sends, rendered as text', () => {
  it("escapes a message's markdown and HTML, with Teams' lines as <br>, and leaves a terminal's text alone", () => {
    expect(renderActivity({ type: 'message', text: `${LINK}\nsecond line` }, 'msteams').text).toBe(`${LINK_IN_MESSAGE}<br>second line`);
    expect(renderActivity({ type: 'message', text: `${LINK}\nsecond line` }, 'emulator').text).toBe(`${LINK_IN_MESSAGE}\nsecond line`);
    expect(renderActivity({ type: 'message', text: LINK }, 'console').text).toBe(LINK);
  });

  it("escapes a card's text blocks, facts and fallback text, and leaves its buttons' data, inputs and rich text as built", () => {
    const sent = renderActivity({ type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: card() }] }, 'msteams');
    expect(sent.attachments).toEqual([{ contentType: 'application/vnd.microsoft.card.adaptive', content: rendered() }]);
  });

  it('renders the cards of invoke answers: a tap, a message extension result with its preview, and a dialog', () => {
    const tap = renderActivity({ type: ActivityTypes.InvokeResponse, value: { status: 200, body: { statusCode: 200, type: 'application/vnd.microsoft.card.adaptive', value: card() } } }, 'msteams');
    expect((tap.value as { body: { value: unknown } }).body.value).toEqual(rendered());
    const search = renderActivity(
      {
        type: ActivityTypes.InvokeResponse,
        value: {
          status: 200,
          body: {
            composeExtension: {
              type: 'result',
              attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: card(), preview: { contentType: 'application/vnd.microsoft.card.thumbnail', content: { title: LINK, text: '2 items' } } }],
            },
          },
        },
      },
      'msteams',
    );
    const [result] = (search.value as { body: { composeExtension: { attachments: { content: unknown; preview: { content: unknown } }[] } } }).body.composeExtension.attachments;
    expect(result?.content).toEqual(rendered());
    expect(result?.preview.content).toEqual({ title: LINK_IN_CARD, text: '2 items' });
    const dialog = renderActivity({ type: ActivityTypes.InvokeResponse, value: { status: 200, body: { task: { type: 'continue', value: { card: { contentType: 'application/vnd.microsoft.card.adaptive', content: card() } } } } } }, 'msteams');
    expect((dialog.value as { body: { task: { value: { card: { content: unknown } } } } }).body.task.value.card.content).toEqual(rendered());
  });

  it('renders an activity once, however often it is sent again (held replies are)', () => {
    const once = renderActivity({ type: 'message', text: LINK, attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: card() }] }, 'msteams');
    expect(renderActivity({ ...once }, 'msteams')).toEqual(once);
  });
});

/** What reaches the transport of `adapter` when its turn's logic sends a message and a card raw, and updates a message. */
async function sentThrough(adapter: BotAdapter): Promise<Partial<Activity>[]> {
  const reached: Partial<Activity>[] = [];
  adapter.sendActivities = async (_context, activities): Promise<ResourceResponse[]> => {
    reached.push(...activities);
    return activities.map(() => ({ id: 'sent' }));
  };
  adapter.updateActivity = async (_context, activity) => {
    reached.push(activity);
  };
  const incoming: Partial<Activity> = { type: 'message', channelId: 'msteams', serviceUrl: 'http://127.0.0.1:9/', conversation: { id: 'a:render', isGroup: false, conversationType: 'personal', name: '' }, from: { id: 'u', name: 'U' }, recipient: { id: 'b', name: 'B' } };
  // runMiddleware is how every adapter runs a turn, its own or a proactive one.
  await (adapter as unknown as { runMiddleware(context: TurnContext, logic: (context: TurnContext) => Promise<void>): Promise<void> }).runMiddleware(new TurnContext(adapter, incoming), async (context) => {
    await context.sendActivity(LINK);
    await context.sendActivity({ type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: card() }] });
    await context.updateActivity({ id: 'earlier', type: 'message', attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', content: card() }] });
  });
  return reached;
}

describe('every adapter the bot sends through', () => {
  it.each([
    ['the Bot Framework adapter', () => createAdapter({ id: '', password: '', type: 'MultiTenant', tenantId: '' }, new RecordingLogger())],
    ['the terminal chat', () => new ChatAdapter(() => undefined)],
    ['the tests’ in-memory adapter', () => new MemoryAdapter()],
  ])('renders what %s sends and updates', async (_name, adapterOf) => {
    const [message, withCard, updated] = await sentThrough(adapterOf());
    expect(message?.text).toBe(LINK_IN_MESSAGE);
    expect(withCard?.attachments?.[0]?.content).toEqual(rendered());
    expect(updated?.attachments?.[0]?.content).toEqual(rendered());
  });

  it('is checked: an adapter without the rendering sends what it is given', async () => {
    class BareAdapter extends BotAdapter {
      async sendActivities(): Promise<ResourceResponse[]> {
        return [];
      }
      async updateActivity(): Promise<void> {}
      async deleteActivity(): Promise<void> {}
      async continueConversation(): Promise<void> {}
    }
    const [message] = await sentThrough(new BareAdapter());
    expect(message?.text).toBe(LINK);
  });
});
