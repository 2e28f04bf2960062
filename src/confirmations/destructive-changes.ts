import { formatItem, type GroceryLists, matchKey, parseItem } from '../lists';
import type { AppliedCall } from '../actions/applied-call';

/**
 * Whether changes must be confirmed before they are made: deleting a list, clearing one, or removing
 * more than `removeThreshold` items. Items removed from one list and added to another in the same
 * changes were moved, not lost, and do not count. Nothing destructive happens on a model's word alone.
 */
export function needsConfirmation(calls: readonly AppliedCall[], listsBefore: GroceryLists, removeThreshold: number): boolean {
  const keysOf = (call: AppliedCall) => ((call.parameters.items as string[] | undefined) ?? []).map((item) => matchKey(parseItem(item).name));
  const kept = new Set(calls.filter((call) => call.action === 'addItems' || call.action === 'createList').flatMap(keysOf));
  let removed = 0;
  for (const call of calls) {
    if (call.action === 'deleteList') {
      return true;
    }
    if (call.action !== 'removeItems') {
      continue;
    }
    const lost = keysOf(call).filter((key) => !kept.has(key));
    const list = listsBefore.find((each) => matchKey(each.name) === matchKey(String(call.parameters.list)));
    const lostSet = new Set(lost);
    if (list && list.items.length > 1 && list.items.every((item) => lostSet.has(matchKey(item.name)))) {
      return true;
    }
    removed += lost.length;
  }
  return removed > removeThreshold;
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
      default:
        return `${call.action} ${JSON.stringify(call.parameters)}`;
    }
  });
}
