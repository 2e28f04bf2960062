import { randomUUID } from 'node:crypto';
import { type Activity, ActivityTypes, BotAdapter, CardFactory, type ConversationReference, type ResourceResponse, TurnContext } from 'botbuilder';
import type { AdaptiveCard } from '../src/cards/adaptive-card';
import { cardToText } from '../src/cards/card-text';

/** A button on a card the bot sent: what pressing it sends back. */
export interface CardButton {
  readonly title: string;
  readonly verb: string;
  readonly data: Record<string, unknown>;
}

/** The Teams identities the evaluation's conversations use: one person, in a one-to-one chat. */
const USER = { id: 'eval-user', name: 'Eval User' };
const BOT = { id: '28:pantry', name: 'Pantry' };

/**
 * A botbuilder adapter for one evaluated conversation: it sends the bot a Teams message or a card
 * button press, as Teams would, and keeps what the bot sent back. Everything behind it (runner,
 * Application, planner, storage) is the bot's own.
 */
export class EvalAdapter extends BotAdapter {
  /** The bot's messages, as text (cards flattened), in the order sent. */
  readonly replies: string[] = [];
  readonly buttons: CardButton[] = [];

  constructor(private readonly conversationId: string) {
    super();
  }

  /** The storage key teams-ai keeps this conversation's state under. */
  get stateKey(): string {
    return `msteams/${BOT.id}/conversations/${this.conversationId}`;
  }

  say(text: string, logic: (context: TurnContext) => Promise<void>): Promise<TurnContext> {
    return this.run({ type: ActivityTypes.Message, text, textFormat: 'plain' }, logic);
  }

  /** Presses the button titled `title` on the latest card that has one. */
  press(title: string, logic: (context: TurnContext) => Promise<void>): Promise<TurnContext> {
    const button = [...this.buttons].reverse().find((each) => each.title === title);
    if (!button) {
      throw new Error(`no card with a ${title} button was sent`);
    }
    return this.run(
      { type: ActivityTypes.Invoke, name: 'adaptiveCard/action', value: { action: { type: 'Action.Execute', verb: button.verb, data: button.data }, trigger: 'manual' } },
      logic,
    );
  }

  private async run(activity: Partial<Activity>, logic: (context: TurnContext) => Promise<void>): Promise<TurnContext> {
    const context = new TurnContext(this, {
      id: randomUUID(),
      timestamp: new Date(),
      channelId: 'msteams',
      serviceUrl: 'https://smba.invalid/eval/',
      from: USER,
      recipient: BOT,
      conversation: { id: this.conversationId, conversationType: 'personal', isGroup: false, name: 'eval' },
      locale: 'en-US',
      ...activity,
    });
    await this.runMiddleware(context, logic);
    return context;
  }

  async sendActivities(_context: TurnContext, activities: Partial<Activity>[]): Promise<ResourceResponse[]> {
    for (const activity of activities) {
      this.keep(activity);
    }
    return activities.map(() => ({ id: randomUUID() }));
  }

  async updateActivity(_context: TurnContext, activity: Partial<Activity>): Promise<void> {
    this.keep(activity);
  }

  async deleteActivity(): Promise<void> {
    // Nothing to take back: replies are kept only to be reported.
  }

  async continueConversation(_reference: Partial<ConversationReference>, _logic: (context: TurnContext) => Promise<void>): Promise<void> {
    throw new Error('The evaluation sends no proactive messages.');
  }

  private keep(activity: Partial<Activity>): void {
    if (activity.type !== ActivityTypes.Message) {
      return;
    }
    if (activity.text) {
      this.replies.push(activity.text);
    }
    for (const attachment of activity.attachments ?? []) {
      if (attachment.contentType === CardFactory.contentTypes.adaptiveCard) {
        const card = attachment.content as AdaptiveCard;
        this.replies.push(cardToText(card));
        for (const action of (card.actions as Record<string, unknown>[] | undefined) ?? []) {
          if (action.type === 'Action.Execute') {
            this.buttons.push({ title: String(action.title), verb: String(action.verb), data: (action.data as Record<string, unknown>) ?? {} });
          }
        }
      }
    }
  }
}
