import { addItems, findItemPosition, formatItem, mayBeMisspelt, parseItem, removeItems, type GroceryList } from '../../lists';
import { removalReply } from '../../actions/removal-reply';
import { chooseList, listsHolding, mentionsList } from './choose-list';
import type { ItemsPhrase } from './clause';
import { doCommand, doPlan, type OfflineRequest, sayPlan, unchangedPlan } from './plans';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { asListed } from './partial-names';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { adds, focusedItems, listActedOn } from './focus';

/** The items a phrase names, as a plan takes them: undefined when one of them is really a list's name. */
export function namedItems(request: OfflineRequest, phrase: ItemsPhrase): string[] | undefined {
  return phrase.kind === 'items' && !mentionsList(request.lists, phrase.items) ? [...phrase.items] : undefined;
}

/**
 * Adds items to a list. `explicit` is true when the request says "add"/"put" and names the list, so
 * a list that does not exist is worth an answer; without it, an unknown list means "not understood".
 */
export function planAdd(request: OfflineRequest, phrase: ItemsPhrase, listPhrase: string | undefined, explicit: boolean): ValidatedPlan | undefined {
  if (phrase.kind === 'pointer') {
    // "add it to party too": the items the previous turn named, to a list named here.
    const pointed = listPhrase === undefined ? undefined : focusedItems(request, phrase, false);
    return pointed && ('reply' in pointed ? sayPlan(pointed.reply) : planAdd(request, { kind: 'items', items: pointed.value.items, notes: [] }, listPhrase, explicit));
  }
  const items = namedItems(request, phrase);
  if (!items) {
    return undefined;
  }
  if (listPhrase !== undefined && !explicit && !findNamedList(request.lists, listPhrase)) {
    return undefined;
  }
  // With no lists at all, a named list cannot be a slip for another one: the first request makes it.
  const noListsYet = request.lists.length === 0 || (request.startedWithNoLists === true && !findNamedList(request.lists, listPhrase ?? ''));
  const firstListName = noListsYet && explicit && listPhrase !== undefined ? listNameFrom(listPhrase) : undefined;
  if (firstListName !== undefined && isPlausibleListName(firstListName)) {
    return doPlan([doCommand('createList', { list: firstListName, items })], `Created ${firstListName} with ${joinWords(items)}.`);
  }
  const choice = chooseList(request, listPhrase ?? listAddedTo(request), {
    whichQuestion: `Which list should I add ${joinWords(items)} to?`,
    createHint: (name) => `To make a new list, say "create a ${name} list with ${joinWords(items)}".`,
  });
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const { list } = choice;
  // "two more pouches", "another box": more of something said to be there; when it is not, the words may name it otherwise ("pouches of baby food").
  if (items.some((text) => SAYS_MORE.test(text) && findItemPosition(list.items, parseItem(text).name) === undefined)) {
    return undefined;
  }
  const outcome = addItems(request.lists, list.name, items, request.limits, request.userName);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  const { added, updated, unchanged } = outcome.value;
  // "cofee": a new name that may be a slip is left to a model, or asked about, not added misspelt.
  if (!phrase.quoted && !request.takeAsTyped && added.some((item) => mayBeMisspelt(item.name))) {
    return undefined;
  }
  const already = unchanged.map(formatItem);
  if (added.length === 0 && updated.length === 0) {
    return unchangedPlan(`${capitalize(joinWords(already))} ${agree(already, 'is', 'are')} already on ${list.name}.`);
  }
  const parts = [
    added.length > 0 ? `Added ${joinWords(added.map(formatItem))} to ${list.name}.` : '',
    updated.length > 0 ? `${capitalize(list.name)} now has ${joinWords(updated.map(formatItem))}.` : '',
    already.length > 0 ? `${capitalize(joinWords(already))} ${agree(already, 'was', 'were')} already on it.` : '',
  ];
  return doPlan([doCommand('addItems', { list: list.name, items })], parts.filter(Boolean).join(' '));
}

const SAYS_MORE = /\b(?:more|another)\b/i;

/**
 * The list the previous turn added to, for an add that names none among several lists: "add milk
 * to groceries", then "add eggs", goes on adding to groceries. After any other turn it is asked.
 */
function listAddedTo(request: OfflineRequest): string | undefined {
  const acted = request.lists.length > 1 ? listActedOn(request) : undefined;
  return acted && adds(acted.action) ? acted.list.name : undefined;
}

/**
 * Removes items. With no list named, the list is the one that holds them all. `bought` phrasings
 * ("we have milk already": not needed) are only understood when the items are on a list: "I have a
 * question" is not a request to remove "a question". Buying on a shop ticks instead (shopping-intents).
 */
export function planRemove(request: OfflineRequest, phrase: ItemsPhrase, listPhrase: string | undefined, bought: boolean): ValidatedPlan | undefined {
  if (phrase.kind === 'pointer') {
    // "take them off": the items the previous turn named, off its list, or off the one named here.
    const pointed = focusedItems(request, phrase, listPhrase === undefined);
    if ('reply' in pointed) {
      return sayPlan(pointed.reply);
    }
    const { items, list } = pointed.value;
    return planRemove(request, { kind: 'items', items, notes: [] }, listPhrase ?? list?.name, bought);
  }
  const items = namedItems(request, phrase);
  if (!items) {
    return undefined;
  }
  const list = listPhrase === undefined ? listHolding(request, items, bought) : chooseList(request, listPhrase, { whichQuestion: `Which list should I take ${joinWords(items)} off?` });
  if (!list || 'reply' in list) {
    return list && sayPlan(list.reply);
  }
  const listed = asListed(list.list, items);
  if (!listed) {
    return undefined;
  }
  const outcome = removeItems(request.lists, list.list.name, listed);
  if (!outcome.ok) {
    return bought ? undefined : sayPlan(outcome.error.message);
  }
  return doPlan([doCommand('removeItems', { list: list.list.name, items: listed })], removalReply(outcome.value, list.list.name, bought));
}

function listHolding(request: OfflineRequest, items: readonly string[], bought: boolean): { list: GroceryList } | { reply: string } | undefined {
  const holding = listsHolding(request.lists, items);
  const [only] = holding;
  if (holding.length === 1 && only) {
    return { list: only };
  }
  if (bought) {
    return undefined;
  }
  const quoted = joinWords(items.map((item) => `'${item}'`));
  if (holding.length > 1) {
    return { reply: `Which list should I take ${joinWords(items)} off? ${agree(items, 'It is', 'They are')} on ${joinWords(holding.map((list) => list.name))}.` };
  }
  const [single] = request.lists;
  if (request.lists.length === 1 && single) {
    return { list: single };
  }
  return { reply: request.lists.length === 0 ? 'There are no lists yet.' : `${quoted} ${agree(items, 'is', 'are')} not on any of your lists.` };
}
