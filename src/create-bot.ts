import type { Storage } from 'botbuilder';
import { allActions } from './actions/all-actions';
import { createApp } from './app';
import type { Config } from './config';
import type { Logger } from './logger';
import { createPlanningModel, type ModelFetch } from './planning/create-model';
import { createStorage } from './storage/create-storage';
import { TurnRunner } from './turns/turn-runner';

/** The bot without a transport: what the HTTP server and the terminal chat both talk to. */
export interface Bot {
  readonly runner: TurnRunner;
  readonly storage: Storage;
  /** Which planner answers, for the start-up log. */
  readonly planner: string;
  /** Closes the storage, once no turn runs any more: SQLite checkpoints its log and lets go of the file. */
  close(): Promise<void>;
}

/** Builds the storage, the planning model, the Application and the runner of its turns. */
export function createBot(config: Config, logger: Logger, options: { readonly modelFetch?: ModelFetch } = {}): Bot {
  const { model, description, canReplan } = createPlanningModel(config, options.modelFetch);
  const storage = createStorage(config.storage);
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
  return { runner, storage, planner: description, close: () => storage.close() };
}
