/** One entry on a list: what to buy, how much, and who asked for it. */
export interface ListItem {
  readonly name: string;
  readonly quantity?: string;
  readonly addedBy?: string;
}

/** A named grocery list; items keep the order they were added in. */
export interface GroceryList {
  readonly name: string;
  readonly items: readonly ListItem[];
}

/** All the lists of one conversation, in the order they were created. */
export type GroceryLists = readonly GroceryList[];
