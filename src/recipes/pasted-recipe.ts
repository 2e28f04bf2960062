import { MAX_INGREDIENTS, type Recipe } from './recipe';

/** A line that starts as an ingredient does: an amount ("2", "½", "1 1/2") or "a"/"an" and a measure. */
const AMOUNT_FIRST = /^(?:\d|[½⅓⅔¼¾⅛]|(?:a|an|one|half)\s+(?:pinch|handful|cup|tbsp|tsp|clove|can|tin|bunch|knob|dash|splash)\b)/i;
/** A measure only recipes use: a list of groceries to buy has none. */
const RECIPE_MEASURE = /\b(?:cups?|tbsps?|tablespoons?|tsps?|teaspoons?|cloves?|pinch|g|grams?|kg|ml|oz|ounces?|lbs?|pounds?)\b|\d\/\d|[½⅓⅔¼¾⅛]/i;

/**
 * A recipe pasted as text: at least three ingredient lines, each starting with an amount, two of
 * them in recipe measures (cups, tablespoons, grams, cloves, fractions) so that a shopping list typed
 * one item a line ("2 milk", "6 eggs") is not taken for one. A first line with no amount is its name;
 * an "Ingredients" heading is left out. Undefined when the text is not such a recipe.
 */
export function readPastedRecipe(text: string): Recipe | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+(?=\S)/, '').trim())
    .filter((line) => line.length > 0 && !/^ingredients:?$/i.test(line));
  const [first, ...rest] = lines;
  const named = first !== undefined && !AMOUNT_FIRST.test(first) && first.length <= 80;
  const ingredients = named ? rest : lines;
  if (ingredients.length < 3 || !ingredients.every((line) => AMOUNT_FIRST.test(line)) || ingredients.filter((line) => RECIPE_MEASURE.test(line)).length < 2) {
    return undefined;
  }
  return { name: named ? (first as string).replace(/:$/, '') : 'Pasted recipe', ingredients: ingredients.slice(0, MAX_INGREDIENTS) };
}
