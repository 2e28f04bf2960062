import { formatItem, type GroceryList, type GroceryLists, isKnownGrocery, itemKey, itemKeys, matchKey, parseItem } from '../../lists';
import { beginsOrEnds } from './partial-names';

/**
 * What the offline planner looks up in the lists many times a request, each part worked out the
 * first time it is asked for: most requests need only the lists' names, and a list of thousands of
 * items should not be walked for them.
 */
export class ListsIndex {
  /** Each list by its match key. */
  readonly byName: ReadonlyMap<string, GroceryList>;
  private names?: ReadonlySet<string>;
  private joined?: readonly string[];
  /** The list each phrase names, as findNamedList found it: a request asks of the same words several times. */
  readonly named = new Map<string, GroceryList | undefined>();

  constructor(private readonly lists: GroceryLists) {
    this.byName = new Map(lists.map((list) => [matchKey(list.name), list]));
  }

  /** The match key of every item's name, on any list. */
  get itemNames(): ReadonlySet<string> {
    return (this.names ??= new Set(this.lists.flatMap((list) => list.items.map((item) => matchKey(item.name)))));
  }

  /**
   * Whether a name means exactly one item on all the lists: the item of its key, or the one whose
   * name it begins or ends ("spinach" for a bag of spinach).
   */
  namesOneItem(text: string): boolean {
    const key = itemKey(parseItem(text).name);
    let found = 0;
    for (const list of this.lists) {
      for (const name of itemKeys(list.items)) {
        if (name === key || beginsOrEnds(name, key)) {
          found++;
        }
      }
    }
    return found === 1;
  }

  /** The items on any list whose names hold a separator ("mac and cheese"): read whole, never split. */
  get compounds(): readonly string[] {
    return (this.joined ??= this.lists.flatMap((list) => list.items.filter((item) => /\s(?:and|&|n|\+)\s/i.test(item.name)).flatMap((item) => [item.name, formatItem(item)])));
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

/** Whether a name is a grocery the dictionary knows, or the name of an item on the lists. */
export function isGroceryOrListed(lists: GroceryLists, name: string): boolean {
  return isKnownGrocery(name) || indexLists(lists).itemNames.has(matchKey(name));
}
