import { formatItem, type ListItem, type GroceryList, type GroceryLists, matchKey } from '../../lists';
import type { KnownItems } from './split-items';

/**
 * What the offline planner looks up in the lists many times a request, each part worked out the
 * first time it is asked for: most requests need only the lists' names, and a list of thousands of
 * items should not be walked for them.
 */
export class ListsIndex {
  /** Each list by its match key. */
  readonly byName: ReadonlyMap<string, GroceryList>;
  private names?: ReadonlySet<string>;
  private known?: KnownItems;

  constructor(private readonly lists: GroceryLists) {
    this.byName = new Map(lists.map((list) => [matchKey(list.name), list]));
  }

  /** The match key of every item's name, on any list. */
  get itemNames(): ReadonlySet<string> {
    return (this.names ??= new Set(this.lists.flatMap((list) => list.items.map((item) => matchKey(item.name)))));
  }

  /** Every item on every list as written, bare and with its quantity: items that contain "and" must not be split. */
  get knownItems(): KnownItems {
    if (!this.known) {
      const { lists } = this;
      const textsOf = (item: ListItem) => [item.name, formatItem(item)];
      let keys: ReadonlySet<string> | undefined;
      this.known = {
        get keys() {
          return (keys ??= new Set(lists.flatMap((list) => list.items.flatMap(textsOf)).map(matchKey)));
        },
        // A quantity adds no "and": only the names need reading.
        compounds: lists.flatMap((list) => list.items.filter((item) => /\s(?:and|&)\s/i.test(item.name)).flatMap(textsOf)),
      };
    }
    return this.known;
  }
}

// Lists are immutable values: one that is indexed stays as indexed, and the index goes with it.
const INDEXES = new WeakMap<GroceryLists, ListsIndex>();

export function indexLists(lists: GroceryLists): ListsIndex {
  let index = INDEXES.get(lists);
  if (!index) {
    index = new ListsIndex(lists);
    INDEXES.set(lists, index);
  }
  return index;
}
