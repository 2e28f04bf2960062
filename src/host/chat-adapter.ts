import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { type Activity, ActivityTypes, BotAdapter, CardFactory, type ConversationReference, type ResourceResponse, TurnContext } from 'botbuilder';
import type { AdaptiveCard } from '../cards/adaptive-card';
import { cardToText } from '../cards/card-text';
import { renderOutgoing } from './render-outgoing';

/**
 * A botbuilder adapter for a terminal: each line typed is a message activity, each message the bot
 * sends is handed to `show`. Everything between, the Application, its planner and its state, is
 * the same as behind the HTTP server.
 */
export class ChatAdapter extends BotAdapter {
  private readonly user = { id: `terminal-${userInfo().username}`, name: userInfo().username };

  constructor(
    private readonly show: (text: string) => void,
    private readonly conversationId = 'terminal',
    /** The person's time zone, sent as Teams sends it (`localTimezone`); `npm run chat` passes the machine's (TZ). */
    private readonly timeZone?: string,
  ) {
    super();
    this.use(renderOutgoing);
  }

  /** Runs one turn for a line of text, resolving once the bot has answered. */
  async say(text: string, logic: (context: TurnContext) => Promise<void>): Promise<void> {
    const activity: Partial<Activity> = {
      type: ActivityTypes.Message,
      id: randomUUID(),
      timestamp: new Date(),
      channelId: 'console',
      serviceUrl: 'terminal://',
      from: this.user,
      recipient: { id: 'pantry', name: 'Pantry' },
      conversation: { id: this.conversationId, isGroup: false, conversationType: 'personal', name: 'terminal' },
      text,
      locale: 'en-US',
      ...(this.timeZone ? { localTimezone: this.timeZone } : {}),
    };
    await this.runMiddleware(new TurnContext(this, activity), logic);
  }

  async sendActivities(_context: TurnContext, activities: Partial<Activity>[]): Promise<ResourceResponse[]> {
    for (const activity of activities) {
      if (activity.type !== ActivityTypes.Message) {
        continue;
      }
      if (activity.text) {
        this.show(activity.text);
      }
      // A terminal cannot click, so a card is shown as text; its buttons have commands or phrasings.
      for (const attachment of activity.attachments ?? []) {
        if (attachment.contentType === CardFactory.contentTypes.adaptiveCard) {
          this.show(cardToText(attachment.content as AdaptiveCard));
        }
      }
    }
    return activities.map(() => ({ id: randomUUID() }));
  }

  async updateActivity(_context: TurnContext, activity: Partial<Activity>): Promise<void> {
    if (activity.text) {
      this.show(activity.text);
    }
  }

  async deleteActivity(): Promise<void> {
    // A terminal cannot take back what it printed.
  }

  async continueConversation(reference: Partial<ConversationReference>, logic: (context: TurnContext) => Promise<void>): Promise<void> {
    await this.continueConversationAsync('', reference, logic);
  }

  /** A reminder due: shown as it fires, between the lines typed. */
  override async continueConversationAsync(
    _botAppIdOrClaims: unknown,
    reference: Partial<ConversationReference>,
    logicOrAudience: ((context: TurnContext) => Promise<void>) | string,
    maybeLogic?: (context: TurnContext) => Promise<void>,
  ): Promise<void> {
    const logic = typeof logicOrAudience === 'function' ? logicOrAudience : maybeLogic;
    if (!logic) {
      return;
    }
    const activity: Partial<Activity> = { type: ActivityTypes.Event, name: 'continueConversation', channelId: 'console', serviceUrl: 'terminal://', conversation: reference.conversation ?? { id: this.conversationId, isGroup: false, conversationType: 'personal', name: 'terminal' }, recipient: { id: 'pantry', name: 'Pantry' }, from: this.user };
    await this.runMiddleware(new TurnContext(this, activity), logic);
  }
}
