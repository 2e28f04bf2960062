/** A recipe as a page describes it: its name, how many it serves, and its ingredient lines as written. */
export interface Recipe {
  readonly name: string;
  /** How many it serves, when the page says. */
  readonly servings?: number;
  readonly ingredients: readonly string[];
}

/** At most this many ingredients are read: no recipe needs more, and a card must stay small. */
export const MAX_INGREDIENTS = 40;
