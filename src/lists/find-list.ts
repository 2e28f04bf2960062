import { ListNotFoundError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import { matchKey } from './match-key';
import type { GroceryList, GroceryLists } from './types';

/** The position of the list called `name`, matched case-insensitively and trimmed; -1 if none. */
export function indexOfList(lists: GroceryLists, name: string): number {
  const key = matchKey(name);
  return lists.findIndex((list) => matchKey(list.name) === key);
}

/** The list called `name`, or an error that names the lists there are. */
export function findList(lists: GroceryLists, name: string): ListResult<GroceryList> {
  const list = lists[indexOfList(lists, name)];
  return list ? success(list) : failure(new ListNotFoundError(name.trim(), lists.map((each) => each.name)));
}
