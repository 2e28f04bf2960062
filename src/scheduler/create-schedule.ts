import type { StorageConfig } from '../config';
import type { Logger } from '../logger';
import { MemoryWakeUps } from './memory-wake-ups';
import { PollingSchedule } from './polling-schedule';
import type { ReminderSchedule } from './wake-up';

/**
 * The reminders' schedule for the storage STORAGE names: a table in the same SQLite file, a queue
 * (AZURE_STORAGE_QUEUE) on the same Azure Storage account as the Blob container, or this process's memory.
 */
export function createSchedule(storage: StorageConfig, queueName: string, logger: Logger, now: () => number = Date.now): ReminderSchedule {
  switch (storage.kind) {
    case 'memory':
      return new PollingSchedule('memory', new MemoryWakeUps(), logger, now);
    case 'sqlite': {
      // A native module, loaded only when used (see createStorage).
      const { SqliteWakeUps } = require('./sqlite-wake-ups') as typeof import('./sqlite-wake-ups');
      return new PollingSchedule('sqlite', new SqliteWakeUps(storage.path), logger, now);
    }
    case 'azure-blob': {
      const { QueueSchedule } = require('./queue-schedule') as typeof import('./queue-schedule');
      return new QueueSchedule(storage.connectionString, queueName, logger, now);
    }
  }
}
