import { checkText } from './check-text';
import { findList, listsNamed } from './find-list';
import { ListNameTakenError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import type { ListLimits } from './limits';
import { cleanText } from './match-key';
import type { GroceryList, GroceryLists } from './types';

/** What renaming did: the new lists, and the list under its old name and its new one. */
export interface RenameListOutcome {
  readonly lists: GroceryLists;
  readonly before: GroceryList;
  readonly after: GroceryList;
}

/**
 * Renames the list called `listName` to `newName`, keeping its id, items and place, so the cards
 * already posted and the undo steps go on referring to it. Refused when another list already
 * answers to the new name, since two lists that match the same words could not be told apart.
 */
export function renameList(lists: GroceryLists, listName: string, newName: string, limits: ListLimits): ListResult<RenameListOutcome> {
  const found = findList(lists, listName);
  if (!found.ok) {
    return found;
  }
  const problem = checkText(newName, 'list name', limits);
  if (problem) {
    return failure(problem);
  }
  const before = found.value;
  const clash = listsNamed(lists, newName).find((list) => list.id !== before.id);
  if (clash) {
    return failure(new ListNameTakenError(cleanText(newName), clash.name));
  }
  const after = { ...before, name: cleanText(newName) };
  return success({ lists: lists.map((list) => (list.id === before.id ? after : list)), before, after });
}
