import { z } from 'zod/v4';
import { defineAction } from './define-action';
import { itemTexts } from './parameters';

/**
 * A recipe's ingredients proposed as a recipe card ("what do I need for lasagna for 6?"): the person
 * ticks what they need and presses Add. The model proposes; it never adds from a recipe itself.
 */
export const proposeRecipeAction = defineAction({
  name: 'proposeRecipe',
  description: "Dish's card.",
  parameters: z.object({
    recipe: z.string().min(1).max(200).describe('Dish name.'),
    servings: z.number().int().min(1).max(100).optional().describe('People fed.'),
    items: itemTexts,
  }),
  answersUser: true,
  run({ recipe, servings, items }) {
    return { ok: true, value: { propose: { name: recipe, ...(servings ? { servings } : {}), ingredients: items } } };
  },
});
