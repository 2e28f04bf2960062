import type { GroceryList } from '../../lists';
import { listsHolding } from './choose-list';
import { findNamedList } from './list-phrases';
import type { ItemsPhrase } from './clause';
import { isUnchangedPlan, joinPlans, type OfflineRequest, sayPlan } from './plans';
import { namedItems, planAdd, planRemove } from './plan-items';
import { isPhraseText } from './phrase-index';
import { focusedItems } from './focus';
import type { ValidatedPlan } from '../plan';

const BOTH = (phrase: string) => isPhraseText(phrase, 'bothLists');
const ALL = (phrase: string) => isPhraseText(phrase, 'allListsRef');

/**
 * The lists "both lists" or "all my lists" means: both only when there are exactly two. Undefined
 * when the phrase is not such a phrase; a reply when it cannot be answered.
 */
function listsMeant(request: OfflineRequest, phrase: string): readonly GroceryList[] | { reply: string } | undefined {
  const { lists } = request;
  // A list may be called "both": its name wins.
  if (!(BOTH(phrase) || ALL(phrase)) || findNamedList(lists, phrase)) {
    return undefined;
  }
  if (lists.length === 0) {
    return { reply: 'There are no lists yet. Create one first, for example "create a groceries list with milk".' };
  }
  if (BOTH(phrase) && lists.length !== 2) {
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

/** Adds the items to each list "both lists" or "all my lists" means. */
export function planAddToEvery(request: OfflineRequest, phrase: ItemsPhrase, listsPhrase: string): ValidatedPlan | undefined {
  if (phrase.kind === 'pointer') {
    // "add it to both lists": the items the previous turn named.
    const pointed = focusedItems(request, phrase, false);
    return 'reply' in pointed ? sayPlan(pointed.reply) : planAddToEvery(request, { kind: 'items', items: pointed.value.items, notes: [] }, listsPhrase);
  }
  // Only plain items are worth a question back.
  const meant = namedItems(request, phrase) ? listsMeant(request, listsPhrase) : undefined;
  if (!meant || 'reply' in meant) {
    return meant && sayPlan(meant.reply);
  }
  return planEach(meant, (list) => planAdd(request, phrase, list.name, true));
}

/** "From all lists": from each list that holds the items; "from both lists": both must. */
export function planRemoveFromEvery(request: OfflineRequest, phrase: ItemsPhrase, listsPhrase: string): ValidatedPlan | undefined {
  const items = namedItems(request, phrase);
  const meant = items ? listsMeant(request, listsPhrase) : undefined;
  if (!items || !meant) {
    return undefined;
  }
  if ('reply' in meant) {
    return sayPlan(meant.reply);
  }
  const from = ALL(listsPhrase) ? listsHolding(meant, items) : meant;
  return from.length === 0 ? undefined : planEach(from, (list) => planRemove(request, phrase, list.name, false));
}
