import type { ConversationFocus } from '../../conversation/conversation-state';
import type { GroceryLists, ListLimits } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { cleanRequest } from './clean-request';
import type { Intent, OfflineRequest } from './intent';
import { everyListIntents } from './every-list-intents';
import { followUpIntents } from './follow-up-intents';
import { itemIntents } from './item-intents';
import { listIntents } from './list-intents';
import { moveIntents } from './move-intents';
import { planClauses } from './plan-clauses';
import { readIntents } from './read-intents';
import { replaceIntents } from './replace-intents';
import { quantityIntents } from './quantity-intents';
import { renameIntents } from './rename-intents';
import { requestLines } from './request-lines';
import { sectionIntents } from './section-intents';
import { shoppingIntents } from './shopping-intents';

/** What the offline planner made of a request: a plan it is sure of, or nothing. */
export type OfflinePlanning = { readonly understood: true; readonly plan: ValidatedPlan } | { readonly understood: false };

// Order matters where phrasings overlap: "remove the party list" is about a list, not an item;
// "move milk to party" is a move, not "milk to party"; "clear the bought items" is not a list
// called "bought items", and "move tofu to dairy" sorts tofu when no list is called dairy.
const INTENTS: readonly Intent[] = [...readIntents, ...shoppingIntents, ...renameIntents, ...sectionIntents, ...quantityIntents, ...listIntents, ...moveIntents, ...replaceIntents, ...everyListIntents, ...itemIntents, ...followUpIntents];

/**
 * Reads a plain-English list request into the plan a model would answer with, deterministically and
 * with no model. It never guesses: what it does not understand completely is `understood: false`.
 * A message of several requests ("add milk to groceries and cups to party", one a line) is one plan.
 */
export function planOffline(text: string, lists: GroceryLists, limits: ListLimits, focus?: ConversationFocus): OfflinePlanning {
  const lines = requestLines(text);
  const request: OfflineRequest = { text: cleanRequest(lines?.[0] ?? ''), lists, limits, ...(focus ? { focus } : {}), ...(lines?.length === 1 && FOLLOWS_ON.test(lines[0] ?? '') ? { followsOn: true } : {}) };
  if (!lines || lines.length === 0 || request.text.length === 0) {
    return { understood: false };
  }
  const plan = lines.length === 1 ? (planOne(request) ?? planClauses(lines, request, planOne)) : planClauses(lines, request, planOne);
  return plan ? { understood: true, plan } : { understood: false };
}

// The words that make a message a follow-up, before cleaning takes them off: "and eggs", "bread too".
const FOLLOWS_ON = /^\s*(?:(?:oh,?\s+)?and(?:\s+also)?|also|plus)\s+\S|\S[\s,]+(?:too|as well)(?:[\s,]+(?:please|pls|thanks|thank you))?[\s.!]*$/i;

function planOne(request: OfflineRequest): ValidatedPlan | undefined {
  for (const intent of INTENTS) {
    const plan = intent(request);
    if (plan) {
      return plan;
    }
  }
  return undefined;
}
