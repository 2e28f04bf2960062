import { TeamsAdapter } from '@microsoft/teams-ai';
import type { BotConfig } from './config';
import { keepEntityProperties } from './keep-entity-properties';
import type { Logger } from './logger';

/** What the user is told when a turn fails in a way nothing else caught. */
export const UNEXPECTED_ERROR_REPLY = 'Something went wrong on my side, so nothing was changed. Please try again.';

/**
 * The Bot Framework adapter: it checks each request's token against the bot's identity (none is
 * needed when the identity is empty) and sends replies to the conversation's service URL.
 */
export function createAdapter(bot: BotConfig, logger: Logger): TeamsAdapter {
  keepEntityProperties();
  const adapter = new TeamsAdapter({
    MicrosoftAppId: bot.id,
    MicrosoftAppPassword: bot.password,
    MicrosoftAppType: bot.type,
    MicrosoftAppTenantId: bot.tenantId,
  });
  adapter.onTurnError = async (context, error) => {
    logger.error('unhandled turn error', { conversationId: context.activity.conversation?.id, error });
    try {
      await context.sendActivity(UNEXPECTED_ERROR_REPLY);
    } catch (sendError) {
      logger.error('could not tell the user about the error', { conversationId: context.activity.conversation?.id, error: sendError });
    }
  };
  return adapter;
}
