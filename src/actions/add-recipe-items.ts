import { z } from 'zod/v4';
import { addRecipeItems } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

/**
 * What a recipe card's Add makes: the ingredients ticked, scaled, added for the recipe. Only a card's
 * button makes it (the person ticks and adds; a model never adds from a recipe directly), so it is
 * not among the model's actions; it is an action so that its call is recorded, applied again after
 * a conflict and undone like any other.
 */
export const addRecipeItemsAction = defineAction({
  name: 'addRecipeItems',
  description: "A recipe's ticked ingredients.",
  parameters: z.object({ list: listName, recipe: z.string().min(1).describe("The recipe's name."), items: itemTexts }),
  run({ list, recipe, items }, { lists, limits, userName }) {
    const result = addRecipeItems(lists, list, recipe, items, limits, userName);
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
