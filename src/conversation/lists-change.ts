import type { GroceryList, GroceryLists, ListItem } from '../lists';

/** An item a change took off a list, and where it stood before the change: its place, and the name of the item just before it. */
export interface RemovedItem {
  readonly at: number;
  readonly after?: string;
  readonly item: ListItem;
}

/** An item a change put on a list, and where it stood after the change; undo takes it off again. */
export interface AddedItem {
  readonly at: number;
  readonly name: string;
}

/** The change created this list: undo deletes it. */
export interface CreatedList {
  readonly kind: 'createdList';
  readonly listId: string;
}

/** The change deleted this list from position `at`: undo puts it back there, items and all. */
export interface DeletedList {
  readonly kind: 'deletedList';
  readonly at: number;
  readonly list: GroceryList;
}

/** The change took items off the list and put others on it (a new quantity is one of each, in the same place). */
export interface ChangedItems {
  readonly kind: 'changedItems';
  readonly listId: string;
  readonly removed: readonly RemovedItem[];
  readonly added: readonly AddedItem[];
}

/** The change did something to the list that is not items in and out (renamed it): undo puts the whole list back. */
export interface ReplacedList {
  readonly kind: 'replacedList';
  readonly at: number;
  readonly list: GroceryList;
}

/** The change reordered or duplicated lists, which no action does: undo puts every list back as it was. */
export interface ReplacedAll {
  readonly kind: 'replacedAll';
  readonly lists: GroceryLists;
}

/** What one change did to one list, kept as what it takes to undo it. */
export type ListChange = CreatedList | DeletedList | ChangedItems | ReplacedList | ReplacedAll;

/** One change to a conversation's lists, as /undo keeps it: only the lists it touched, and only what it did to them. */
export interface ListsChange {
  readonly changes: readonly ListChange[];
}
