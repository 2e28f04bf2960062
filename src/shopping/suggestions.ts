import { findItemPosition, type GroceryList, type GroceryLists } from '../lists';
import { dueItems } from './due-items';
import type { ShoppingMemory } from './shopping-memory';
import { usualItems } from './usual-items';

/** A card shows at most this many suggestions: one row of buttons, read at a glance. */
export const SUGGESTIONS_SHOWN = 5;

/** An item a list's card offers to add with one tap, and why. */
export interface Suggestion {
  readonly name: string;
  readonly quantity?: string;
  readonly why: 'due' | 'usual';
}

/**
 * What a list's card suggests: the items due again, then the usual ones, that are not on the list
 * (bought or not), at most SUGGESTIONS_SHOWN. Each item is suggested on the list it was last bought
 * from (or made a staple for); where that list is gone, or it had none, on the first list.
 */
export function suggestionsFor(memory: ShoppingMemory | undefined, lists: GroceryLists, list: GroceryList, now: number): Suggestion[] {
  if (!memory || (memory.purchases.length === 0 && (memory.staples ?? []).length === 0)) {
    return [];
  }
  const home = (listId: string | undefined) => (listId !== undefined && lists.some((each) => each.id === listId) ? listId : lists[0]?.id);
  const offered = new Set<string>();
  const suggestions: Suggestion[] = [];
  const offer = (item: { key: string; name: string; quantity?: string; listId?: string }, why: Suggestion['why']) => {
    // On the list as a name is found there: misspelt or in its other plural, it is still there.
    if (suggestions.length < SUGGESTIONS_SHOWN && !offered.has(item.key) && findItemPosition(list.items, item.name) === undefined && home(item.listId) === list.id) {
      offered.add(item.key);
      suggestions.push({ name: item.name, ...(item.quantity ? { quantity: item.quantity } : {}), why });
    }
  };
  for (const item of dueItems(memory, now)) {
    offer(item, 'due');
  }
  for (const item of usualItems(memory)) {
    offer(item, 'usual');
  }
  return suggestions;
}
