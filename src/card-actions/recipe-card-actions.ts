import { z } from 'zod/v4';
import type { AppliedCall } from '../actions/applied-call';
import { confirmationOutcomeCard } from '../cards/confirmation-card';
import { type CardRecipe, RECIPE_INPUTS, recipeCard } from '../cards/recipe-card';
import { findListById, formatItem, type GroceryLists } from '../lists';
import { applyCalls } from '../planning/apply-calls';
import { MAX_INGREDIENTS } from '../recipes/recipe';
import { scaleQuantity } from '../recipes/scale-quantity';
import type { CardActionContext, CardActionOutcome } from './card-action';
import { goneCard, suggestingCard } from './list-card-actions';

/** A recipe as its card carries it back: checked, since a card's data comes from the client. */
const cardRecipe = z.object({
  name: z.string().min(1).max(200),
  servings: z.number().int().min(1).max(1_000).optional(),
  ingredients: z.array(z.object({ name: z.string().min(1).max(200), quantity: z.string().max(100).optional(), note: z.string().max(300).optional(), ticked: z.boolean() })).min(1).max(MAX_INGREDIENTS),
});

/**
 * A recipe card's Add: the ticked ingredients, their quantities scaled from the recipe's servings to
 * those asked for, go on the list chosen (or on a new groceries list when there was none), each new
 * one remembering the recipe. Applied through the actions, so it is replayed and undone as any change.
 */
export async function addRecipe(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): Promise<CardActionOutcome> {
  const parsed = cardRecipe.safeParse(data.recipe);
  if (!parsed.success) {
    return { card: confirmationOutcomeCard('Nothing was added', ['This recipe card could not be read. Send the link again for a new one.'], 'Attention') };
  }
  const recipe: CardRecipe = parsed.data;
  const chosen = typeof data[RECIPE_INPUTS.list] === 'string' ? data[RECIPE_INPUTS.list] : data.listId;
  const newList = typeof data.newList === 'string' && lists.length === 0 ? data.newList : undefined;
  const list = typeof chosen === 'string' ? findListById(lists, chosen) : undefined;
  if (!list && !newList) {
    return goneCard(lists, data);
  }
  const asked = Number(data[RECIPE_INPUTS.servings]);
  const servings = recipe.servings !== undefined && Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : recipe.servings;
  const factor = recipe.servings !== undefined && servings !== undefined ? servings / recipe.servings : 1;
  const ticked = recipe.ingredients.filter((ingredient, index) => (data[RECIPE_INPUTS.ingredient(index)] ?? String(ingredient.ticked)) === 'true');
  const target = list ? ({ kind: 'list', list } as const) : ({ kind: 'new', name: newList as string } as const);
  if (ticked.length === 0) {
    return { card: recipeCard(recipe, target, 'Tick at least one ingredient to add.') };
  }
  const name = list?.name ?? (newList as string);
  const items = ticked.map((ingredient) => {
    const quantity = scaleQuantity(ingredient.quantity, factor);
    return formatItem({ name: ingredient.name, ...(quantity ? { quantity } : {}) });
  });
  const calls: AppliedCall[] = [...(newList ? [{ action: 'createList', parameters: { list: newList } }] : []), { action: 'addRecipeItems', parameters: { list: name, recipe: recipe.name, items } }];
  const { actions, limits, userName } = context;
  const applied = await applyCalls(lists, calls, actions, { limits, ...(userName ? { userName } : {}) });
  if (!applied.ok) {
    return { card: recipeCard(recipe, target, applied.error.message) };
  }
  const updated = findListById(applied.value, list?.id ?? '') ?? applied.value.find((each) => each.name === name);
  const scaled = factor !== 1 ? ` for ${servings}` : '';
  const note = `Added ${ticked.length === 1 ? '1 ingredient' : `${ticked.length} ingredients`} of ${recipe.name}${scaled}. Type /undo to take them off.`;
  return {
    card: updated ? suggestingCard(applied.value, updated, context, { text: note, color: 'Good' }) : confirmationOutcomeCard('Added', [note], 'Good'),
    changed: { lists: applied.value, calls },
  };
}
