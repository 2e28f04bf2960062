import type { ShoppingMemory } from './shopping-memory';
import { DAY_MS } from './shopping-memory';
import { tripsOf } from './trips';

/**
 * An item bought at a steady interval is due again once that interval has passed since it was last
 * bought (half a day early, so milk bought every 5 days shows on the morning of the fifth). Steady:
 * at least 3 purchases on different trips, at least a day apart on average, every gap within half
 * the median gap of it. Past three intervals without a purchase they stopped buying it: not due.
 */
export const DUE_RULE = { purchases: 3, minIntervalMs: DAY_MS, steadiness: 0.5, earlyMs: DAY_MS / 2, staleAfterIntervals: 3 } as const;

/** An item due to be bought again. */
export type DueItem = SteadyItem;

/** An item bought at a steady interval: how often, and when last. */
export interface SteadyItem {
  readonly key: string;
  readonly name: string;
  readonly quantity?: string;
  readonly listId: string;
  readonly intervalMs: number;
  readonly lastBoughtAt: number;
}

/** The items bought at a steady interval (see DUE_RULE), by key; each counted once a trip. */
export function steadyItems(memory: ShoppingMemory): Map<string, SteadyItem> {
  const bought = new Map<string, { times: number[]; name: string; quantity?: string; listId: string }>();
  for (const trip of tripsOf(memory)) {
    const seen = new Set<string>();
    for (const { key, name, quantity, listId, at } of trip) {
      if (seen.has(key)) {
        continue;
      }
      seen.add(key);
      const times = bought.get(key)?.times ?? [];
      times.push(at);
      bought.set(key, { times, name, listId, ...(quantity ? { quantity } : {}) });
    }
  }
  const steady = new Map<string, SteadyItem>();
  for (const [key, { times, ...item }] of bought) {
    const intervalMs = steadyInterval(times);
    if (intervalMs !== undefined) {
      steady.set(key, { key, ...item, intervalMs, lastBoughtAt: times[times.length - 1] as number });
    }
  }
  return steady;
}

/** The items due again at `now`, the longest overdue first, leaving out those not to be suggested. */
export function dueItems(memory: ShoppingMemory, now: number): DueItem[] {
  const notSuggested = new Set(memory.notSuggested ?? []);
  return [...steadyItems(memory).values()]
    .filter((item) => {
      const since = now - item.lastBoughtAt;
      return !notSuggested.has(item.key) && since >= item.intervalMs - DUE_RULE.earlyMs && since <= item.intervalMs * DUE_RULE.staleAfterIntervals;
    })
    .sort((left, right) => (now - right.lastBoughtAt) / right.intervalMs - (now - left.lastBoughtAt) / left.intervalMs);
}

/** The median gap between the times, if the times are steady enough to foretell the next one. */
export function steadyInterval(times: readonly number[]): number | undefined {
  if (times.length < DUE_RULE.purchases) {
    return undefined;
  }
  const gaps = times.slice(1).map((time, index) => time - (times[index] as number));
  const sorted = [...gaps].sort((left, right) => left - right);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  if (median < DUE_RULE.minIntervalMs) {
    return undefined;
  }
  return gaps.every((gap) => Math.abs(gap - median) <= median * DUE_RULE.steadiness) ? median : undefined;
}

/** A due item's interval for a person: "about every 5 days". */
export function describeInterval(intervalMs: number): string {
  const days = Math.round(intervalMs / DAY_MS);
  if (days >= 7 && days % 7 <= 1) {
    const weeks = Math.round(days / 7);
    return weeks === 1 ? 'about every week' : `about every ${weeks} weeks`;
  }
  return days <= 1 ? 'about every day' : `about every ${days} days`;
}
