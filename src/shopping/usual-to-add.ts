import { failure, findItemPosition, formatItem, type GroceryList, type ListResult, success } from '../lists';
import { NoUsualItemsError, UsualAlreadyListedError } from './usual-errors';
import type { UsualItem } from './usual-items';

/** The usual items for a list: those to add (as item texts, "2 loaves of bread"), and those on it already. */
export interface UsualToAdd {
  readonly add: readonly string[];
  readonly already: readonly string[];
}

/**
 * Which of the usual items (`usualItems`) "add our usual" puts on `list`: each one not on it (bought or not), with the
 * quantity it was last bought in; the ones on it are named, not added again. Fails when nothing is
 * usual, or when everything usual is on the list already.
 */
export function usualToAdd(usual: readonly UsualItem[], list: GroceryList): ListResult<UsualToAdd> {
  if (usual.length === 0) {
    return failure(new NoUsualItemsError(list.name));
  }
  const add: string[] = [];
  const already: string[] = [];
  for (const item of usual) {
    // As a name on a list is found: "margerine" made a staple is the margarine on the list.
    const at = findItemPosition(list.items, item.name);
    const listed = at === undefined ? undefined : list.items[at];
    if (listed) {
      already.push(formatItem(listed));
    } else {
      add.push(formatItem({ name: item.name, ...(item.quantity ? { quantity: item.quantity } : {}) }));
    }
  }
  return add.length === 0 ? failure(new UsualAlreadyListedError(list.name, already)) : success({ add, already });
}
