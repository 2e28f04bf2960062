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
  const created = new Set(change.changes.flatMap((each) => (each.kind === 'createdList' ? [each.listId] : [])));
  let next: GroceryList[] = lists.filter((list) => !created.has(list.id));
  for (const each of change.changes) {
    if (each.kind === 'changedItems') {
      next = mapList(next, each.listId, (list) => ({ ...list, items: undoItems(list.items, each) }));
    } else if (each.kind === 'replacedList') {
      const there = next[indexOf(next, each.list)];
      next = there ? mapList(next, there.id, () => each.list) : insertAt(next, each.at, each.list);
    }
  }
  const deleted = change.changes.filter((each): each is DeletedList => each.kind === 'deletedList').sort((left, right) => left.at - right.at);
  for (const { at, list } of deleted) {
    const there = next[indexOf(next, list)];
    next =
      there
        ? mapList(next, there.id, (current) => ({ ...current, items: putBack(current.items, list.items.map((item, place) => ({ at: place, ...(place > 0 ? { after: list.items[place - 1]?.name } : {}), item }))) }))
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

/** Where `list` is now: the list with its id, else (it was deleted, and one of its name made since) the one of its name. */
function indexOf(lists: readonly GroceryList[], list: GroceryList): number {
  const byId = lists.findIndex((each) => each.id === list.id);
  if (byId >= 0) {
    return byId;
  }
  const key = matchKey(list.name);
  return lists.findIndex((each) => matchKey(each.name) === key);
}

function mapList(lists: GroceryList[], id: string, change: (list: GroceryList) => GroceryList): GroceryList[] {
  return lists.map((list) => (list.id === id ? change(list) : list));
}

function insertAt(lists: GroceryList[], at: number, list: GroceryList): GroceryList[] {
  const next = [...lists];
  next.splice(Math.min(at, next.length), 0, list);
  return next;
}
