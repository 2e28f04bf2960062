import { type FetchOptions, fetchPage } from '../links/fetch-page';
import type { Recipe } from './recipe';
import { recipePageReader } from './read-recipe-page';

/**
 * The recipe on the page a user's link names, read as the page arrives; undefined when it has none.
 * Throws a LinkRefusedError when the link, or the page (too large, too deeply nested), is refused.
 */
export async function fetchRecipe(link: string, options: FetchOptions): Promise<Recipe | undefined> {
  return (await fetchPage(link, options, recipePageReader)).body;
}
