import type { WakeUpStore } from './polling-schedule';
import { type WakeUp, type WakeUpKey, wakeUpKeyText } from './wake-up';

/** Wake-ups in this process's memory (STORAGE=memory): they go when it stops, as its lists do. */
export class MemoryWakeUps implements WakeUpStore {
  private readonly wakeUps = new Map<string, { wakeUp: WakeUp; claimedUntil: number }>();

  add(wakeUp: WakeUp): void {
    const key = wakeUpKeyText(wakeUp);
    if (!this.wakeUps.has(key)) {
      this.wakeUps.set(key, { wakeUp, claimedUntil: 0 });
    }
  }

  due(now: number, limit: number): WakeUp[] {
    return [...this.wakeUps.values()]
      .filter((entry) => entry.wakeUp.dueAt <= now && entry.claimedUntil <= now)
      .sort((left, right) => left.wakeUp.dueAt - right.wakeUp.dueAt)
      .slice(0, limit)
      .map((entry) => entry.wakeUp);
  }

  claim(wakeUp: WakeUp, now: number, until: number): boolean {
    const entry = this.wakeUps.get(wakeUpKeyText(wakeUp));
    if (!entry || entry.claimedUntil > now) {
      return false;
    }
    entry.claimedUntil = until;
    return true;
  }

  remove(wakeUp: WakeUpKey): void {
    this.wakeUps.delete(wakeUpKeyText(wakeUp));
  }

  check(): void {}

  close(): void {}
}
