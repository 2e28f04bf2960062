import { recipeCardFor } from '../cards/recipe-card';
import type { AllowedHosts } from '../links/allowed-hosts';
import { findLink } from '../links/find-link';
import { LinkRefusedError } from '../links/link-refused-error';
import type { Logger } from '../logger';
import { fetchRecipe } from '../recipes/fetch-recipe';
import { readPastedRecipe } from '../recipes/pasted-recipe';
import type { Recipe } from '../recipes/recipe';
import { cardReply, type Reply, textReply } from '../replies/reply';
import type { TurnContext } from 'botbuilder';
import type { BotApplication } from './app-turn-state';
import type { LinkReadLimit } from './link-read-limit';
import { sendReplies } from './send-replies';
import { turnRecordOf } from './turn-record';

export interface RecipeRouteOptions {
  readonly allowedHosts: AllowedHosts;
  readonly logger: Logger;
  /** How many links a conversation, and a person, may have read a minute. */
  readonly linkReads: LinkReadLimit;
}

/**
 * A message that holds a link, or is a pasted recipe, is answered with the recipe's card, before any
 * planner: the page is fetched safely and its schema.org Recipe read as it arrives. Nothing changes
 * until someone presses the card's Add; a link refused (a page too large or too deeply nested
 * included), a page with no recipe, or one link too many in a minute, is answered with why.
 */
export function registerRecipes(app: BotApplication, options: RecipeRouteOptions): void {
  // What the route's test read of a message, for its handler: a message is read once.
  const sources = new WeakMap<TurnContext, RecipeSource>();
  app.message(
    async (context) => {
      const source = recipeSourceOf(context.activity.text ?? '');
      if (source) {
        sources.set(context, source);
      }
      return source !== undefined;
    },
    async (context, state) => {
      const source = sources.get(context);
      if (!source) {
        return;
      }
      const read = 'link' in source ? await recipeAt(context, source.link, options) : source;
      let replies: Reply[];
      if ('recipe' in read) {
        replies = [cardReply(recipeCardFor(read.recipe, state.conversation.lists ?? [], state.conversation.focus?.listId))];
      } else {
        turnRecordOf(context).declined = read.declined;
        replies = [textReply(read.reply)];
      }
      await sendReplies(context, replies);
    },
  );
}

/** Where a message's recipe is: a link's page, or the message itself, pasted. */
type RecipeSource = { readonly link: string } | { readonly recipe: Recipe };

function recipeSourceOf(text: string): RecipeSource | undefined {
  const link = findLink(text);
  if (link) {
    return { link };
  }
  const recipe = readPastedRecipe(text);
  return recipe ? { recipe } : undefined;
}

/** The recipe a link's page holds, or what to say instead (and why, for the log). */
async function recipeAt(context: TurnContext, link: string, { allowedHosts, logger, linkReads }: RecipeRouteOptions): Promise<{ recipe: Recipe } | { reply: string; declined: string }> {
  if (!linkReads.allow(context)) {
    return { reply: `That's more than ${linkReads.perMinute} links to read in a minute, so I didn't open this one. Nothing was changed; please send it again in a minute.`, declined: 'too_many_link_reads' };
  }
  try {
    const recipe = await fetchRecipe(link, { allowedHosts });
    return recipe ? { recipe } : { reply: "I couldn't find a recipe on that page (it has no recipe data I can read), so nothing was changed. You can paste the ingredients instead, one a line.", declined: 'no_recipe' };
  } catch (error) {
    if (!(error instanceof LinkRefusedError)) {
      throw error;
    }
    logger.info('link refused', { refusal: error.refusal });
    return { reply: `${error.message} Nothing was changed.`, declined: error.declinedAs };
  }
}
