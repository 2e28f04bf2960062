import type { Section } from './sections';

/** Who put an item in the cart: it stays on the list, struck through, until the bought items are cleared. */
export interface BoughtMark {
  readonly by?: string;
}

/** One entry on a list: what to buy, how much, who asked for it, and whether it is in the cart. */
export interface ListItem {
  readonly name: string;
  readonly quantity?: string;
  readonly addedBy?: string;
  /** The shop's section a person put it in; without one, the section the dictionary gives its name. */
  readonly section?: Section;
  /** Set once someone has bought it. */
  readonly bought?: BoughtMark;
  /** The recipe it was added for, from a recipe card ("Tacos"): the list card says "for Tacos". */
  readonly forRecipe?: string;
}

/** A named grocery list; items keep the order they were added in. */
export interface GroceryList {
  /** Stable for the list's life: cards and undo refer to the list by it, so a rename keeps them. */
  readonly id: string;
  readonly name: string;
  readonly items: readonly ListItem[];
}

/** All the lists of one conversation, in the order they were created. */
export type GroceryLists = readonly GroceryList[];
