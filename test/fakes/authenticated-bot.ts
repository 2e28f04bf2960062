// The bot as src/index.ts wires it, but with authentication pointed at a test's own OpenID metadata,
// and replies sent without a token (tests cannot reach Microsoft's login service). Started with tsx
// by test/auth.e2e.test.ts; nothing in src can be configured to do this.
import type { ServiceClientCredentials } from 'botframework-connector';
import { ServiceClientCredentialsFactory } from 'botframework-connector';
import { loadConfig } from '../../src/config';
import { createAdapter } from '../../src/host/create-adapter';
import { createBot } from '../../src/create-bot';
import { createLogger } from '../../src/logger';
import { storageReadiness } from '../../src/storage/storage-readiness';
import { createServer } from '../../src/server';

/** Credentials that accept only the bot's own app id, and add no token to what they send. */
class UnsignedCredentialsFactory extends ServiceClientCredentialsFactory {
  constructor(private readonly appId: string) {
    super();
  }

  async isValidAppId(appId: string): Promise<boolean> {
    return appId === this.appId;
  }

  async isAuthenticationDisabled(): Promise<boolean> {
    return false;
  }

  async createCredentials(appId: string): Promise<ServiceClientCredentials> {
    if (appId !== this.appId) {
      throw new Error(`unexpected app id ${appId}`);
    }
    return { signRequest: async (resource) => resource };
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const metadata = process.env.TEST_OPENID_METADATA_URL ?? '';
  const bot = createBot(config, logger);
  const { runner, storage } = bot;
  const adapter = createAdapter(config.bot, logger, {
    endpoints: {
      ToBotFromChannelOpenIdMetadataUrl: metadata,
      ToBotFromEmulatorOpenIdMetadataUrl: metadata,
      ToBotFromChannelTokenIssuer: 'https://api.botframework.com',
      ToChannelFromBotOAuthScope: 'https://api.botframework.com',
      ToChannelFromBotLoginUrl: 'https://login.microsoftonline.com/botframework.com',
      OAuthUrl: 'https://api.botframework.com',
      CallerId: 'urn:botframework:azure',
      ValidateAuthority: true,
    },
    credentialsFactory: new UnsignedCredentialsFactory(config.bot.id),
  });
  const server = createServer({ adapter, runner, logger, readiness: () => storageReadiness(storage), authTimeoutMs: Number(process.env.TEST_AUTH_TIMEOUT_MS ?? 2_000) });
  const port = await server.listen(config.port, config.bindAddress);
  logger.info(`listening on http://localhost:${port}/api/messages`);
  // Reminders go out as src/index.ts sends them: through the adapter, as the bot's app id.
  bot.sendReminders(adapter, config.bot.id);
}

void main();
