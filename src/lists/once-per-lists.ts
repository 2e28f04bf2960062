import type { GroceryLists } from './types';

/** Calls kept per lists: a turn makes a few; past this many the oldest is forgotten. */
const MOST_KEPT = 16;

/**
 * A list operation whose outcomes are kept for the lists they were worked out on. Within a turn the
 * offline planner works a call out to word its reply and to read the next part of a message
 * against, and the action then makes the same call on the same lists; lists are never changed in
 * place, so the call runs once and both read its one outcome. Keyed by the lists themselves, the
 * outcomes go when the lists do.
 */
export function oncePerLists<Args extends unknown[], Outcome>(operation: (lists: GroceryLists, ...args: Args) => Outcome): (lists: GroceryLists, ...args: Args) => Outcome {
  const outcomes = new WeakMap<GroceryLists, Map<string, Outcome>>();
  return (lists, ...args) => {
    let calls = outcomes.get(lists);
    if (!calls) {
      calls = new Map();
      outcomes.set(lists, calls);
    }
    const key = keyOf(args);
    if (calls.has(key)) {
      return calls.get(key) as Outcome;
    }
    const outcome = operation(lists, ...args);
    if (calls.size >= MOST_KEPT) {
      calls.delete(calls.keys().next().value as string);
    }
    calls.set(key, outcome);
    return outcome;
  };
}

/** A call's arguments as a key; an optional argument left out and one passed as undefined are the same call. */
function keyOf(args: readonly unknown[]): string {
  let end = args.length;
  while (end > 0 && args[end - 1] === undefined) {
    end--;
  }
  return JSON.stringify(args.slice(0, end));
}
