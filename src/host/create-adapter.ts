import type { Activity, ConfigurationBotFrameworkAuthenticationOptions, InvokeResponse, TurnContext } from 'botbuilder';
import type { ServiceClientCredentialsFactory } from 'botframework-connector';
import { TeamsAdapter } from '@microsoft/teams-ai';
import type { BotConfig } from '../config';
import { retryOnlyUndelivered } from './connector-retries';
import { keepEntityProperties } from './keep-entity-properties';
import { renderOutgoing } from './render-outgoing';
import type { Logger } from '../logger';
import { UNEXPECTED_ERROR_REPLY } from '../replies/unexpected-error';


/** The Bot Framework adapter, with the one call the server needs made public. */
export class BotAdapter extends TeamsAdapter {
  /** Authenticates the activity's token, then runs `logic` for its turn. */
  runActivity(authHeader: string, activity: Activity, logic: (context: TurnContext) => Promise<void>): Promise<InvokeResponse | undefined> {
    return this.processActivity(authHeader, activity, logic);
  }
}

/**
 * Where a test points authentication instead of Microsoft's services: its own OpenID metadata and
 * keys, and credentials that send replies without a token. Only code can pass this; no setting of
 * the environment reaches it.
 */
export interface AuthenticationOverride {
  readonly endpoints: Pick<
    ConfigurationBotFrameworkAuthenticationOptions,
    | 'ToBotFromChannelOpenIdMetadataUrl'
    | 'ToBotFromEmulatorOpenIdMetadataUrl'
    | 'ToBotFromChannelTokenIssuer'
    | 'ToChannelFromBotOAuthScope'
    | 'ToChannelFromBotLoginUrl'
    | 'OAuthUrl'
    | 'CallerId'
    | 'ValidateAuthority'
  >;
  readonly credentialsFactory: ServiceClientCredentialsFactory;
}

/**
 * The Bot Framework adapter: it checks each request's token against the bot's identity (none is
 * needed when the identity is empty) and sends replies to the conversation's service URL.
 */
export function createAdapter(bot: BotConfig, logger: Logger, override?: AuthenticationOverride): BotAdapter {
  keepEntityProperties();
  const adapter = new BotAdapter(
    {
      MicrosoftAppId: bot.id,
      MicrosoftAppPassword: bot.password,
      MicrosoftAppType: bot.type,
      MicrosoftAppTenantId: bot.tenantId,
      // All of these or none: setting one drops botbuilder's defaults for the others.
      ...override?.endpoints,
    },
    override?.credentialsFactory,
  );
  // First: everything sent, in a turn or on the bot's own, is rendered as text before anything else sees it.
  adapter.use(renderOutgoing);
  // Before the turn's logic: every reply of the turn then goes through a connector that never sends one twice.
  adapter.use(async (context, next) => {
    retryOnlyUndelivered(context);
    await next();
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
