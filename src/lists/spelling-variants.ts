/**
 * Spellings of one grocery that differ by country or habit, each to the one an item key uses:
 * "yoghurt" and "yogurt" are one item. Both spellings are in the dictionary, so no spelling match
 * could join them; only pairs that never name two things belong here.
 */
export const SPELLING_VARIANTS: ReadonlyMap<string, string> = new Map([
  ['yoghurt', 'yogurt'],
  ['yoghourt', 'yogurt'],
  ['doughnut', 'donut'],
  ['pitta', 'pita'],
  ['aluminium', 'aluminum'],
]);
