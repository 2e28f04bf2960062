import { addItems, type AddItemsOutcome } from './add-items';
import { checkText } from './check-text';
import { findList, indexOfList } from './find-list';
import type { ListLimits } from './limits';
import { failure, success, type ListResult } from './list-result';

/**
 * Adds a recipe's ingredients as any add does (what is on the list already takes the amounts: 2
 * onions and 1 from the recipe are 3 onions); each item new to the list remembers the recipe.
 */
export function addRecipeItems(lists: Parameters<typeof addItems>[0], listName: string, recipe: string, items: readonly string[], limits: ListLimits, addedBy?: string): ListResult<AddItemsOutcome> {
  const problem = checkText(recipe, 'item', limits);
  if (problem) {
    return failure(problem);
  }
  const outcome = addItems(lists, listName, items, limits, addedBy);
  if (!outcome.ok) {
    return outcome;
  }
  const found = findList(outcome.value.lists, listName);
  if (!found.ok) {
    return found;
  }
  const added = new Set(outcome.value.added);
  const tagged = (item: (typeof found.value.items)[number]) => (added.has(item) ? { ...item, forRecipe: recipe } : item);
  const list = { ...found.value, items: found.value.items.map(tagged) };
  const index = indexOfList(outcome.value.lists, listName);
  return success({ ...outcome.value, lists: outcome.value.lists.map((each, at) => (at === index ? list : each)), added: outcome.value.added.map(tagged) });
}
