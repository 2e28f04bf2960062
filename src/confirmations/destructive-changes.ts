import { formatItem, type GroceryList, type GroceryLists, itemKey, itemKeys, itemPositions, matchKey, parseItem } from '../lists';
import type { AppliedCall } from '../actions/applied-call';

/**
 * Whether changes must be confirmed before they are made: deleting a list, taking every item off a
 * list of several, or taking off more than `removeThreshold` items, counted from the lists before the
 * changes to the lists after them, however they went (removed, or ticked and then cleared). Items
 * added again in the same changes were moved, not lost, and do not count; nor do items that were
 * already in the cart before the changes and were cleared from it, which is the end of a shop, not a
 * loss. Nothing destructive happens on a model's word alone.
 */
export function needsConfirmation(calls: readonly AppliedCall[], listsBefore: GroceryLists, listsAfter: GroceryLists, removeThreshold: number): boolean {
  if (calls.some((call) => call.action === 'deleteList')) {
    return true;
  }
  const keysOf = (call: AppliedCall) => ((call.parameters.items as string[] | undefined) ?? []).map((item) => itemKey(parseItem(item).name));
  const kept = new Set(calls.filter((call) => call.action === 'addItems' || call.action === 'createList').flatMap(keysOf));
  const namedForRemoval = (list: GroceryList, key: string) =>
    calls.some((call) => call.action === 'removeItems' && matchKey(String(call.parameters.list)) === matchKey(list.name) && keysOf(call).includes(key));
  let taken = 0;
  for (const before of listsBefore) {
    const after = listsAfter.find((each) => each.id === before.id);
    if (!after) {
      return true;
    }
    // Items are replaced, never changed: a list whose items are the same array lost nothing, and its
    // keys are worked out once per array (a list of thousands is not keyed item by item again).
    if (after.items === before.items) {
      continue;
    }
    const remaining = itemPositions(after.items);
    const keysBefore = itemKeys(before.items);
    const lost = before.items.filter((item, at) => {
      const key = keysBefore[at] as string;
      return !remaining.has(key) && !kept.has(key) && (!item.bought || namedForRemoval(before, key));
    });
    if (before.items.length > 1 && lost.length === before.items.length) {
      return true;
    }
    taken += lost.length;
  }
  return taken > removeThreshold;
}

/** Each change in words, for the confirmation card: "Delete the list party (2 items)". */
export function describeChanges(calls: readonly AppliedCall[], listsBefore: GroceryLists): string[] {
  return calls.map((call) => {
    const listName = String(call.parameters.list);
    const items = ((call.parameters.items as string[] | undefined) ?? []).join(', ');
    switch (call.action) {
      case 'deleteList': {
        const list = listsBefore.find((each) => matchKey(each.name) === matchKey(listName));
        const count = list?.items.length ?? 0;
        return `Delete the list ${listName}${count > 0 ? ` and its ${count === 1 ? 'item' : `${count} items`} (${list?.items.map(formatItem).join(', ')})` : ''}`;
      }
      case 'removeItems':
        return `Remove ${items} from ${listName}`;
      case 'addItems':
        return `Add ${items} to ${listName}`;
      case 'createList':
        return items ? `Create the list ${listName} with ${items}` : `Create the list ${listName}`;
      case 'markBought':
        return `Mark ${items} bought on ${listName}`;
      case 'clearBought':
        return `Take the bought items off ${listName}`;
      case 'markNotBought':
        return `Put ${items} back to buy on ${listName}`;
      case 'setQuantity':
        return `Make it ${items} on ${listName}`;
      case 'moveToSection':
        return `Move ${items} to ${String(call.parameters.section)} on ${listName}`;
      case 'renameList':
        return `Rename ${listName} to ${String(call.parameters.newName)}`;
      default:
        return `${call.action} ${JSON.stringify(call.parameters)}`;
    }
  });
}
