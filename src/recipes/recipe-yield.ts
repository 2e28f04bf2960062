/**
 * How many a recipe serves, from its `recipeYield` as pages write it: 4, "4", "4 servings",
 * "Serves 4-6", or a list of those (["4", "4 servings"]), the first that holds a number. A range
 * counts as its lower end: the quantities are written for that.
 */
export function servingsOf(recipeYield: unknown): number | undefined {
  const values = Array.isArray(recipeYield) ? recipeYield : [recipeYield];
  for (const value of values) {
    const match = typeof value === 'number' ? [String(value), String(value)] : typeof value === 'string' ? /(\d+(?:\.\d+)?)/.exec(value) : null;
    const servings = match ? Number(match[1]) : Number.NaN;
    if (Number.isFinite(servings) && servings > 0 && servings <= 1_000) {
      return Math.round(servings);
    }
  }
  return undefined;
}
