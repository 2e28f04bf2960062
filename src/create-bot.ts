import { MemoryStorage } from 'botbuilder';
import type { Application } from '@microsoft/teams-ai';
import { createApp } from './app';
import type { Config } from './config';
import type { Logger } from './logger';
import { createPlanningModel } from './planning/create-model';
import type { AppTurnState } from './state';

/** The bot without a transport: what the HTTP server and the terminal chat both talk to. */
export interface Bot {
  readonly app: Application<AppTurnState>;
  /** Which planner answers, for the start-up log. */
  readonly planner: string;
}

/** Builds the storage, the planning model and the Application from the configuration. */
export function createBot(config: Config, logger: Logger): Bot {
  const { model, description, canReplan } = createPlanningModel(config);
  const app = createApp({ storage: new MemoryStorage(), model, canReplan, limits: config.limits, planning: config.planning, logger });
  return { app, planner: description };
}
