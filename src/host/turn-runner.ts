import { ActivityTypes, type TurnContext } from 'botbuilder';
import type { AdaptiveCard } from '../cards/adaptive-card';
import { unsavedCard } from '../card-actions/unsaved-card';
import { cardForList } from '../cards/list-card';
import type { GroceryLists } from '../lists';
import type { Logger } from '../logger';
import { cardReply, type Reply, textReply } from '../replies/reply';
import { isEtagConflict, StorageUnavailableError } from '../storage/storage-errors';
import { sharedConversationId } from '../conversation/shared-conversation';
import { ConversationQueue } from '../turns/conversation-queue';
import { RateLimiter } from '../turns/rate-limiter';
import { holdReplies } from './held-replies';
import type { PersonalChats } from './personal-chats';
import { replayTurn, type ReplayParts } from './replay-turn';
import { sendReplies } from './send-replies';
import type { Span } from '@opentelemetry/api';
import { beginTurnRecord, type TurnRecord } from './turn-record';
import { turnSummary } from './turn-summary';
import { inSpan, recordTurn } from './turn-telemetry';

/** What runs one turn and saves its state: the teams-ai Application. */
export interface TurnApplication {
  run(context: TurnContext): Promise<boolean>;
}

export interface TurnRunnerParts extends ReplayParts {
  readonly app: TurnApplication;
  readonly logger: Logger;
  /** Messages one conversation may send a minute; more get a polite refusal and no model call. */
  readonly turnsPerMinute: number;
  /** Longest message, in characters, that is planned; longer ones are refused before any model call. */
  readonly maxMessageLength: number;
  /** Remembers where each person's chat with the bot is, once their turn there is saved. */
  readonly personalChats?: PersonalChats;
}

/** The data of a card's button, when the turn is a tap on one (an Action.Execute). */
function cardActionData(context: TurnContext): Record<string, unknown> | undefined {
  const { type, name, value } = context.activity;
  if (type !== ActivityTypes.Invoke || name !== 'adaptiveCard/action') {
    return undefined;
  }
  const data = (value as { action?: { data?: unknown } } | undefined)?.action?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** Answers a tap with `card`, as Teams shows the answer to an Action.Execute: to the one who tapped. */
async function answerCardAction(context: TurnContext, card: AdaptiveCard): Promise<void> {
  await context.sendActivity({ type: ActivityTypes.InvokeResponse, value: { status: 200, body: { statusCode: 200, type: 'application/vnd.microsoft.card.adaptive', value: card } } });
}

/** What a turn says instead of its held replies, when they are no longer true; and the lists as they now stand, when known. */
interface Instead {
  readonly replies: readonly Reply[];
  readonly lists?: GroceryLists;
}

/** Said when the storage is down: nothing was stored, so nothing may be claimed. */
export const STORAGE_UNAVAILABLE_REPLY = "I couldn't save that just now, so nothing was changed. Please try again in a moment.";

/**
 * Runs turns so that no update is lost and nothing untrue is said: one conversation's turns one at
 * a time; replies held until the turn's state is stored; a turn that lost a race with another
 * process applied again on the newer state; and a storage outage told as such, with nothing claimed.
 */
export class TurnRunner {
  private readonly queue = new ConversationQueue();
  private readonly limiter: RateLimiter;

  constructor(private readonly parts: TurnRunnerParts) {
    this.limiter = new RateLimiter(parts.turnsPerMinute);
  }

  /** Runs the turn as one trace: its span's children are the state's read and write, the planning and the reply. */
  run(context: TurnContext): Promise<void> {
    return inSpan('pantry.turn', { 'pantry.activity.type': context.activity.type ?? '', 'pantry.channel': context.activity.channelId ?? '' }, (span) => this.runTraced(context, span));
  }

  private runTraced(context: TurnContext, span: Span): Promise<void> {
    const { channelId, conversation } = context.activity;
    // A channel's threads are one conversation: their turns take their turn, and count together.
    const key = `${channelId}/${sharedConversationId(conversation?.id ?? '')}`;
    // Begun on arrival, so the turn's time includes its wait behind the conversation's earlier turns.
    const record = beginTurnRecord(context);
    if (context.activity.text) {
      // The user's words are theirs: logged only at debug, where an operator asked for them.
      this.parts.logger.debug('turn text', { conversationId: conversation?.id, text: context.activity.text });
    }
    const refusal = this.refusal(context, key);
    if (refusal) {
      record.declined = refusal.reason;
    }
    const turn = refusal ? context.sendActivity(refusal.reply).then(() => undefined) : this.queue.run(key, () => this.runTurn(context, record));
    return this.logged(context, record, turn, span);
  }

  /** Logs the turn's one summary line, and counts it in the metrics, once it has ended, however it ended. */
  private async logged(context: TurnContext, record: TurnRecord, turn: Promise<void>, span: Span): Promise<void> {
    try {
      await turn;
    } catch (error) {
      record.failure ??= error instanceof Error ? error.name : 'thrown';
      throw error;
    } finally {
      const summary = turnSummary(context, record);
      this.parts.logger.info('turn', summary);
      recordTurn(span, summary);
    }
  }

  /** Why a message is not even planned: too many too fast, or too long. */
  private refusal(context: TurnContext, key: string): { reply: string; reason: string } | undefined {
    if (context.activity.type !== ActivityTypes.Message) {
      return undefined;
    }
    if (!this.limiter.allow(key)) {
      this.parts.logger.warn('rate limited', { conversationId: context.activity.conversation?.id, perMinute: this.parts.turnsPerMinute });
      return {
        reason: 'too_many_messages',
        reply: `That's more than ${this.parts.turnsPerMinute} messages in a minute, so I'm taking a short break from this chat. Please try again in a minute.`,
      };
    }
    const length = (context.activity.text ?? '').length;
    if (length > this.parts.maxMessageLength) {
      return {
        reason: 'message_too_long',
        reply: `That message is ${length} characters long; I can take at most ${this.parts.maxMessageLength}. Please send it in shorter pieces, for example one list at a time.`,
      };
    }
    return undefined;
  }

  private async runTurn(context: TurnContext, record: TurnRecord): Promise<void> {
    const { logger } = this.parts;
    const replies = holdReplies(context);
    let instead: Instead | undefined;
    try {
      instead = await this.applyTurn(context, record);
    } catch (error) {
      replies.discard();
      if (!(error instanceof StorageUnavailableError)) {
        throw error;
      }
      record.failure = 'storage_unavailable';
      logger.error('storage unavailable', { conversationId: context.activity.conversation?.id, error });
      instead = { replies: [textReply(STORAGE_UNAVAILABLE_REPLY)] };
    }
    // The replies were held until the state was stored: this is when they go out.
    await inSpan('pantry.reply', {}, async () => {
      if (!instead) {
        await replies.release();
        return;
      }
      replies.discard();
      const tap = cardActionData(context);
      const [first] = instead.replies;
      if (tap && first?.kind === 'text') {
        // The tapper sees the list as it stands, with why: never the card of a change that was not saved as made.
        await answerCardAction(context, unsavedCard(instead.lists ?? record.start?.lists ?? [], tap, first.text));
        return;
      }
      await sendReplies(context, instead.replies);
    });
    // Where this person's own chat with the bot is, for the message extension used in chats the bot is
    // not in: after the turn is saved and answered, which it must never delay or stand in for.
    if (!instead) {
      await this.parts.personalChats?.remember(context).catch((error: unknown) => logger.warn('personal chat not remembered', { error }));
    }
  }

  /** Runs the turn and stores its changes; returns what to say instead of its replies, if they are no longer true. */
  private async applyTurn(context: TurnContext, record: TurnRecord): Promise<Instead | undefined> {
    const { app, logger } = this.parts;
    const conversationId = context.activity.conversation?.id;
    try {
      await app.run(context);
      return undefined;
    } catch (error) {
      if (!isEtagConflict(error)) {
        throw error;
      }
    }
    const replay = await replayTurn(context, this.parts);
    if (!replay.ok && 'repeated' in replay) {
      record.declined = 'repeated';
      return { replies: [] };
    }
    if (!replay.ok) {
      record.failure = 'conflict';
      logger.warn('turn could not be applied after a conflict', { conversationId, reason: replay.reason });
      return { replies: [textReply(`Someone changed the lists at the same moment, and your request no longer applies (${replay.reason}), so nothing was changed.`)] };
    }
    logger.info('turn applied again after a conflict', { conversationId, attempts: replay.attempts, sameOutcome: replay.sameOutcome });
    record.replayedChanges = replay.madeChanges;
    if (replay.sameOutcome) {
      return undefined;
    }
    // The first run's words describe lists that are no longer so: say what happened, and show them as they are.
    return {
      replies: [
        textReply(
          replay.madeChanges
            ? 'Someone changed the lists at the same moment. I made your change on top of theirs; here is how things stand now.'
            : 'Someone changed the lists while I was answering, so here they are as they are now.',
        ),
        ...replay.consulted.map((name) => cardReply(cardForList(replay.lists, name))),
      ],
      lists: replay.lists,
    };
  }
}
