import { randomUUID } from 'node:crypto';
import type { Storage, StoreItems } from 'botbuilder';
import { EtagConflictError } from './storage-errors';

/**
 * State in this process's memory, for tests and the terminal chat, with the same eTag rules as the
 * durable storages: an item with an eTag is written only over that same version, one without only
 * if the key is new, and "*" overwrites. A write is all or nothing. Values are kept as JSON text, so
 * what is read is a copy that the caller may change freely.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, { readonly json: string; readonly eTag: string }>();

  async read(keys: string[]): Promise<StoreItems> {
    const found: StoreItems = {};
    for (const key of keys) {
      const item = this.items.get(key);
      if (item) {
        found[key] = { ...JSON.parse(item.json), eTag: item.eTag };
      }
    }
    return found;
  }

  async write(changes: StoreItems): Promise<void> {
    const entries = Object.entries(changes).map(([key, item]) => {
      const { eTag, ...value } = (item ?? {}) as { eTag?: unknown };
      const current = this.items.get(key);
      const allowed = eTag === '*' || (typeof eTag === 'string' && eTag !== '' ? current?.eTag === eTag : current === undefined);
      if (!allowed) {
        throw new EtagConflictError(key);
      }
      return [key, { json: JSON.stringify(value), eTag: randomUUID() }] as const;
    });
    for (const [key, item] of entries) {
      this.items.set(key, item);
    }
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) {
      this.items.delete(key);
    }
  }
}
