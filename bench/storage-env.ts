import type { Azurite } from '../test/fakes/azurite';

/** The storages the bot can run on; SQLite is its default, in a file BotProcess gives each bot. */
export const STORAGES = ['memory', 'sqlite', 'azure-blob'] as const;
export type StorageName = (typeof STORAGES)[number];

/**
 * The bot's environment for `storage`. Each bot on Azurite gets a container of its own, so that no
 * benchmark reads state another one left behind.
 */
export function storageEnv(storage: StorageName, azurite: Azurite, container: string): Record<string, string> {
  switch (storage) {
    case 'memory':
      return { STORAGE: 'memory' };
    case 'sqlite':
      return {};
    case 'azure-blob':
      return { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: container };
  }
}
