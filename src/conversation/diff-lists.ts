import { type GroceryList, type GroceryLists, type ListItem, matchKey } from '../lists';
import type { AddedItem, ListChange, ListsChange, RemovedItem } from './lists-change';

/**
 * What turned `before` into `after`, kept as what it takes to undo it: lists created, lists deleted
 * (with their items and place), and per list the items taken off (with their place) and put on.
 * `undoChange(after, diffLists(before, after))` is `before` exactly, for lists whose items have
 * distinct names, as the list functions keep them. Lists and items the turn left alone are not kept,
 * and are compared by reference first, so a turn that touches one item of a long list costs little.
 */
export function diffLists(before: GroceryLists, after: GroceryLists): ListsChange {
  if (before === after) {
    return { changes: [] };
  }
  // Lists are told apart by id: a renamed list is the same list with another name.
  const beforeKeys = before.map((list) => list.id);
  const afterKeys = after.map((list) => list.id);
  const afterIndex = new Map(afterKeys.map((key, at) => [key, at]));
  const beforeIndex = new Map(beforeKeys.map((key, at) => [key, at]));
  if (beforeIndex.size !== before.length || afterIndex.size !== after.length || !sameOrder(beforeKeys, afterIndex)) {
    return { changes: [{ kind: 'replacedAll', lists: before }] };
  }
  const changes: ListChange[] = [];
  for (const [at, list] of after.entries()) {
    if (!beforeIndex.has(afterKeys[at] ?? '')) {
      changes.push({ kind: 'createdList', listId: list.id });
    }
  }
  for (const [at, list] of before.entries()) {
    const afterAt = afterIndex.get(beforeKeys[at] ?? '');
    const changed = afterAt === undefined ? undefined : after[afterAt];
    if (!changed) {
      changes.push({ kind: 'deletedList', at, list });
    } else if (changed !== list) {
      const change = diffList(list, changed, at);
      if (change) {
        changes.push(change);
      }
    }
  }
  return { changes };
}

/** Whether the lists in both keep their relative order (creating appends, deleting removes; nothing reorders). */
function sameOrder(beforeKeys: readonly string[], afterIndex: ReadonlyMap<string, number>): boolean {
  let last = -1;
  for (const key of beforeKeys) {
    const at = afterIndex.get(key);
    if (at !== undefined) {
      if (at < last) {
        return false;
      }
      last = at;
    }
  }
  return true;
}

function diffList(before: GroceryList, after: GroceryList, at: number): ListChange | undefined {
  if (before.name !== after.name) {
    return { kind: 'replacedList', at, list: before };
  }
  const { removed, added } = diffItems(before.items, after.items);
  return removed.length === 0 && added.length === 0 ? undefined : { kind: 'changedItems', listId: before.id, removed, added };
}

/**
 * The items only in `before` (with their places there) and only in `after` (with theirs). The common
 * start and end are skipped by comparing items; in the part between, items of the same name and the
 * same content, met in the same order, are common too, so removing one item here and adding another
 * at the end keeps neither the items between them nor their count.
 */
function diffItems(before: readonly ListItem[], after: readonly ListItem[]): { removed: RemovedItem[]; added: AddedItem[] } {
  let start = 0;
  while (start < before.length && start < after.length && sameItem(before[start], after[start])) {
    start++;
  }
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && sameItem(before[beforeEnd - 1], after[afterEnd - 1])) {
    beforeEnd--;
    afterEnd--;
  }
  const middle = new Map<string, number>();
  for (let at = start; at < beforeEnd; at++) {
    middle.set(matchKey(before[at]?.name ?? ''), at);
  }
  const kept = new Set<number>();
  let last = start - 1;
  const added: AddedItem[] = [];
  for (let at = start; at < afterEnd; at++) {
    const item = after[at] as ListItem;
    const beforeAt = middle.get(matchKey(item.name));
    if (beforeAt !== undefined && beforeAt > last && sameItem(before[beforeAt], item)) {
      kept.add(beforeAt);
      last = beforeAt;
    } else {
      added.push({ at, name: item.name });
    }
  }
  const removed: RemovedItem[] = [];
  for (let at = start; at < beforeEnd; at++) {
    if (!kept.has(at)) {
      const previous = before[at - 1];
      removed.push({ at, ...(previous ? { after: previous.name } : {}), item: before[at] as ListItem });
    }
  }
  return { removed, added };
}

/** Whether two items are the same in every field, including any a later version adds. */
function sameItem(left: ListItem | undefined, right: ListItem | undefined): boolean {
  if (left === right) {
    return true;
  }
  if (left === undefined || right === undefined) {
    return false;
  }
  const fields = Object.keys(left) as (keyof ListItem)[];
  return fields.length === Object.keys(right).length && fields.every((field) => left[field] === right[field]);
}
