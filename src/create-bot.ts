import type { Storage } from 'botbuilder';
import { allActions } from './actions/all-actions';
import { createApp } from './app';
import type { Config } from './config';
import type { Logger } from './logger';
import { createPlanningModel, type ModelFetch } from './planning/create-model';
import { createStorage } from './storage/create-storage';
import { GuardedStorage } from './storage/guarded-storage';
import { TurnRunner } from './turns/turn-runner';

/** The bot without a transport: what the HTTP server and the terminal chat both talk to. */
export interface Bot {
  readonly runner: TurnRunner;
  readonly storage: Storage;
  /** Which planner answers, for the start-up log. */
  readonly planner: string;
}

/** What code can pass that the environment cannot. */
export interface BotOptions {
  readonly modelFetch?: ModelFetch;
  /** A storage of the caller's own, instead of the one STORAGE names; a test's, to share it between bots or fail a write. */
  readonly storage?: Storage;
}

/** Builds the storage, the planning model, the Application and the runner of its turns. */
export function createBot(config: Config, logger: Logger, options: BotOptions = {}): Bot {
  const { model, description, canReplan } = createPlanningModel(config, options.modelFetch);
  // Guarded as STORAGE's are, so its failures reach the runner as conflicts or outages.
  const storage = options.storage ? new GuardedStorage(options.storage) : createStorage(config.storage);
  const app = createApp({ storage, model, canReplan, actions: allActions, limits: config.limits, planning: config.planning, logger });
  const runner = new TurnRunner({
    app,
    storage,
    actions: allActions,
    limits: config.limits,
    logger,
    turnsPerMinute: config.turnsPerMinute,
    maxMessageLength: config.maxMessageLength,
  });
  return { runner, storage, planner: description };
}
