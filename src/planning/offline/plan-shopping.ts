import { formatItem, type GroceryList } from '../../lists';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { chooseList, listsHolding } from './choose-list';
import { everythingExcept } from './everything-except';
import { namedItems, planAdd } from './plan-items';
import type { ItemsPhrase } from './clause';
import { doCommand, doPlan, type OfflineRequest, sayPlan, unchangedPlan } from './plans';
import { itemsOnList, missingNote } from './items-on-list';

/**
 * Ticks items bought, or takes the tick off: they stay on the list either way, so everyone in the
 * shop sees what is in the cart. Items already so are said, and named ones not on the list noted.
 */
export function planMark(request: OfflineRequest, phrase: ItemsPhrase, listPhrase: string | undefined, bought: boolean, backOn = false): ValidatedPlan | undefined {
  const chosen = itemsOnList(request, phrase, listPhrase, bought ? 'Which list did you get it from?' : 'Which list do you mean?');
  // "put the broccoli back on": taken off since, so it goes on again.
  if (backOn && phrase.kind === 'items' && (!chosen || ('found' in chosen && chosen.found.length === 0))) {
    return planAdd(request, phrase, listPhrase ?? (chosen && 'list' in chosen ? chosen.list.name : undefined), listPhrase !== undefined);
  }
  if (!chosen || 'reply' in chosen) {
    return chosen && sayPlan(chosen.reply);
  }
  const { list, found, missing } = chosen;
  if (found.length === 0) {
    return sayPlan(missingNote(missing, list));
  }
  const toChange = found.filter((item) => (item.bought !== undefined) !== bought);
  const already = found.filter((item) => !toChange.includes(item));
  // Said in the present when nothing changes ("Milk is already bought on groceries."), in the past beside a change.
  const alreadyNote = (present: boolean) => {
    const named = already.map(formatItem);
    const verb = present ? agree(named, 'is', 'are') : agree(named, 'was', 'were');
    return already.length === 0 ? '' : `${capitalize(joinWords(named))} ${verb} ${bought ? 'already bought' : 'not marked bought'} on ${list.name}.`;
  };
  if (toChange.length === 0) {
    return unchangedPlan([alreadyNote(true), missingNote(missing, list)].filter(Boolean).join(' '));
  }
  const action = bought ? 'markBought' : 'markNotBought';
  return doPlan([doCommand(action, { list: list.name, items: toChange.map(formatItem) })], [alreadyNote(false), missingNote(missing, list)].filter(Boolean).join(' '));
}

/** Ticks everything still to buy on one list: "got everything on groceries". */
export function planMarkAll(request: OfflineRequest, listPhrase: string | undefined, except?: ItemsPhrase): ValidatedPlan | undefined {
  const kept = except === undefined ? [] : namedItems(request, except);
  if (!kept) {
    return undefined;
  }
  // "got everything except the eggs": the list that holds the eggs, when no list is named.
  const [holding, ...others] = kept.length > 0 && listPhrase === undefined ? listsHolding(request.lists, kept) : [];
  const choice = holding && others.length === 0 ? { list: holding } : chooseList(request, listPhrase, { whichQuestion: 'Which list did you get everything on?' });
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const { list } = choice;
  const rest = everythingExcept(list, kept);
  if (!rest) {
    return undefined;
  }
  const toBuy = list.items.filter((item) => !item.bought && rest.includes(formatItem(item)));
  if (toBuy.length === 0) {
    return unchangedPlan(list.items.length === 0 ? `${list.name} is empty.` : `Everything on ${list.name} is already bought.`);
  }
  return doPlan([doCommand('markBought', { list: list.name, items: toBuy.map(formatItem) })]);
}

/** Takes the bought items off, as at the end of a shop: off the list named, or the one list that has any. */
export function planClearBought(request: OfflineRequest, listPhrase: string | undefined): ValidatedPlan | undefined {
  const withBought = request.lists.filter((list) => list.items.some((item) => item.bought));
  let list: GroceryList | undefined;
  if (listPhrase !== undefined) {
    const choice = chooseList(request, listPhrase, { whichQuestion: '' });
    if (!choice || 'reply' in choice) {
      return choice && sayPlan(choice.reply);
    }
    list = choice.list;
  } else if (withBought.length > 1) {
    return sayPlan(`Which list should I clear the bought items from? ${joinWords(withBought.map((each) => each.name))} have some.`);
  } else {
    list = withBought[0];
  }
  const bought = list?.items.filter((item) => item.bought) ?? [];
  if (!list || bought.length === 0) {
    return unchangedPlan(list ? `Nothing on ${list.name} is marked bought.` : 'Nothing is marked bought.');
  }
  return doPlan([doCommand('clearBought', { list: list.name })]);
}
