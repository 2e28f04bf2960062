import type { Activity, InvokeResponse, Storage } from 'botbuilder';
import type { AdaptiveCard } from '../../src/cards/adaptive-card';
import { loadConfig } from '../../src/config';
import type { Logger } from '../../src/logger';
import type { ReminderSchedule } from '../../src/scheduler/wake-up';
import { type Bot, createBot } from '../../src/create-bot';
import { cardActionActivity, messageActivity } from './activities';
import { buttonsOnCard, cardAsText, itemRowsOnCard } from './card-reading';
import { MemoryAdapter, type RecordedActivity } from './memory-adapter';
import { RecordingLogger } from './recording-logger';
import { ScriptedModelFetch } from './scripted-model-fetch';
import { ScriptedStorage } from './scripted-storage';

/** The fetch createBot gives the model's client, as createBot declares it. */
type ModelFetch = NonNullable<NonNullable<Parameters<typeof createBot>[2]>['modelFetch']>;

/** Where replies would go; nothing is listening there, and nothing is sent. */
const SERVICE_URL = 'https://smba.invalid/in-process/';
const ADAPTIVE_CARD = 'application/vnd.microsoft.card.adaptive';

export interface InProcessBotOptions {
  /** The environment, over a default of memory storage, a scripted model and no rate limit to speak of. */
  readonly env?: Record<string, string>;
  /** The storage to give createBot; two bots given the same one share their conversations. */
  readonly storage?: Storage;
  /** A logger of the test's own instead of the recording one (the real one, writing into memory). */
  readonly logger?: Logger;
  /** The clock of the daily token allowance; by default the real one. */
  readonly now?: () => number;
  /** Where reminders wait, instead of this bot's memory; a test's, to read what waits there. */
  readonly schedule?: ReminderSchedule;
}

/**
 * The bot as createBot builds it, in this process: its model is a scripted fetch, its channel a
 * MemoryAdapter, its log a RecordingLogger. No server, port or child process.
 */
export class InProcessBot {
  readonly adapter = new MemoryAdapter();
  readonly model = new ScriptedModelFetch();
  readonly logger = new RecordingLogger();
  readonly storage: Storage;
  private readonly bot: Bot;

  constructor(options: InProcessBotOptions = {}) {
    // The model's address is never dialled: every request goes to the scripted fetch.
    const config = loadConfig({ STORAGE: 'memory', OPENAI_BASE_URL: 'https://model.invalid/v1', TURNS_PER_MINUTE: '100000', LINK_READS_PER_MINUTE: '100000', ...options.env });
    this.storage = options.storage ?? new ScriptedStorage();
    this.bot = createBot(config, options.logger ?? this.logger, { modelFetch: this.model.fetch as unknown as ModelFetch, storage: this.storage, ...(options.now ? { now: options.now } : {}), ...(options.schedule ? { schedule: options.schedule } : {}) });
  }

  /** Runs the turn of an activity shaped as the channel sends it; resolves when it has ended. */
  post(activity: Record<string, unknown>): Promise<InvokeResponse | undefined> {
    return this.adapter.process(activity as Partial<Activity>, (context) => this.bot.runner.run(context));
  }

  conversation(conversationId: string, from?: { id: string; name: string }, timeZone?: string): Conversation {
    return new Conversation(this, conversationId, from, timeZone);
  }
}

/** One Teams chat with the bot, as one person sees it. */
export class Conversation {
  constructor(
    private readonly bot: InProcessBot,
    readonly conversationId: string,
    private readonly from?: { id: string; name: string },
    private readonly timeZone?: string,
  ) {}

  /** Sends a message and waits for its turn to end. */
  async say(text: string): Promise<void> {
    await this.bot.post(messageActivity({ text, conversationId: this.conversationId, serviceUrl: SERVICE_URL, ...(this.from ? { from: this.from } : {}), ...(this.timeZone ? { timeZone: this.timeZone } : {}) }));
  }

  /**
   * Presses the button titled `title` on `card` (by default the latest card sent here), with the
   * card's inputs (`item-0: 'true'`) merged in as Teams merges them, and returns the card it answered with.
   */
  async press(title: string, options: { inputs?: Record<string, string>; card?: SentCard } = {}): Promise<AdaptiveCard> {
    const card = options.card ?? this.lastCard();
    const button = buttonsOnCard(card.card).find((each) => each.title === title);
    if (!button) {
      throw new Error(`the card has no button "${title}": ${cardAsText(card.card)}`);
    }
    return this.invoke(card.id, button.verb, { ...options.inputs, ...button.data });
  }

  /**
   * Taps the row of the item `item` on a list card (by default the latest card sent here): the
   * item as written on the card, without who added it. Returns the card it answered with.
   */
  async tap(item: string, options: { card?: SentCard } = {}): Promise<AdaptiveCard> {
    const card = options.card ?? this.lastCard();
    const row = itemRowsOnCard(card.card).find((each) => each.text.replace(/ · (?:for|added by|got by) .*$/, '') === item);
    if (!row) {
      throw new Error(`the card has no item "${item}": ${cardAsText(card.card)}`);
    }
    return this.invoke(card.id, row.verb, row.data);
  }

  /**
   * Sends the card action Teams sends for `verb` and `data` (a card's refresh, or an action of a card
   * the bot sent before), as from the message `cardMessageId`, and returns the card it answered with.
   */
  async invoke(cardMessageId: string, verb: string, data: Record<string, unknown>, trigger: 'manual' | 'automatic' = 'manual'): Promise<AdaptiveCard> {
    const response = await this.bot.post(
      cardActionActivity({
        conversationId: this.conversationId,
        serviceUrl: SERVICE_URL,
        cardMessageId,
        verb,
        data,
        trigger,
        ...(this.from ? { from: this.from } : {}),
      }),
    );
    const body = response?.body as { type?: string; value?: AdaptiveCard } | undefined;
    if (response?.status !== 200 || body?.type !== ADAPTIVE_CARD || !body.value) {
      throw new Error(`the card action answered ${response?.status}: ${JSON.stringify(response?.body)}`);
    }
    return body.value;
  }

  /** What was sent or updated in this chat, in order, typing included. */
  recorded(): RecordedActivity[] {
    return this.bot.adapter.recorded.filter((each) => each.conversationId === this.conversationId);
  }

  /** What a person reads of the new messages sent here, in order: each text, or its cards as text. */
  replies(): string[] {
    return this.recorded()
      .filter((each) => each.kind === 'send' && each.activity.type === 'message')
      .map((each) => each.activity.text ?? cardsOf(each.activity).map(cardAsText).join('\n'));
  }

  /** The cards sent here, new and updated, with the id of the message each is in. */
  cards(): SentCard[] {
    return this.recorded().flatMap((each) => cardsOf(each.activity).map((card) => ({ id: each.id, kind: each.kind, card })));
  }

  lastCard(): SentCard {
    const card = this.cards().at(-1);
    if (!card) {
      throw new Error(`no card was sent to ${this.conversationId}`);
    }
    return card;
  }
}

/** A card the bot sent, and the message it is in. */
export interface SentCard {
  readonly id: string;
  readonly kind: 'send' | 'update';
  readonly card: AdaptiveCard;
}

function cardsOf(activity: Partial<Activity>): AdaptiveCard[] {
  return (activity.attachments ?? []).filter((attachment) => attachment.contentType === ADAPTIVE_CARD).map((attachment) => attachment.content as AdaptiveCard);
}
