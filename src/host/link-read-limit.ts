import type { TurnContext } from 'botbuilder';
import { sharedConversationId } from '../conversation/shared-conversation';
import type { Logger } from '../logger';
import { RateLimiter } from '../turns/rate-limiter';

/**
 * Counts the pages fetched for links (a recipe link sent in chat, a link unfurled in a compose box)
 * over the last minute, for each conversation and each person, and refuses a read past
 * LINK_READS_PER_MINUTE on either: an unfurl is an invoke, which the messages' limit does not see,
 * and every read costs a fetch and a parse. Per process, as the messages' limit is.
 */
export class LinkReadLimit {
  private readonly limiter: RateLimiter;

  constructor(
    readonly perMinute: number,
    private readonly logger: Logger,
    now?: () => number,
  ) {
    this.limiter = new RateLimiter(perMinute, now);
  }

  /** Records a read for the turn's conversation and sender, and says whether it may go ahead; a refusal is logged. */
  allow(context: TurnContext): boolean {
    const { channelId, conversation, from } = context.activity;
    // A channel's threads are one conversation here too, as their messages are counted together.
    const keys = [`conversation:${channelId}/${sharedConversationId(conversation?.id ?? '')}`];
    if (from?.id) {
      keys.push(`person:${channelId}/${from.id}`);
    }
    const allowed = this.limiter.allowEach(keys);
    if (!allowed) {
      this.logger.warn('link reads limited', { conversationId: conversation?.id, perMinute: this.perMinute });
    }
    return allowed;
  }
}
