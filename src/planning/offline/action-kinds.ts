/** Actions whose change is additive, or undone in one tap: the lenient reading makes them unasked, with Undo. */
export const ADDITIVE_ACTIONS: ReadonlySet<string> = new Set(['addItems', 'createList', 'markBought', 'markNotBought', 'setQuantity', 'moveToSection', 'addUsualItems', 'setUsual']);

/** Actions that change nothing: reading a list is answered at once. */
export const READING_ACTIONS: ReadonlySet<string> = new Set(['showList', 'getItems', 'findItem', 'whoAdded', 'getUsualItems']);
