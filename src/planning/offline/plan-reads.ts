import { itemsNamed } from './items-named';
import { findListById, findUnit, formatItem, type GroceryLists, isKnownGrocery, itemKey, itemPositions, matchKey, parseItem } from '../../lists';
import { notFoundReply } from './choose-list';
import type { ValidatedPlan } from '../plan';
import { courtesyPlan, doCommand, type OfflineRequest, sayPlan } from './plans';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { HELP_REPLY } from '../../replies/help-replies';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';

export const helpPlan = (): ValidatedPlan => sayPlan(HELP_REPLY);
export const greetingPlan = (): ValidatedPlan => courtesyPlan(`Hi! ${HELP_REPLY}`);
export const thanksPlan = (): ValidatedPlan => courtesyPlan("You're welcome!");
export const reactionPlan = (): ValidatedPlan => courtesyPlan('👍');

/** The lists a question is asked of: the one named, or every list; undefined when the one named is not there. */
function listsAskedOf(request: OfflineRequest, phrase: string | undefined): GroceryLists | undefined {
  if (phrase === undefined) {
    return request.lists;
  }
  const list = findNamedList(request.lists, phrase);
  return list ? [list] : undefined;
}

/** How much of an item a list holds: "how many burgers are on the bbq list?". */
export function howManyPlan(request: OfflineRequest, item: string, phrase: string | undefined): ValidatedPlan | undefined {
  const lists = listsAskedOf(request, phrase);
  if (!lists) {
    return undefined;
  }
  // Every item of that kind counts: "how much flour" is the self raising flour there; and "how many cans
  // of tennents" asks after the tennents, whatever they are counted in.
  const named = (name: string) => lists.flatMap((list) => itemsNamed(list.items, name).map((each) => `${formatItem(each)} on ${list.name}`));
  const { unit, name: counted } = /^(?<unit>\S+)\s+of\s+(?<name>.+)$/iu.exec(item)?.groups ?? {};
  const asked = named(item);
  const found = asked.length === 0 && counted !== undefined && unit !== undefined && findUnit(unit) !== undefined ? named(counted) : asked;
  return sayPlan(found.length === 0 ? `${capitalize(item)} ${agree([item], "isn't", "aren't")} on ${phrase === undefined ? 'any of your lists' : (lists[0]?.name ?? '')}.` : `${capitalize(joinWords(found))}.`);
}

/** The lists there are, each with how many items it holds. */
export function allListsPlan({ lists }: OfflineRequest): ValidatedPlan {
  if (lists.length === 0) {
    return sayPlan('You have no lists yet. Try "create a groceries list with milk and eggs".');
  }
  const lines = lists.map((list) => `- ${list.name} (${list.items.length === 0 ? 'empty' : list.items.length === 1 ? '1 item' : `${list.items.length} items`})`);
  return sayPlan(`Your lists:\n${lines.join('\n')}`);
}

/** Shows lists as cards: the card is the answer, so the plan needs no SAY. */
function showPlan(...lists: string[]): ValidatedPlan {
  return { type: 'plan', commands: lists.map((list) => doCommand('showList', { list })) };
}

/** Every list shown; "both lists" only when there are two. */
export function showEveryPlan({ lists }: OfflineRequest, both: boolean): ValidatedPlan | undefined {
  if (lists.length === 0) {
    return sayPlan('You have no lists yet.');
  }
  return both && lists.length !== 2 ? undefined : showPlan(...lists.map((list) => list.name));
}

/** Who added an item, on each list that has it, or on the one named ("who wants crisps on party"). */
export function whoAddedPlan(request: OfflineRequest, said: string, phrase: string | undefined): ValidatedPlan | undefined {
  // "who added the crisps" reads with "the" in the item or in the question: one answer either way.
  const text = said.replace(/^(?:the|our|my)\s+/iu, '');
  const lists = listsAskedOf(request, phrase);
  if (!lists) {
    return undefined;
  }
  const found = lists.flatMap((list) => itemsNamed(list.items, text).map((item) => ({ list, item })));
  if (found.length === 0) {
    return sayPlan(`'${text}' is not on ${phrase === undefined ? 'any of your lists' : (lists[0]?.name ?? '')}.`);
  }
  const lines = found.map(({ list, item }) => (item.addedBy ? `${item.addedBy} added ${formatItem(item)} to ${list.name}.` : `Nobody is recorded as adding ${formatItem(item)} to ${list.name}.`));
  return sayPlan(lines.join(' '));
}

/** Which lists hold an item; never a comparison ("which list has the most"). */
export function whichListPlan(request: OfflineRequest, item: string): ValidatedPlan | undefined {
  if (/^(?:most|least|fewest|more|fewer|biggest|smallest|longest|shortest|oldest|newest)\b/i.test(item)) {
    return undefined;
  }
  const key = itemKey(parseItem(item).name);
  const holding = request.lists.filter((list) => itemPositions(list.items).has(key));
  if (holding.length > 0) {
    // What is there, as it is written there: "2 pints of milk is on groceries", not only the word asked about.
    const written = holding.flatMap((list) => list.items.filter((each) => itemKey(each.name) === key).map((each) => `${formatItem(each)}${each.bought ? ' (bought)' : ''}`));
    const named = [...new Set(written)];
    return sayPlan(`${capitalize(joinWords(named))} ${agree(named, 'is', 'are')} on ${joinWords(holding.map((list) => list.name))}.`);
  }
  // "is juice on any list?": the items of that kind, where there is no item of that very name.
  const kinds = request.lists.flatMap((list) => itemsNamed(list.items, item).map((found) => `${formatItem(found)}${found.bought ? ' (bought)' : ''} on ${list.name}`));
  return sayPlan(kinds.length > 0 ? `Yes: ${joinWords(kinds)}.` : `'${item}' is not on any of your lists.`);
}

/** Whether an item is on the list named: "is bathroom cleaner on the cleaning list?". */
export function isOnListPlan(request: OfflineRequest, item: string, phrase: string): ValidatedPlan | undefined {
  const list = findNamedList(request.lists, phrase);
  if (!list) {
    return undefined;
  }
  const found = itemsNamed(list.items, item);
  if (found.length === 0) {
    return sayPlan(`${capitalize(item)} ${agree([item], "isn't", "aren't")} on ${list.name}.`);
  }
  const [only] = found;
  if (only && found.length === 1) {
    return sayPlan(`Yes: ${formatItem(only)} ${agree([formatItem(only)], 'is', 'are')} on ${list.name}${only.bought ? ', bought' : ''}.`);
  }
  const written = found.map((each) => `${formatItem(each)}${each.bought ? ' (bought)' : ''}`);
  return sayPlan(`Yes: ${joinWords(written)} are on ${list.name}.`);
}

/** Whether an item is bought yet: "did anyone get the milk?", answered for every item of that name, and who got it. */
export function isBoughtPlan(request: OfflineRequest, said: string, phrase: string | undefined): ValidatedPlan | undefined {
  const item = said.replace(/^(?:the|our|my|some|any)\s+/iu, '');
  const lists = listsAskedOf(request, phrase);
  if (!lists) {
    return undefined;
  }
  const found = lists.flatMap((list) => itemsNamed(list.items, item).map((each) => ({ list, item: each })));
  if (found.length === 0) {
    // Said "not on any list" only of a grocery that none of the items or lists goes by: "did you get my
    // message?" is no question about the lists, and "the cheap milk" or "the party" may mean what is there.
    const words = matchKey(item).split(' ').filter((word) => word.length >= 3);
    const namesSomething = findNamedList(request.lists, item) !== undefined || words.some((word) => request.lists.some((list) => itemsNamed(list.items, word).length > 0));
    return isKnownGrocery(parseItem(item).name) && !namesSomething ? sayPlan(`${capitalize(item)} ${agree([item], "isn't", "aren't")} on ${phrase === undefined ? 'any of your lists' : (lists[0]?.name ?? '')}.`) : undefined;
  }
  const lines = found.map(({ list, item: each }) => {
    const written = formatItem(each);
    if (!each.bought) {
      return `Not yet: ${written} ${agree([written], 'is', 'are')} still to buy on ${list.name}.`;
    }
    return each.bought.by ? `Yes: ${each.bought.by} got ${written} (${list.name}).` : `Yes: ${written} ${agree([written], 'is', 'are')} ticked on ${list.name}.`;
  });
  return sayPlan(lines.join(' '));
}

/** What is bought so far, on every list: "what's in the cart?". */
export function cartPlan({ lists }: OfflineRequest): ValidatedPlan {
  if (lists.length === 0) {
    return sayPlan('You have no lists yet.');
  }
  const carts = lists.flatMap((list) => {
    const bought = list.items.filter((item) => item.bought);
    return bought.length === 0 ? [] : [`${joinWords(bought.map(formatItem))} from ${list.name}`];
  });
  return sayPlan(carts.length === 0 ? 'Nothing is marked bought yet: say "got the milk", or tap an item on a list card.' : `In the cart: ${carts.join('; ')}.`);
}

/**
 * Shows the list a phrase names. One that does not exist is said to be missing, unless the phrase
 * may mean something else ("what do we need for tacos?" is a question for a model).
 */
export function showListPlan(request: OfflineRequest, phrase: string, onlyIfThere: boolean): ValidatedPlan | undefined {
  const list = findNamedList(request.lists, phrase);
  if (list) {
    return showPlan(list.name);
  }
  const name = listNameFrom(phrase);
  return !onlyIfThere && name !== undefined && isPlausibleListName(name) ? sayPlan(notFoundReply(request, name)) : undefined;
}

/** "What's left?": the list the last turn was about, or the only list there is. */
export function showLeftPlan(request: OfflineRequest): ValidatedPlan | undefined {
  const focused = request.focus && findListById(request.lists, request.focus.listId);
  const [only, ...others] = request.lists;
  const list = focused ?? (only && others.length === 0 ? only : undefined);
  return list ? showPlan(list.name) : undefined;
}
