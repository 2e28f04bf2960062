import { loadConfig } from '../src/config';
import { type Bot, createBot } from '../src/create-bot';
import type { ListLimits } from '../src/lists';
import { createLogger } from '../src/logger';
import { ModelMeter } from './model-meter';

/** The bot the evaluation plays conversations against, with the meter its model calls go through. */
export interface EvalBot {
  readonly bot: Bot;
  readonly meter: ModelMeter;
  readonly limits: ListLimits;
  /** The planner as the bot describes it at start: "offline", "openai", "offline, then openai". */
  readonly planner: string;
  /** The model asked, for a model planner. */
  readonly model: string | undefined;
}

/**
 * The bot as `env` configures it (PLANNER, OPENAI_*, AZURE_OPENAI_*, PLAN_*), with its state in
 * memory and no rate limit: conversations are played back to back, far faster than people type.
 */
export function createEvalBot(env: NodeJS.ProcessEnv): EvalBot {
  // A failing call fails its own case; the circuit breaker would fail the next minute's cases too.
  const config = loadConfig({
    LOG_LEVEL: 'error',
    MODEL_FAILURES_TO_REST: String(Number.MAX_SAFE_INTEGER),
    ...env,
    STORAGE: 'memory',
    TURNS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  });
  const meter = new ModelMeter();
  const bot = createBot(config, createLogger(config.logLevel), { modelFetch: meter.fetch });
  const model = config.model.kind === 'openai' ? config.model.model : config.model.kind === 'azure-openai' ? config.model.deployment : undefined;
  return { bot, meter, limits: config.limits, planner: bot.planner, model: config.planner === 'offline' ? undefined : model };
}
