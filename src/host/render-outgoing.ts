import { type Activity, ActivityTypes, Channels, type Middleware, type TurnContext } from 'botbuilder';
import { escapeMarkdown, escapeMessageText } from '../text/escape-text';

/** Put on an activity once it is rendered, so that one sent again (held replies are) is not escaped twice. */
const RENDERED = Symbol('pantry.rendered');

type Rendered = Partial<Activity> & { [RENDERED]?: true };

/** The content types of the cards whose title and text Teams renders as markup. */
const MARKUP_CARDS = new Set(['application/vnd.microsoft.card.thumbnail', 'application/vnd.microsoft.card.hero']);

/**
 * The one path out: every activity the bot sends or updates, in a turn or on its own (a reminder),
 * passes here before the adapter, so that what people wrote, and what a model wrote, is shown as
 * text and never as markup. A message's text is escaped for markdown and HTML (a terminal renders
 * neither, so there it is left alone), and Teams gets its lines as <br>. In every card, in messages
 * and in invoke answers alike (a tap's card, a message extension's results and previews, a dialog),
 * the text Teams renders as markdown is escaped: text blocks, facts and the fallback text. Buttons'
 * titles and data, inputs and rich-text runs render no markup, and are left as they are.
 */
export const renderOutgoing: Middleware = {
  async onTurn(context: TurnContext, next: () => Promise<void>): Promise<void> {
    context.onSendActivities(async (turnContext, activities, sendNext) => {
      activities.splice(0, activities.length, ...activities.map((activity) => renderActivity(activity, turnContext.activity.channelId)));
      return sendNext();
    });
    context.onUpdateActivity(async (turnContext, activity, updateNext) => {
      Object.assign(activity, renderActivity(activity, turnContext.activity.channelId));
      return updateNext();
    });
    await next();
  },
};

/** `activity` as it may be sent on `channelId`; an activity already rendered is returned as it is. */
export function renderActivity(activity: Partial<Activity>, channelId: string | undefined): Partial<Activity> {
  if ((activity as Rendered)[RENDERED]) {
    return activity;
  }
  const rendered: Rendered = { ...activity, [RENDERED]: true };
  if (activity.type === ActivityTypes.Message && typeof activity.text === 'string') {
    rendered.text = renderMessageText(activity.text, channelId);
  }
  if (activity.attachments) {
    rendered.attachments = activity.attachments.map((attachment) => renderCards(attachment) as typeof attachment);
  }
  if (activity.type === ActivityTypes.InvokeResponse && activity.value !== undefined) {
    rendered.value = renderCards(activity.value);
  }
  return rendered;
}

function renderMessageText(text: string, channelId: string | undefined): string {
  if (channelId === Channels.Console) {
    return text;
  }
  const safe = escapeMessageText(text);
  // Teams renders a plain newline as nothing; a <br> keeps the lines.
  return channelId === Channels.Msteams ? safe.split('\n').join('<br>') : safe;
}

/** `value` with every Adaptive Card in it rendered, and the markup cards' title and text escaped; nothing else changed. */
function renderCards(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(renderCards);
  }
  if (value === null || typeof value !== 'object') {
    return value;
  }
  const object = value as Record<string, unknown>;
  if (object.type === 'AdaptiveCard') {
    return renderCard(object);
  }
  const rendered = Object.fromEntries(Object.entries(object).map(([key, each]) => [key, renderCards(each)]));
  const content = rendered.content as Record<string, unknown> | undefined;
  if (typeof object.contentType === 'string' && MARKUP_CARDS.has(object.contentType) && content && typeof content === 'object') {
    rendered.content = { ...content, ...escapedFields(content, ['title', 'subtitle', 'text']) };
  }
  return rendered;
}

function renderCard(card: Record<string, unknown>): Record<string, unknown> {
  return {
    ...card,
    ...escapedFields(card, ['fallbackText']),
    ...(Array.isArray(card.body) ? { body: card.body.map(renderElement) } : {}),
    ...(Array.isArray(card.actions) ? { actions: card.actions.map(renderElement) } : {}),
  };
}

/** A card element with the text in it that renders as markdown escaped, its children too. */
function renderElement(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value;
  }
  const element = value as Record<string, unknown>;
  switch (element.type) {
    case 'TextBlock':
      return { ...element, ...escapedFields(element, ['text']) };
    case 'FactSet':
      return { ...element, facts: Array.isArray(element.facts) ? element.facts.map((fact: Record<string, unknown>) => ({ ...fact, ...escapedFields(fact, ['title', 'value']) })) : element.facts };
    case 'Action.ShowCard':
      return element.card && typeof element.card === 'object' ? { ...element, card: renderCard(element.card as Record<string, unknown>) } : element;
    default: {
      const children: Record<string, unknown> = {};
      for (const key of ['items', 'columns', 'actions', 'inlines'] as const) {
        if (Array.isArray(element[key])) {
          children[key] = element[key].map(renderElement);
        }
      }
      return { ...element, ...children };
    }
  }
}

function escapedFields(object: Record<string, unknown>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((key) => (typeof object[key] === 'string' ? [[key, escapeMarkdown(object[key] as string)]] : [])));
}
