import type { Storage } from 'botbuilder';
import type { StorageConfig } from '../config';
import { AzureBlobStorage } from './azure-blob-storage';
import { MemoryStorage } from './memory-storage';
import { GuardedStorage } from './guarded-storage';
import { VersionedStorage } from './versioned-storage';

/** The storage STORAGE names, its conversations' state versioned, and its failures sorted into conflicts and outages. */
export function createStorage(config: StorageConfig): GuardedStorage {
  switch (config.kind) {
    case 'memory':
      return guardStorage(new MemoryStorage());
    case 'sqlite': {
      // Loaded only when used: it is a native module, and a package built on one system and deployed
      // to another (Windows to Linux App Service, which uses Azure Blob) could not load it.
      const { SqliteStorage } = require('./sqlite-storage') as typeof import('./sqlite-storage');
      return guardStorage(new SqliteStorage(config.path));
    }
    case 'azure-blob':
      return guardStorage(new AzureBlobStorage(config.connectionString, config.container));
  }
}

/** A storage with its conversations' state versioned, and its failures sorted into conflicts and outages. */
export function guardStorage(storage: Storage): GuardedStorage {
  return new GuardedStorage(new VersionedStorage(storage));
}
