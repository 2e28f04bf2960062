import type { GroceryLists, ListLimits } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { cleanRequest } from './clean-request';
import type { Intent } from './intent';
import { itemIntents } from './item-intents';
import { listIntents } from './list-intents';
import { moveIntents } from './move-intents';
import { readIntents } from './read-intents';

/** What the offline planner made of a request: a plan it is sure of, or nothing. */
export type OfflinePlanning = { readonly understood: true; readonly plan: ValidatedPlan } | { readonly understood: false };

// Order matters where phrasings overlap: "remove the party list" is about a list, not an item;
// "move milk to party" is a move, not "milk to party".
const INTENTS: readonly Intent[] = [...readIntents, ...listIntents, ...moveIntents, ...itemIntents];

/**
 * Reads a plain-English list request into the plan a model would answer with, deterministically and
 * with no model. It never guesses: what it does not understand completely is `understood: false`.
 */
export function planOffline(text: string, lists: GroceryLists, limits: ListLimits): OfflinePlanning {
  const cleaned = cleanRequest(text);
  if (cleaned.length === 0) {
    return { understood: false };
  }
  for (const intent of INTENTS) {
    const plan = intent({ text: cleaned, lists, limits });
    if (plan) {
      return { understood: true, plan };
    }
  }
  return { understood: false };
}
