import type { StorageConfig } from '../config';
import { ConfigError } from '../config-error';
import type { Logger } from '../logger';
import { MemoryWakeUps } from './memory-wake-ups';
import { PollingSchedule } from './polling-schedule';
import { QueueSchedule } from './queue-schedule';
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
      try {
        return new QueueSchedule(storage.connectionString, queueName, logger, now);
      } catch {
        // The client refuses a connection string with no way to the account's Queue service (a BlobEndpoint alone).
        throw new ConfigError('AZURE_STORAGE_CONNECTION_STRING', "AZURE_STORAGE_CONNECTION_STRING names no Queue service: reminders wait on a queue of the same account. Use the account's connection string (with AccountName, AccountKey and EndpointSuffix), or add QueueEndpoint=….");
      }
    }
  }
}
