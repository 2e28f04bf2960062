import {
  type Activity,
  ActivityTypes,
  BotAdapter,
  type ConversationReference,
  INVOKE_RESPONSE_KEY,
  type InvokeResponse,
  type ResourceResponse,
  TurnContext,
} from 'botbuilder';
import { renderOutgoing } from '../../src/host/render-outgoing';

/** An activity the bot sent, or an update it made to one it sent earlier. */
export interface RecordedActivity {
  /** The id the message was given; for an update, the id of the message it replaced. */
  readonly id: string;
  readonly kind: 'send' | 'update';
  readonly conversationId: string;
  readonly activity: Partial<Activity>;
}

/**
 * A botbuilder adapter with no transport: a test hands it an activity as the channel would send
 * it, it runs the turn through the middleware and the bot's logic, and it keeps what the bot sends
 * and updates. An invoke is answered with what the bot put in the turn's state, as CloudAdapter
 * answers it over HTTP. A turn that throws rejects, since there is no onTurnError to hide it.
 */
export class MemoryAdapter extends BotAdapter {
  readonly recorded: RecordedActivity[] = [];
  private nextId = 1;

  constructor() {
    super();
    // As the bot's own adapters do: what a test reads is what Teams would be sent.
    this.use(renderOutgoing);
  }

  /** Runs the turn of `activity`; resolves, once it has ended, with its invoke response if it is an invoke. */
  async process(activity: Partial<Activity>, logic: (context: TurnContext) => Promise<void>): Promise<InvokeResponse | undefined> {
    const context = new TurnContext(this, activity);
    await this.runMiddleware(context, logic);
    if (activity.type !== ActivityTypes.Invoke) {
      return undefined;
    }
    const response = context.turnState.get(INVOKE_RESPONSE_KEY) as Partial<Activity> | undefined;
    // CloudAdapter answers an invoke nobody answered with 501.
    return (response?.value as InvokeResponse | undefined) ?? { status: 501 };
  }

  async sendActivities(context: TurnContext, activities: Partial<Activity>[]): Promise<ResourceResponse[]> {
    return activities.map((activity) => {
      if (activity.type === ActivityTypes.InvokeResponse) {
        context.turnState.set(INVOKE_RESPONSE_KEY, activity);
        return { id: '' };
      }
      const id = `activity-${this.nextId++}`;
      this.recorded.push({ id, kind: 'send', conversationId: activity.conversation?.id ?? '', activity: structuredClone(activity) });
      return { id };
    });
  }

  async updateActivity(_context: TurnContext, activity: Partial<Activity>): Promise<void> {
    this.recorded.push({ id: activity.id ?? '', kind: 'update', conversationId: activity.conversation?.id ?? '', activity: structuredClone(activity) });
  }

  async deleteActivity(): Promise<void> {
    throw new Error('The bot deletes no messages; a test that sees this found a change of behaviour.');
  }

  async continueConversation(_reference: Partial<ConversationReference>, _logic: (context: TurnContext) => Promise<void>): Promise<void> {
    throw new Error('The bot sends no proactive messages.');
  }
}
