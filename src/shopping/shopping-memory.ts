/** One item ticked as bought: what it was, how much, on which list, when and by whom. */
export interface Purchase {
  /** The item's key (itemKey): "Bananas" and "banana" are one item. */
  readonly key: string;
  /** The item's name as it stood on the list. */
  readonly name: string;
  readonly quantity?: string;
  readonly listId: string;
  /** When it was ticked, in milliseconds since 1970 (the bot's clock). */
  readonly at: number;
  readonly by?: string;
}

/** An item a person made usual ("milk is a staple", "save this list as our usual"). */
export interface Staple {
  readonly name: string;
  readonly quantity?: string;
  /** The list it was made usual for, if any: its suggestions show on that list's card. */
  readonly listId?: string;
}

/**
 * What a conversation remembers of its shopping: every purchase (oldest first), when bought items
 * were cleared, the staples people named, and the items they asked not to be suggested.
 */
export interface ShoppingMemory {
  readonly purchases: readonly Purchase[];
  /** When bought items were cleared (or a list holding them deleted), oldest first: each ends a trip. */
  readonly tripEnds: readonly number[];
  readonly staples?: readonly Staple[];
  /** The keys of items a person asked not to be suggested: never usual, never due. */
  readonly notSuggested?: readonly string[];
}

export const EMPTY_SHOPPING_MEMORY: ShoppingMemory = { purchases: [], tripEnds: [] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The bounds of the history: the latest 400 purchases, none older than a year. A household buying
 * 40 items a week keeps about ten weeks, more than the eight trips "usual" looks at; one buying
 * fewer keeps up to a year, which the "due again" intervals need.
 */
export const HISTORY_LIMITS = { purchases: 400, maxAgeMs: 365 * DAY_MS } as const;

/** At most this many staples and items not to suggest are kept, the newest. */
export const CHOICES_KEPT = 200;

/** The memory kept within its bounds at time `now`: old purchases dropped, and the trip ends before them. */
export function boundedMemory(memory: ShoppingMemory, now: number): ShoppingMemory {
  const oldestKept = now - HISTORY_LIMITS.maxAgeMs;
  const purchases = memory.purchases.filter((purchase) => purchase.at >= oldestKept).slice(-HISTORY_LIMITS.purchases);
  const since = purchases[0]?.at ?? now;
  const tripEnds = memory.tripEnds.filter((at) => at >= since);
  return {
    ...memory,
    purchases: purchases.length === memory.purchases.length ? memory.purchases : purchases,
    tripEnds: tripEnds.length === memory.tripEnds.length ? memory.tripEnds : tripEnds,
  };
}

/** Whether the memory holds nothing at all. */
export function isEmptyMemory(memory: ShoppingMemory): boolean {
  return memory.purchases.length === 0 && memory.tripEnds.length === 0 && (memory.staples ?? []).length === 0 && (memory.notSuggested ?? []).length === 0;
}

export { DAY_MS };
