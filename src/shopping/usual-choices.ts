import { type GroceryList, itemKey } from '../lists';
import { CHOICES_KEPT, type ShoppingMemory, type Staple } from './shopping-memory';

/** The items made staples ("milk is a staple"): usual from now on, and suggested again if they were not. */
export function withStaples(memory: ShoppingMemory, staples: readonly Staple[]): ShoppingMemory {
  const keys = new Set(staples.map((staple) => itemKey(staple.name)));
  const kept = (memory.staples ?? []).filter((staple) => !keys.has(itemKey(staple.name)));
  return {
    ...memory,
    staples: [...kept, ...staples].slice(-CHOICES_KEPT),
    notSuggested: (memory.notSuggested ?? []).filter((key) => !keys.has(key)),
  };
}

/** The list's items saved as the usual ("save this list as our usual"): they become the staples, with the quantities on the list. */
export function savedAsUsual(memory: ShoppingMemory, list: GroceryList): ShoppingMemory {
  const staples = list.items.map((item): Staple => ({ name: item.name, ...(item.quantity ? { quantity: item.quantity } : {}), listId: list.id }));
  return withStaples({ ...memory, staples: [] }, staples);
}

/** The items no longer suggested ("stop suggesting X"): not staples, not usual, not due, until made staples again. */
export function withoutSuggesting(memory: ShoppingMemory, names: readonly string[]): ShoppingMemory {
  const keys = new Set(names.map(itemKey));
  const notSuggested = [...(memory.notSuggested ?? []).filter((key) => !keys.has(key)), ...keys].slice(-CHOICES_KEPT);
  return { ...memory, staples: (memory.staples ?? []).filter((staple) => !keys.has(itemKey(staple.name))), notSuggested };
}
