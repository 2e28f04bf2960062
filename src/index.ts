// Wiring only: configuration → bot (storage, planner, app) → adapter → server. Nothing imports this file.
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { createAdapter } from './host/create-adapter';
import { createBot } from './create-bot';
import { createLogger } from './logger';
import { createServer } from './server';
import { storageReadiness } from './storage/storage-readiness';

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
  const bot = createBot(config, logger);
  if (config.planner === 'auto' && config.model.kind === 'none') {
    logger.info('No language model is configured, so the offline planner answers every message. For requests it does not understand, set OPENAI_API_KEY, OPENAI_BASE_URL or AZURE_OPENAI_*.');
  }
  const adapter = createAdapter(config.bot, logger);
  const server = createServer({ adapter, runner: bot.runner, logger, readiness: () => storageReadiness(bot.storage) });
  const port = await server.listen(config.port);
  logger.info(`listening on http://localhost:${port}/api/messages`, { planner: bot.planner, storage: config.storage.kind });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C under `npm start` arrives twice, from the terminal and passed on by npm: one request.
    if (stopping) {
      return;
    }
    stopping = true;
    logger.info(`${signal}: finishing the turns in flight, then stopping`);
    setTimeout(() => {
      logger.warn('turns still in flight after the grace period; stopping anyway');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    void server
      .close()
      .then(() => bot.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('could not close the storage', { error });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`pantry: ${error.message}\n`);
  } else {
    process.stderr.write(`pantry: could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});
