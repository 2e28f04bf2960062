// Wiring only: configuration → storage → model → planner → app → server. Nothing imports this file.
import { MemoryStorage } from 'botbuilder';
import { createApp } from './app';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { createAdapter } from './create-adapter';
import { createLogger } from './logger';
import { createPlanningModel } from './planning/create-model';
import { createServer } from './server';

/** How long a stop waits for turns in flight before it exits anyway. */
const STOP_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  if (!config.bot.id) {
    logger.warn(
      'BOT_ID is empty: running anonymously and accepting requests without a Bot Framework token. This is for the Agents Playground and emulators only; set BOT_ID and BOT_PASSWORD for Teams.',
    );
  }
  const { model, name: modelName } = createPlanningModel(config);
  if (modelName === 'unconfigured') {
    logger.warn('No language model is configured: every message is answered with how to configure one. Set OPENAI_API_KEY, OPENAI_BASE_URL or AZURE_OPENAI_*.');
  }
  const app = createApp({ storage: new MemoryStorage(), model, limits: config.limits, logger });
  const adapter = createAdapter(config.bot, logger);
  const server = createServer({ adapter, app, logger, turnLogFields: { planner: modelName } });
  const port = await server.listen(config.port);
  logger.info(`listening on http://localhost:${port}/api/messages`, { planner: modelName, storage: config.storage });

  const stop = (signal: NodeJS.Signals) => {
    logger.info(`${signal}: finishing the turns in flight, then stopping`);
    setTimeout(() => {
      logger.warn('turns still in flight after the grace period; stopping anyway');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`pantry: ${error.message}\n`);
  } else {
    process.stderr.write(`pantry: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
