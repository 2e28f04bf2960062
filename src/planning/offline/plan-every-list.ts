import type { GroceryList } from '../../lists';
import { listsHolding } from './choose-list';
import { findNamedList } from './list-phrases';
import { type Intent, isUnchangedPlan, joinPlans, type OfflineRequest, sayPlan, whenMatches } from './intent';
import { ADD_VERB, planAdd, planRemove, REMOVE_VERB, TO } from './item-intents';
import { splitItems } from './split-items';
import type { ValidatedPlan } from '../plan';

const BOTH = /^both(?: lists| of them)?$/i;
const ALL = /^(?:all|each|every)(?: of)?(?: my| our| the)? lists?$/i;

/**
 * The lists "both lists" or "all my lists" means: both only when there are exactly two. Undefined
 * when the phrase is not such a phrase; a reply when it cannot be answered.
 */
function listsMeant(request: OfflineRequest, phrase: string): readonly GroceryList[] | { reply: string } | undefined {
  const { lists } = request;
  // A list may be called "both": its name wins.
  if (!(BOTH.test(phrase) || ALL.test(phrase)) || findNamedList(lists, phrase)) {
    return undefined;
  }
  if (lists.length === 0) {
    return { reply: 'There are no lists yet. Create one first, for example "create a groceries list with milk".' };
  }
  if (BOTH.test(phrase) && lists.length !== 2) {
    return { reply: `Which lists do you mean? Your lists: ${lists.map((list) => list.name).join(', ')}.` };
  }
  return lists;
}

/** The plans for each list joined, or the first that refuses or asks: all of it or nothing. */
function planEach(lists: readonly GroceryList[], planFor: (list: GroceryList) => ValidatedPlan | undefined): ValidatedPlan | undefined {
  const plans: ValidatedPlan[] = [];
  for (const list of lists) {
    const plan = planFor(list);
    if (!plan) {
      return undefined;
    }
    if (!plan.commands.some((command) => command.type === 'DO') && !isUnchangedPlan(plan)) {
      return plan;
    }
    plans.push(plan);
  }
  return joinPlans(plans);
}

const addToEveryList = whenMatches(new RegExp(String.raw`^${ADD_VERB}(?: some| more)? (?<items>.+) ${TO} (?<lists>.+)$`, 'i'), (groups, request) => {
  // Only plain items are worth a question back: "eggs to groceries and add towels" is two requests.
  const meant = splitItems(groups.items ?? '') ? listsMeant(request, groups.lists ?? '') : undefined;
  if (!meant || 'reply' in meant) {
    return meant && sayPlan(meant.reply);
  }
  return planEach(meant, (list) => planAdd(request, groups.items ?? '', list.name, true));
});

// "from all lists": from each list that holds the items; "from both lists": both must.
const removeFromEveryList = whenMatches(
  new RegExp(String.raw`^${REMOVE_VERB} (?:the )?(?<items>.+?) (?:off|from|out of|on)(?: of)? (?<lists>.+)$`, 'i'),
  (groups, request) => {
    const meant = splitItems(groups.items ?? '') ? listsMeant(request, groups.lists ?? '') : undefined;
    if (!meant || 'reply' in meant) {
      return meant && sayPlan(meant.reply);
    }
    const items = splitItems(groups.items ?? '') ?? [];
    const from = ALL.test(groups.lists ?? '') ? listsHolding(meant, items) : meant;
    return from.length === 0 ? undefined : planEach(from, (list) => planRemove(request, groups.items ?? '', list.name, false));
  },
);

/** Requests about every list at once: "add paper plates to both lists", "remove milk from all my lists". */
export const everyListIntents: readonly Intent[] = [addToEveryList, removeFromEveryList];
