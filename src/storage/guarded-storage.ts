import type { Storage, StoreItems } from 'botbuilder';
import { closeStorage } from './close-storage';
import { isEtagConflict, StorageUnavailableError } from './storage-errors';

/**
 * Wraps a storage so that its failures come in two kinds only: an eTag conflict, which the turn
 * resolves by applying its changes again, and StorageUnavailableError, which the user is told about.
 */
export class GuardedStorage implements Storage {
  constructor(private readonly inner: Storage) {}

  read(keys: string[]): Promise<StoreItems> {
    return this.guard(() => this.inner.read(keys));
  }

  write(changes: StoreItems): Promise<void> {
    return this.guard(() => this.inner.write(changes));
  }

  delete(keys: string[]): Promise<void> {
    return this.guard(() => this.inner.delete(keys));
  }

  /** Closes the storage it wraps, if that one holds something open (SQLite's file). */
  close(): Promise<void> {
    return closeStorage(this.inner);
  }

  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw isEtagConflict(error) || error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error);
    }
  }
}
