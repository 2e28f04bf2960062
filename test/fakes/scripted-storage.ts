import type { Storage, StoreItems } from 'botbuilder';
import { MemoryStorage } from '../../src/storage/memory-storage';

/**
 * A storage (the bot's MemoryStorage inside, or any) that a test can step into: run something of
 * its own just before the next write reaches the storage (another bot saving the same conversation
 * meanwhile), fail the next read or write as a storage that is down, and see the writes made.
 */
export class ScriptedStorage implements Storage {
  /** The keys of every write that reached the storage, in order. */
  readonly writes: string[][] = [];
  private beforeWrite: ((changes: StoreItems) => Promise<void>) | undefined;
  private failures: { read: Error | undefined; write: Error | undefined } = { read: undefined, write: undefined };

  constructor(private readonly inner: Storage = new MemoryStorage()) {}

  /** Runs `step` once, when the next write arrives and before it is passed on. */
  beforeNextWrite(step: (changes: StoreItems) => Promise<void>): void {
    this.beforeWrite = step;
  }

  /** Fails the next read, or write, with `error`. */
  failNext(operation: 'read' | 'write', error = new Error(`the storage is down (scripted ${operation} failure)`)): void {
    this.failures[operation] = error;
  }

  async read(keys: string[]): Promise<StoreItems> {
    this.throwScriptedFailure('read');
    return this.inner.read(keys);
  }

  async write(changes: StoreItems): Promise<void> {
    const step = this.beforeWrite;
    this.beforeWrite = undefined;
    await step?.(changes);
    this.throwScriptedFailure('write');
    this.writes.push(Object.keys(changes));
    return this.inner.write(changes);
  }

  async delete(keys: string[]): Promise<void> {
    return this.inner.delete(keys);
  }

  private throwScriptedFailure(operation: 'read' | 'write'): void {
    const failure = this.failures[operation];
    this.failures[operation] = undefined;
    if (failure) {
      throw failure;
    }
  }
}
