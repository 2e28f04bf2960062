import { MemoryStorage, type Storage } from 'botbuilder';
import type { StorageConfig } from '../config';
import { AzureBlobStorage } from './azure-blob-storage';
import { GuardedStorage } from './guarded-storage';
import { SqliteStorage } from './sqlite-storage';

/** The storage STORAGE names, wrapped so that its failures are sorted into conflicts and outages. */
export function createStorage(config: StorageConfig): Storage {
  switch (config.kind) {
    case 'memory':
      return new GuardedStorage(new MemoryStorage());
    case 'sqlite':
      return new GuardedStorage(new SqliteStorage(config.path));
    case 'azure-blob':
      return new GuardedStorage(new AzureBlobStorage(config.connectionString, config.container));
  }
}
