import { randomUUID } from 'node:crypto';
import type { GroceryLists } from './types';

/**
 * A new list's id: random, so that a list made after another was deleted never takes its id, and a
 * card posted for the deleted one can never act on the new one. Short, since every card carries it.
 */
export function newListId(lists: GroceryLists): string {
  for (;;) {
    const id = `l-${randomUUID().slice(0, 8)}`;
    if (!lists.some((list) => list.id === id)) {
      return id;
    }
  }
}
