import type { Storage } from 'botbuilder';
import { PersonalChats } from './host/personal-chats';
import { allActions, recordableActions } from './actions/all-actions';
import type { Config } from './config';
import { cancellingWakeUpsAfterSave } from './host/cancelling-wake-ups-after-save';
import { createApp } from './host/create-app';
import { createPlanningModel, type ModelFetch } from './host/create-planning-model';
import { TracedStorage } from './host/traced-storage';
import { TurnRunner } from './host/turn-runner';
import type { Logger } from './logger';
import { createStorage, guardStorage } from './storage/create-storage';
import { createSchedule } from './scheduler/create-schedule';
import { MemoryWakeUps } from './scheduler/memory-wake-ups';
import { PollingSchedule } from './scheduler/polling-schedule';
import type { ReminderSchedule } from './scheduler/wake-up';
import { type ProactiveAdapter, ReminderDelivery } from './host/reminder-delivery';

/** The bot without a transport: what the HTTP server and the terminal chat both talk to. */
export interface Bot {
  readonly runner: TurnRunner;
  readonly storage: Storage;
  /** Where reminders wait for their time. */
  readonly schedule: ReminderSchedule;
  /**
   * Starts the schedule: reminders that fell due while no bot ran are sent now, then each as it
   * falls due, through `adapter` (the Bot Framework's, or the terminal's) as the app `botAppId`.
   */
  sendReminders(adapter: ProactiveAdapter, botAppId: string): void;
  /** Which planner answers, for the start-up log. */
  readonly planner: string;
  /** Stops the schedule and closes the storage, once no turn runs any more: SQLite checkpoints its log and lets go of the file. */
  close(): Promise<void>;
}

/** What code can pass that the environment cannot. */
export interface BotOptions {
  readonly modelFetch?: ModelFetch;
  /** A storage of the caller's own, instead of the one STORAGE names; a test's, to share it between bots or fail a write. */
  readonly storage?: Storage;
  /** The clock the daily token allowance, the model's rest and a confirmation's wait read; a test's, to cross midnight or let time run out. */
  readonly now?: () => number;
  /** A schedule of the caller's own, instead of the one the storage implies; a test's, to read what waits in it. */
  readonly schedule?: ReminderSchedule;
}

/** Builds the storage, the planning model, the Application and the runner of its turns. */
export function createBot(config: Config, logger: Logger, options: BotOptions = {}): Bot {
  const tokensPerDay = config.modelTokensPerConversationPerDay;
  const tokenBudget = tokensPerDay === undefined ? undefined : { tokensPerDay, now: options.now ?? Date.now };
  const model = createPlanningModel(config, allActions, { ...(options.modelFetch ? { modelFetch: options.modelFetch } : {}), ...(tokenBudget ? { tokenBudget } : {}), ...(options.now ? { now: options.now } : {}) });
  // Versioned and guarded as STORAGE's are, so its failures reach the runner as conflicts or outages.
  const storage = options.storage ? guardStorage(options.storage) : createStorage(config.storage);
  // The turns' reads and writes are spans of their traces; the readiness probe's are not.
  const turnStorage = new TracedStorage(storage);
  const personalChats = new PersonalChats(turnStorage);
  // A storage of the caller's own has its reminders in memory; STORAGE's have them beside the state.
  const schedule = options.schedule ?? (options.storage ? new PollingSchedule('memory', new MemoryWakeUps(), logger, options.now) : createSchedule(config.storage, config.reminderQueue, logger, options.now));
  const app = createApp({ personalChats, storage: turnStorage, model, actions: allActions, recordableActions, linkFetchAllowedHosts: config.linkFetchAllowedHosts, linkReadsPerMinute: config.linkReadsPerMinute, schedule, limits: config.limits, maxMessageLength: config.maxMessageLength, planning: config.planning, logger, ...(tokenBudget ? { tokenBudget } : {}), ...(options.now ? { now: options.now } : {}) });
  const runner = new TurnRunner({
    app: cancellingWakeUpsAfterSave(app, schedule, logger),
    storage: turnStorage,
    schedule,
    personalChats,
    // A turn applied again after a conflict may hold a card's own calls (a recipe's ingredients).
    actions: recordableActions,
    limits: config.limits,
    logger,
    turnsPerMinute: config.turnsPerMinute,
    maxMessageLength: config.maxMessageLength,
    ...(tokenBudget ? { tokenBudget } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const sendReminders = (adapter: ProactiveAdapter, botAppId: string) => {
    const delivery = new ReminderDelivery({ storage, adapter, botAppId, schedule, logger, ...(options.now ? { now: options.now } : {}) });
    schedule.start((wakeUp) => delivery.deliver(wakeUp));
  };
  return { runner, storage, schedule, sendReminders, planner: model.description, close: () => schedule.stop().then(() => storage.close()) };
}
