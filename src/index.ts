// Wiring only: configuration → telemetry → bot (storage, planner, app) → adapter → server. Nothing imports this file.
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { startTelemetry } from './host/telemetry';
import { createLogger } from './logger';

/** How long a stop waits for turns in flight before it exits anyway. */
const STOP_GRACE_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const telemetry = startTelemetry(config.telemetry);
  // Loaded once telemetry has started, so that the Azure Monitor distro's instrumentation of http
  // (the requests, the model's and the storage's calls) is in place before the libraries load.
  const { createAdapter } = require('./host/create-adapter') as typeof import('./host/create-adapter');
  const { createBot } = require('./create-bot') as typeof import('./create-bot');
  const { createServer } = require('./server') as typeof import('./server');
  const { storageReadiness } = require('./storage/storage-readiness') as typeof import('./storage/storage-readiness');
  const logger = createLogger(config.logLevel);
  if (!config.bot.id) {
    logger.warn(
      'BOT_ID is empty: running anonymously and accepting requests without a Bot Framework token. This is for the Agents Playground and emulators only; set BOT_ID and BOT_PASSWORD for Teams.',
      { bindAddress: config.bindAddress ?? 'every interface', serviceUrls: ['loopback', ...config.anonymousServiceUrls] },
    );
  }
  const bot = createBot(config, logger);
  if (config.planner === 'auto' && config.model.kind === 'none') {
    logger.info('No language model is configured, so the offline planner answers every message. For requests it does not understand, set OPENAI_API_KEY, OPENAI_BASE_URL or AZURE_OPENAI_*.');
  }
  const adapter = createAdapter(config.bot, logger);
  const { scheduleReadiness } = require('./scheduler/schedule-readiness') as typeof import('./scheduler/schedule-readiness');
  // The queue is a part of its own, and is checked too; SQLite's table and memory are the storage's.
  const readiness = async () => {
    const storage = await storageReadiness(bot.storage);
    return storage.ready && bot.schedule.kind === 'azure-queue' ? scheduleReadiness(bot.schedule) : storage;
  };
  const anonymous = config.bot.id ? undefined : { allowedServiceUrls: config.anonymousServiceUrls };
  const server = createServer({ adapter, runner: bot.runner, logger, readiness, ...(anonymous ? { anonymous } : {}) });
  const port = await server.listen(config.port, config.bindAddress);
  logger.info(`listening on http://localhost:${port}/api/messages`, { planner: bot.planner, storage: config.storage.kind, reminders: bot.schedule.kind, telemetry: telemetry.exporter });
  // Reminders that fell due while no bot ran are sent now, then each as it falls due.
  bot.sendReminders(adapter, config.bot.id);

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
      // The last turns' spans and metrics are still buffered: sent before the process ends.
      .then(() => telemetry.shutdown().catch((error: unknown) => logger.warn('could not flush the telemetry', { error })))
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
