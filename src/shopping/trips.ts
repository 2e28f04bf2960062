import type { Purchase, ShoppingMemory } from './shopping-memory';

/**
 * Purchases this far apart, with no clear between them, are two trips: a top-up shop in the evening
 * after the big one in the morning is a trip of its own, while ticking items off over an hour in the
 * shop is one.
 */
export const TRIP_QUIET_GAP_MS = 3 * 60 * 60 * 1000;

/**
 * The purchases grouped into trips, oldest first. A clear of the bought items ends a trip; so does a
 * quiet gap of TRIP_QUIET_GAP_MS. A clear in the same turn as a purchase comes after it.
 */
export function tripsOf(memory: ShoppingMemory): Purchase[][] {
  const trips: Purchase[][] = [];
  let ends = 0;
  let previous: Purchase | undefined;
  for (const purchase of memory.purchases) {
    let cleared = false;
    while (ends < memory.tripEnds.length && (memory.tripEnds[ends] as number) < purchase.at) {
      cleared ||= previous !== undefined && (memory.tripEnds[ends] as number) >= previous.at;
      ends += 1;
    }
    const current = trips[trips.length - 1];
    if (!current || !previous || cleared || purchase.at - previous.at > TRIP_QUIET_GAP_MS) {
      trips.push([purchase]);
    } else {
      current.push(purchase);
    }
    previous = purchase;
  }
  return trips;
}
