import pluralize from 'pluralize';

/**
 * Groceries that are an amount, not a number of things: "milk" on a list is some milk, so "2 milk"
 * added to it says how much, where "apple" is one apple and "2 apples" makes three. pluralize knows
 * only a few of these as uncountable (rice, butter, fish), and reads "milk" as the singular of "milks".
 * The last word of a name decides: "whole milk", "olive oil", "toilet paper".
 */
const MASS_NOUNS: ReadonlySet<string> = new Set([
  // dairy
  'milk', 'cheese', 'butter', 'cream', 'yogurt', 'yoghurt', 'margarine', 'ghee', 'custard',
  // bakery and pantry
  'bread', 'flour', 'rice', 'pasta', 'spaghetti', 'couscous', 'quinoa', 'cereal', 'granola', 'muesli',
  'porridge', 'sugar', 'salt', 'honey', 'jam', 'marmalade', 'ketchup', 'mayo', 'mayonnaise', 'mustard',
  'oil', 'vinegar', 'yeast', 'cocoa', 'chocolate', 'hummus', 'pesto', 'salsa', 'gravy', 'stock', 'soup',
  'popcorn', 'cinnamon', 'paprika', 'cumin', 'food',
  // meat and fish
  'meat', 'ham', 'bacon', 'beef', 'pork', 'lamb', 'mince', 'chicken', 'turkey', 'salami', 'fish',
  'salmon', 'tuna', 'tofu',
  // produce
  'spinach', 'lettuce', 'kale', 'rocket', 'broccoli', 'celery', 'asparagus', 'garlic', 'ginger',
  'parsley', 'basil', 'coriander', 'cilantro', 'mint', 'dill', 'thyme', 'rosemary', 'corn', 'fruit',
  'salad',
  // drinks
  'water', 'juice', 'coffee', 'tea', 'wine', 'beer', 'cider', 'lemonade', 'squash', 'soda', 'ice',
  // household and personal care
  'paper', 'foil', 'film', 'detergent', 'bleach', 'soap', 'shampoo', 'conditioner', 'toothpaste',
  'liquid', 'softener',
]);

/** Whether `word` (lowercase) names an amount of something rather than one thing: ours, or pluralize's uncountables. */
export function isMassNoun(word: string): boolean {
  return MASS_NOUNS.has(word) || (pluralize.isPlural(word) && pluralize.isSingular(word));
}
