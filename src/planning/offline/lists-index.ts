import { formatItem, type GroceryList, type GroceryLists, matchKey } from '../../lists';

/** What the offline planner looks up in the lists many times a request, worked out once. */
export interface ListsIndex {
  /** Each list by its match key. */
  readonly byName: ReadonlyMap<string, GroceryList>;
  /** The match key of every item's name, on any list. */
  readonly itemNames: ReadonlySet<string>;
  /** Every item on every list as written, bare and with its quantity: items that contain "and" must not be split. */
  readonly itemTexts: readonly string[];
}

// Lists are immutable values: one that is indexed stays as indexed, and the index goes with it.
const INDEXES = new WeakMap<GroceryLists, ListsIndex>();

export function indexLists(lists: GroceryLists): ListsIndex {
  let index = INDEXES.get(lists);
  if (!index) {
    index = {
      byName: new Map(lists.map((list) => [matchKey(list.name), list])),
      itemNames: new Set(lists.flatMap((list) => list.items.map((item) => matchKey(item.name)))),
      itemTexts: lists.flatMap((list) => list.items.flatMap((item) => [item.name, formatItem(item)])),
    };
    INDEXES.set(lists, index);
  }
  return index;
}
