import { addItems } from './add-items';
import { checkText } from './check-text';
import { listsNamed } from './find-list';
import { newListId } from './list-id';
import { LimitExceededError, ListsAmbiguousError } from './list-errors';
import { failure, success, type ListResult } from './list-result';
import type { ListLimits } from './limits';
import { cleanText } from './match-key';
import type { GroceryLists, ListItem } from './types';

/** What creating did; `created` is false when the list was already there, and its items went onto it as an add's do. */
export interface CreateListOutcome {
  readonly lists: GroceryLists;
  /** The list's own name. */
  readonly list: string;
  readonly created: boolean;
  readonly added: readonly ListItem[];
  readonly updated: readonly ListItem[];
  readonly unchanged: readonly ListItem[];
}

/**
 * Creates the list called `listName` with optional first items. A list that already exists (by the
 * forgiving match: "grocery" finds "groceries") is not an error: the items are added to it, so
 * "create groceries with milk" twice leaves one list with milk.
 */
export function createList(
  lists: GroceryLists,
  listName: string,
  items: readonly string[],
  limits: ListLimits,
  addedBy?: string,
): ListResult<CreateListOutcome> {
  const problem = checkText(listName, 'list name', limits);
  if (problem) {
    return failure(problem);
  }
  const named = listsNamed(lists, listName);
  if (named.length > 1) {
    return failure(new ListsAmbiguousError(listName.trim(), named.map((list) => list.name)));
  }
  const exists = named.length === 1;
  if (!exists && lists.length >= limits.maxLists) {
    return failure(
      new LimitExceededError('maxLists', limits.maxLists, `You already have ${lists.length} lists, the most there can be. Delete one first.`),
    );
  }
  const withList = exists ? lists : [...lists, { id: newListId(lists), name: cleanText(listName), items: [] }];
  const filled = addItems(withList, listName, items, limits, addedBy);
  if (!filled.ok) {
    return filled;
  }
  const { list, added, updated, unchanged } = filled.value;
  return success({ lists: filled.value.lists, list, created: !exists, added, updated, unchanged });
}
