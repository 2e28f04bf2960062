import { type GroceryList, type GroceryLists, type ListItem, matchKey } from '../lists';
import type { ChangedItems, DeletedList, ListsChange, RemovedItem } from './lists-change';

/**
 * Takes one change back. On the lists exactly as the change left them, the result is the lists as
 * they were before it. On lists changed since (someone added something meanwhile), it undoes what
 * the change did and keeps the rest: a list it created is deleted; a list it deleted comes back at
 * its place (or, if one of that name was made since, the deleted items missing from it are put
 * back); items it added are taken off, wherever they now are; items it removed are put back at
 * their place (or at the end, if the list is now shorter) unless one of that name is there again.
 * A list changed by the change and deleted since stays deleted.
 */
export function undoChange(lists: GroceryLists, change: ListsChange): GroceryLists {
  const whole = change.changes.find((each) => each.kind === 'replacedAll');
  if (whole) {
    return whole.lists;
  }
  const created = new Set(change.changes.flatMap((each) => (each.kind === 'createdList' ? [matchKey(each.list)] : [])));
  let next: GroceryList[] = lists.filter((list) => !created.has(matchKey(list.name)));
  for (const each of change.changes) {
    if (each.kind === 'changedItems') {
      next = mapList(next, each.list, (list) => ({ ...list, items: undoItems(list.items, each) }));
    } else if (each.kind === 'replacedList') {
      next = indexOf(next, each.list.name) >= 0 ? mapList(next, each.list.name, () => each.list) : insertAt(next, each.at, each.list);
    }
  }
  const deleted = change.changes.filter((each): each is DeletedList => each.kind === 'deletedList').sort((left, right) => left.at - right.at);
  for (const { at, list } of deleted) {
    next =
      indexOf(next, list.name) >= 0
        ? mapList(next, list.name, (current) => ({ ...current, items: putBack(current.items, list.items.map((item, place) => ({ at: place, ...(place > 0 ? { after: list.items[place - 1]?.name } : {}), item }))) }))
        : insertAt(next, at, list);
  }
  return next;
}

/** The items with the change's additions taken off and its removals put back. */
function undoItems(items: readonly ListItem[], change: ChangedItems): readonly ListItem[] {
  const next = [...items];
  for (const { at, name } of [...change.added].sort((left, right) => right.at - left.at)) {
    const key = matchKey(name);
    const found = next[at] !== undefined && matchKey((next[at] as ListItem).name) === key ? at : next.findIndex((item) => matchKey(item.name) === key);
    if (found >= 0) {
      next.splice(found, 1);
    }
  }
  return putBack(next, change.removed);
}

/**
 * `items` with each removed item put back, in order, unless an item of its name is there: just after
 * the item that was before it, if that one is still on the list, else at its old place (or the end).
 */
function putBack(items: readonly ListItem[], removed: readonly RemovedItem[]): readonly ListItem[] {
  if (removed.length === 0) {
    return items;
  }
  const next = [...items];
  const keys = next.map((item) => matchKey(item.name));
  for (const { at, after, item } of [...removed].sort((left, right) => left.at - right.at)) {
    const key = matchKey(item.name);
    if (keys.includes(key)) {
      continue;
    }
    const anchor = after === undefined ? -1 : keys.indexOf(matchKey(after));
    const place = after === undefined ? 0 : anchor >= 0 ? anchor + 1 : Math.min(at, next.length);
    next.splice(place, 0, item);
    keys.splice(place, 0, key);
  }
  return next;
}

function indexOf(lists: readonly GroceryList[], name: string): number {
  const key = matchKey(name);
  return lists.findIndex((list) => matchKey(list.name) === key);
}

function mapList(lists: GroceryList[], name: string, change: (list: GroceryList) => GroceryList): GroceryList[] {
  const at = indexOf(lists, name);
  return at < 0 ? lists : lists.map((list, index) => (index === at ? change(list) : list));
}

function insertAt(lists: GroceryList[], at: number, list: GroceryList): GroceryList[] {
  const next = [...lists];
  next.splice(Math.min(at, next.length), 0, list);
  return next;
}
