import type { Storage, StoreItems } from 'botbuilder';
import { CONVERSATION_STATE_VERSION } from '../conversation/conversation-state';
import { migrateConversationState } from '../conversation/migrate-conversation-state';
import { closeStorage } from './close-storage';

/** teams-ai stores a conversation's state under `<channel>/<bot>/conversations/<conversation>`. */
const CONVERSATION_KEY = /\/conversations\/[^/]/;

/**
 * Keeps a schema version on every conversation's state: what is read is migrated from the version it
 * was stored in, whichever earlier one that is, and what is written carries the current version. A
 * conversation stored by an older deployment is never stranded by a change of shape.
 */
export class VersionedStorage implements Storage {
  constructor(private readonly inner: Storage) {}

  async read(keys: string[]): Promise<StoreItems> {
    const items = await this.inner.read(keys);
    for (const [key, item] of Object.entries(items)) {
      if (CONVERSATION_KEY.test(key) && item && typeof item === 'object') {
        items[key] = migrateConversationState(item as Record<string, unknown>);
      }
    }
    return items;
  }

  write(changes: StoreItems): Promise<void> {
    const versioned: StoreItems = {};
    for (const [key, item] of Object.entries(changes)) {
      versioned[key] = CONVERSATION_KEY.test(key) && item && typeof item === 'object' ? { ...item, schemaVersion: CONVERSATION_STATE_VERSION } : item;
    }
    return this.inner.write(versioned);
  }

  delete(keys: string[]): Promise<void> {
    return this.inner.delete(keys);
  }

  /** Closes the storage it wraps, if that one holds something open. */
  close(): Promise<void> {
    return closeStorage(this.inner);
  }
}
