import type { TurnContext } from 'botbuilder';
import type { ConversationState } from '../src/conversation/conversation-state';
import type { GroceryLists } from '../src/lists';
import { EvalAdapter } from './eval-adapter';
import type { EvalBot } from './eval-bot';

/** A conversation's state as storage holds it: the version it was read at comes back on write. */
export type StoredConversation = ConversationState & { eTag?: string };

/**
 * One Teams conversation with the evaluated bot: what the user sends or presses goes through the
 * bot's own runner, and its state is read and written where the bot keeps it.
 */
export class EvalConversation {
  private readonly adapter: EvalAdapter;
  /** Failures the bot's turn error handler caught, as messages, in order. */
  readonly turnErrors: string[] = [];

  constructor(private readonly evalBot: EvalBot, conversationId: string) {
    this.adapter = new EvalAdapter(conversationId);
    this.adapter.onTurnError = async (_context, error) => {
      this.turnErrors.push(error instanceof Error ? error.message : String(error));
    };
  }

  /** The bot's messages, as text (cards flattened), in the order sent. */
  get replies(): string[] {
    return this.adapter.replies;
  }

  /** Every Action.Execute button on the bot's cards, in the order sent. */
  get buttons(): readonly { readonly title: string }[] {
    return this.adapter.buttons;
  }

  /** Starts the conversation with these lists, past the welcome, as if they had been made in it. */
  start(lists: GroceryLists): Promise<void> {
    return this.evalBot.bot.storage.write({ [this.adapter.stateKey]: { lists, welcomed: true } satisfies ConversationState });
  }

  async read(): Promise<StoredConversation> {
    const key = this.adapter.stateKey;
    return ((await this.evalBot.bot.storage.read([key]))[key] ?? {}) as StoredConversation;
  }

  /** Stores `state`, which must be the one last read and changed: no turn may have run since. */
  write(state: StoredConversation): Promise<void> {
    return this.evalBot.bot.storage.write({ [this.adapter.stateKey]: state });
  }

  say(text: string): Promise<TurnContext> {
    return this.adapter.say(text, this.run);
  }

  /** Presses the button titled `title` on the latest card that has one. */
  press(title: string): Promise<TurnContext> {
    return this.adapter.press(title, this.run);
  }

  private readonly run = (context: TurnContext) => this.evalBot.bot.runner.run(context);
}
