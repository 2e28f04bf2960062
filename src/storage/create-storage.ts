import { MemoryStorage } from 'botbuilder';
import type { StorageConfig } from '../config';
import { AzureBlobStorage } from './azure-blob-storage';
import { GuardedStorage } from './guarded-storage';

/** The storage STORAGE names, wrapped so that its failures are sorted into conflicts and outages. */
export function createStorage(config: StorageConfig): GuardedStorage {
  switch (config.kind) {
    case 'memory':
      return new GuardedStorage(new MemoryStorage());
    case 'sqlite': {
      // Loaded only when used: it is a native module, and a package built on one system and deployed
      // to another (Windows to Linux App Service, which uses Azure Blob) could not load it.
      const { SqliteStorage } = require('./sqlite-storage') as typeof import('./sqlite-storage');
      return new GuardedStorage(new SqliteStorage(config.path));
    }
    case 'azure-blob':
      return new GuardedStorage(new AzureBlobStorage(config.connectionString, config.container));
  }
}
