/**
 * Groceries with two names, British and American mostly, each to the one an item key uses: "loo
 * roll" ticks the toilet paper on the list, "courgettes" are the zucchini already there. Whole names
 * only, in item-key form (last word singular), and only pairs that never name two things: "chips"
 * and "crisps", or "biscuits" and "cookies", differ by country, so they stay apart.
 */
export const GROCERY_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['loo roll', 'toilet paper'],
  ['toilet roll', 'toilet paper'],
  ['bog roll', 'toilet paper'],
  ['kitchen roll', 'paper towel'],
  ['courgette', 'zucchini'],
  ['aubergine', 'eggplant'],
  ['rocket', 'arugula'],
  ['nappy', 'diaper'],
  ['bin bag', 'trash bag'],
  ['bin liner', 'trash bag'],
  ['garbage bag', 'trash bag'],
  ['washing up liquid', 'dish soap'],
  ['washing-up liquid', 'dish soap'],
  ['spring onion', 'green onion'],
  ['scallion', 'green onion'],
  ['tin foil', 'aluminum foil'],
  ['kitchen foil', 'aluminum foil'],
  ['cling film', 'plastic wrap'],
  ['clingfilm', 'plastic wrap'],
  ['icing sugar', 'powdered sugar'],
  ['double cream', 'heavy cream'],
  ['beetroot', 'beet'],
  ['mangetout', 'snow pea'],
  ['swede', 'rutabaga'],
  ['beef mince', 'ground beef'],
  ['minced beef', 'ground beef'],
  ['garbanzo bean', 'chickpea'],
  ['garbanzo', 'chickpea'],
]);
