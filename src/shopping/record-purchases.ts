import { type GroceryList, type GroceryLists, itemKey, itemKeys, itemPositions, type ListItem } from '../lists';
import { boundedMemory, type Purchase, type ShoppingMemory } from './shopping-memory';

/** How a turn changed the lists: when it happened, and whether it was /undo taking a change back. */
export interface ListsTransition {
  readonly before: GroceryLists;
  readonly after: GroceryLists;
  readonly at: number;
  readonly undoing: boolean;
}

/**
 * The memory after a turn, read from what the turn did to the lists, so that every way of ticking or
 * clearing (a message, a card tap, a confirmation, a turn applied again after a conflict) is
 * recorded the same way, once, against the lists it was applied to:
 * - an item ticked is a purchase; an item unticked takes its latest purchase back;
 * - a list's bought items all taken off (cleared, or the list deleted) end the trip;
 * - /undo leaves the memory as if the change it takes back had not happened: bought items it puts
 *   back were cleared, so that trip end goes; bought items it takes away (or unticks) were bought
 *   by the change, so those purchases go.
 */
export function recordPurchases(memory: ShoppingMemory, transition: ListsTransition): ShoppingMemory {
  const { before, after, undoing } = transition;
  if (before === after) {
    return memory;
  }
  const at = afterLatestTripEnd(memory, transition.at);
  const purchases = [...memory.purchases];
  let tripEnds = memory.tripEnds;
  let restoredCleared = false;
  let clearedBought = false;
  const forget = (key: string, listId: string) => {
    for (let index = purchases.length - 1; index >= 0; index--) {
      const purchase = purchases[index] as Purchase;
      if (purchase.key === key && purchase.listId === listId) {
        purchases.splice(index, 1);
        return;
      }
    }
  };
  for (const list of after) {
    const listBefore = before.find((each) => each.id === list.id);
    // Items are replaced, never changed: the same array ticked and unticked nothing.
    if (listBefore?.items === list.items) {
      continue;
    }
    const earlier = boughtStates(listBefore);
    // /undo filling an empty cart again takes back the clear that emptied it.
    const cartWasEmpty = ![...earlier.values()].some((state) => state.bought);
    const keys = itemKeys(list.items);
    for (const [position, item] of list.items.entries()) {
      const key = keys[position] as string;
      const was = earlier.get(key);
      if (item.bought && !was?.bought) {
        if (undoing && was === undefined) {
          restoredCleared ||= cartWasEmpty;
        } else {
          purchases.push(purchaseOf(item, key, list.id, at));
        }
      } else if (!item.bought && was?.bought) {
        forget(key, list.id);
      }
    }
  }
  for (const list of before) {
    const later = after.find((each) => each.id === list.id);
    if (later?.items === list.items) {
      continue;
    }
    const now = later ? itemPositions(later.items) : new Map<string, number>();
    const gone = list.items.filter((item) => item.bought && !now.has(itemKey(item.name)));
    if (undoing) {
      gone.forEach((item) => forget(itemKey(item.name), list.id));
    } else if (gone.length > 0 && !later?.items.some((item) => item.bought)) {
      // The cart emptied: cleared, or its list deleted. One bought item removed among others is no end of the trip.
      clearedBought = true;
    }
  }
  if (clearedBought) {
    tripEnds = [...tripEnds, at];
  } else if (restoredCleared && tripEnds.length > 0) {
    tripEnds = tripEnds.slice(0, -1);
  }
  const changed = tripEnds !== memory.tripEnds || purchases.length !== memory.purchases.length || purchases.some((purchase, index) => purchase !== memory.purchases[index]);
  return changed ? boundedMemory({ ...memory, purchases, tripEnds }, at) : memory;
}

/**
 * The turn's time, moved just past the latest trip end when the clock has not moved on since (turns a
 * millisecond apart, or a clock behind another process's): a purchase at the very time of a clear
 * reads as part of the trip the clear ended, which holds only within the clearing turn itself.
 */
function afterLatestTripEnd(memory: ShoppingMemory, at: number): number {
  const latestEnd = memory.tripEnds[memory.tripEnds.length - 1];
  return latestEnd !== undefined && at <= latestEnd ? latestEnd + 1 : at;
}

/** Each item of the list by its key, with whether it is bought. */
function boughtStates(list: GroceryList | undefined): Map<string, { readonly bought: boolean }> {
  const keys = itemKeys(list?.items ?? []);
  return new Map((list?.items ?? []).map((item, at) => [keys[at] as string, { bought: item.bought !== undefined }]));
}

function purchaseOf(item: ListItem, key: string, listId: string, at: number): Purchase {
  return {
    key,
    name: item.name,
    ...(item.quantity ? { quantity: item.quantity } : {}),
    listId,
    at,
    ...(item.bought?.by ? { by: item.bought.by } : {}),
  };
}
