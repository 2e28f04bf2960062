import { formatItem, type GroceryList } from '../lists';
import { type Ingredient, readIngredient } from '../recipes/ingredient-line';
import { isPantryBasic } from '../recipes/pantry-basics';
import type { Recipe } from '../recipes/recipe';
import { adaptiveCard, type AdaptiveCard, type CardElement, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** The inputs of a recipe card, as Teams sends them with its Add: the servings, each ingredient's toggle, the list chosen. */
export const RECIPE_INPUTS = { servings: 'servings', ingredient: (index: number) => `ingredient-${index}`, list: 'recipeList' } as const;

/** An ingredient as the card carries it: what to buy, and whether it starts ticked. */
export interface CardIngredient extends Ingredient {
  readonly ticked: boolean;
}

/** A recipe as its card shows it and its Add carries it back: no fetch again, and nothing the card did not show. */
export interface CardRecipe {
  readonly name: string;
  readonly servings?: number;
  readonly ingredients: readonly CardIngredient[];
}

/** The list a card's Add goes to: the one given, a choice among several (the preferred one first chosen), or a new groceries list when there is none. */
export type RecipeTarget = { readonly kind: 'list'; readonly list: GroceryList } | { readonly kind: 'choice'; readonly lists: readonly GroceryList[]; readonly preferred: GroceryList } | { readonly kind: 'new'; readonly name: string };

/**
 * A recipe as a card for the list: its name and servings (a number to change, which scales the
 * quantities), each ingredient with a toggle (all ticked but the pantry basics), and one button that
 * adds the ticked ones to the list, with no model.
 */
export function recipeCard(recipe: CardRecipe, target: RecipeTarget, note?: string): AdaptiveCard {
  const servings: CardElement[] =
    recipe.servings === undefined
      ? [paragraph('The recipe does not say how many it serves: the amounts are as written.', { subtle: true })]
      : [{ type: 'Input.Number', id: RECIPE_INPUTS.servings, label: `Servings (the recipe serves ${recipe.servings})`, value: recipe.servings, min: 1, max: 100 }];
  const toggles: CardElement[] = recipe.ingredients.map((ingredient, index) => ({
    type: 'Input.Toggle',
    id: RECIPE_INPUTS.ingredient(index),
    // A toggle's title is plain text, never markdown: shown as the page wrote it.
    title: `${formatItem(ingredient)}${ingredient.note ? ` (${ingredient.note})` : ''}`,
    value: ingredient.ticked ? 'true' : 'false',
    valueOn: 'true',
    valueOff: 'false',
    wrap: true,
    spacing: 'Small',
  }));
  const choice: CardElement[] =
    target.kind === 'choice'
      ? [{ type: 'Input.ChoiceSet', id: RECIPE_INPUTS.list, label: 'Add to', value: target.preferred.id, choices: target.lists.map((list) => ({ title: list.name, value: list.id })) }]
      : [];
  const listName = target.kind === 'list' ? target.list.name : target.kind === 'new' ? target.name : 'list';
  const data = { recipe, ...(target.kind === 'list' ? { listId: target.list.id } : target.kind === 'new' ? { newList: target.name } : {}) };
  const body = [
    heading(recipe.name),
    ...(note ? [paragraph(note, { color: 'Attention' })] : []),
    ...servings,
    paragraph('Ingredients: untick what you have. Salt, pepper, water and cooking oil start unticked.', { subtle: true }),
    ...toggles,
    ...choice,
  ];
  const fallback = `${recipe.name}: ${recipe.ingredients.map(formatItem).join(', ')}`;
  return adaptiveCard(body, [executeAction(`Add to ${listName}`, CARD_VERBS.addRecipe, data, 'positive')], fallback.slice(0, 1_000));
}

/**
 * The card of a recipe read from a page or a paste, for these lists: each line read into what to buy,
 * pantry basics unticked; Add goes to the only list, or lets the person choose (the list talked about
 * last chosen first), or makes a groceries list when there is none.
 */
export function recipeCardFor(recipe: Recipe, lists: readonly GroceryList[], focusListId: string | undefined): AdaptiveCard {
  const ingredients = recipe.ingredients.map((line) => {
    const ingredient = readIngredient(line);
    return { ...ingredient, ticked: !isPantryBasic(ingredient.name) };
  });
  const [first, ...others] = lists;
  const target: RecipeTarget = !first
    ? { kind: 'new', name: 'groceries' }
    : others.length === 0
      ? { kind: 'list', list: first }
      : { kind: 'choice', lists, preferred: lists.find((list) => list.id === focusListId) ?? first };
  return recipeCard({ name: recipe.name, ...(recipe.servings ? { servings: recipe.servings } : {}), ingredients }, target);
}
