import type { Storage, StoreItems } from 'botbuilder';
import { inSpan } from './turn-telemetry';
import { closeStorage } from '../storage/close-storage';

/** A storage whose reads and writes are spans of the turn that makes them. */
export class TracedStorage implements Storage {
  constructor(private readonly inner: Storage) {}

  read(keys: string[]): Promise<StoreItems> {
    return inSpan('pantry.state.read', { 'pantry.state.keys': keys.length }, () => this.inner.read(keys));
  }

  write(changes: StoreItems): Promise<void> {
    return inSpan('pantry.state.write', { 'pantry.state.keys': Object.keys(changes).length }, () => this.inner.write(changes));
  }

  delete(keys: string[]): Promise<void> {
    return inSpan('pantry.state.delete', { 'pantry.state.keys': keys.length }, () => this.inner.delete(keys));
  }

  close(): Promise<void> {
    return closeStorage(this.inner);
  }
}
