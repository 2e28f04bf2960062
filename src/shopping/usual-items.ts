import { itemKey } from '../lists';
import type { ShoppingMemory } from './shopping-memory';
import { tripsOf } from './trips';

/**
 * An item is usual when it was bought on at least 3 of the last 8 trips: weekly shoppers' weekly
 * items are usual after three weeks, and stay so through a few weeks without them; a one-off never is,
 * nor is something bought twice. Fewer than 3 trips so far: nothing is usual yet but the staples.
 */
export const USUAL_RULE = { trips: 8, atLeast: 3 } as const;

/** Why an item is usual: a person said so, or how many of the recent trips it was bought on. */
export type UsualReason = { readonly kind: 'staple' } | { readonly kind: 'trips'; readonly bought: number; readonly of: number };

/** An item the household usually buys, named and counted as it was last bought. */
export interface UsualItem {
  readonly key: string;
  readonly name: string;
  readonly quantity?: string;
  /** The list it was last bought from (or made a staple for): its card suggests it. */
  readonly listId?: string;
  readonly reason: UsualReason;
}

/**
 * The usual items: those bought on USUAL_RULE.atLeast of the last USUAL_RULE.trips trips, most often
 * bought first, then the staples people named, leaving out what they asked not to be suggested.
 */
export function usualItems(memory: ShoppingMemory): UsualItem[] {
  const notSuggested = new Set(memory.notSuggested ?? []);
  const recent = tripsOf(memory).slice(-USUAL_RULE.trips);
  const counted = new Map<string, { item: Omit<UsualItem, 'reason'>; trips: number; latest: number }>();
  for (const trip of recent) {
    const seen = new Set<string>();
    for (const purchase of trip) {
      const { key, name, quantity, listId, at } = purchase;
      const entry = counted.get(key);
      const trips = (entry?.trips ?? 0) + (seen.has(key) ? 0 : 1);
      seen.add(key);
      counted.set(key, { item: { key, name, ...(quantity ? { quantity } : {}), listId }, trips, latest: at });
    }
  }
  const learned = [...counted.values()]
    .filter((entry) => entry.trips >= USUAL_RULE.atLeast && !notSuggested.has(entry.item.key))
    .sort((left, right) => right.trips - left.trips || left.latest - right.latest)
    .map(({ item, trips }): UsualItem => ({ ...item, reason: { kind: 'trips', bought: trips, of: recent.length } }));
  const learnedKeys = new Set(learned.map((item) => item.key));
  const staples = (memory.staples ?? [])
    .map((staple): UsualItem => ({ key: itemKey(staple.name), ...staple, reason: { kind: 'staple' } }))
    .filter((staple) => !notSuggested.has(staple.key) && !learnedKeys.has(staple.key));
  return [...learned, ...staples];
}

/** Where one item stands: usual (and why), asked not to be suggested, or bought on so many of the recent trips. */
export type UsualStanding = { readonly kind: 'usual'; readonly item: UsualItem } | { readonly kind: 'notSuggested' } | { readonly kind: 'not'; readonly bought: number; readonly of: number };

/** Whether the item called `name` is usual, and if not, how often it was bought lately. */
export function usualStanding(memory: ShoppingMemory, name: string): UsualStanding {
  const key = itemKey(name);
  const usual = usualItems(memory).find((item) => item.key === key);
  if (usual) {
    return { kind: 'usual', item: usual };
  }
  if ((memory.notSuggested ?? []).includes(key)) {
    return { kind: 'notSuggested' };
  }
  const recent = tripsOf(memory).slice(-USUAL_RULE.trips);
  return { kind: 'not', bought: recent.filter((trip) => trip.some((purchase) => purchase.key === key)).length, of: recent.length };
}

/** How often a usual item is bought, for a person: "4 of the last 5 trips", "a staple". */
export function describeUsualReason(reason: UsualReason): string {
  return reason.kind === 'staple' ? 'a staple' : `${reason.bought} of the last ${reason.of} trips`;
}
