import type { Storage } from 'botbuilder';
import { allActions } from './actions/all-actions';
import type { Config } from './config';
import { createApp } from './host/create-app';
import { createPlanningModel, type ModelFetch } from './host/create-planning-model';
import { TurnRunner } from './host/turn-runner';
import type { Logger } from './logger';
import { createStorage } from './storage/create-storage';

/** The bot without a transport: what the HTTP server and the terminal chat both talk to. */
export interface Bot {
  readonly runner: TurnRunner;
  readonly storage: Storage;
  /** Which planner answers, for the start-up log. */
  readonly planner: string;
}

/** Builds the storage, the planning model, the Application and the runner of its turns. */
export function createBot(config: Config, logger: Logger, options: { readonly modelFetch?: ModelFetch } = {}): Bot {
  const model = createPlanningModel(config, allActions, options.modelFetch);
  const storage = createStorage(config.storage);
  const app = createApp({ storage, model, actions: allActions, limits: config.limits, planning: config.planning, logger });
  const runner = new TurnRunner({
    app,
    storage,
    actions: allActions,
    limits: config.limits,
    logger,
    turnsPerMinute: config.turnsPerMinute,
    maxMessageLength: config.maxMessageLength,
  });
  return { runner, storage, planner: model.description };
}
