import { findList, indexOfList } from './find-list';
import { success, type ListResult } from './list-result';
import type { GroceryList, GroceryLists } from './types';

/** What deleting did: the remaining lists and the list that was removed. */
export interface DeleteListOutcome {
  readonly lists: GroceryLists;
  readonly deleted: GroceryList;
}

/** Deletes the list called `listName`, items and all. */
export function deleteList(lists: GroceryLists, listName: string): ListResult<DeleteListOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const index = indexOfList(lists, listName);
  return success({ lists: lists.filter((_, at) => at !== index), deleted: found.value });
}
