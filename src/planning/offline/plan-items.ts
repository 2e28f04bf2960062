import { findItemPosition, formatItem, type GroceryList, ItemsNotFoundError, type ListItem, parseItem } from '../../lists';
import { isDoubtfulName } from './doubtful-name';
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
    return doPlan([doCommand('createList', { list: firstListName, items })]);
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
  const there = items.map((text) => listedAs(list, text));
  // "cofee", "serial": a new name that may not be what was meant is left to a model, or asked about, not added as typed.
  if (!phrase.quoted && !request.takeAsTyped && items.some((text, at) => !there[at] && isDoubtfulName(text))) {
    return undefined;
  }
  // All there already, and no amount to add: nothing to change, and that is the answer.
  const already = there.flatMap((item) => (item ? [formatItem(item)] : []));
  if (already.length === items.length && items.every((text) => parseItem(text).quantity === undefined)) {
    return unchangedPlan(`${capitalize(joinWords([...new Set(already)]))} ${agree(already, 'is', 'are')} already on ${list.name}.`);
  }
  return doPlan([doCommand('addItems', { list: list.name, items })]);
}

/** The item on `list` a text names, as adding would find it: by its name, or as a misspelling or odd plural of one there. */
function listedAs(list: GroceryList, text: string): ListItem | undefined {
  const at = findItemPosition(list.items, parseItem(text).name);
  return at === undefined ? undefined : list.items[at];
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
  // What is not there is said, and nothing taken off; "we have caviar already" is then no request at all.
  const missing = notListed(list.list, listed);
  if (missing) {
    return bought ? undefined : sayPlan(missing.message);
  }
  return doPlan([doCommand('removeItems', { list: list.list.name, items: listed })]);
}

/** Why `texts` cannot all be taken off `list`, found by looking, not by trying: the error a removal would give. */
export function notListed(list: GroceryList, texts: readonly string[]): ItemsNotFoundError | undefined {
  const missing = texts.filter((text) => !listedAs(list, text));
  return missing.length === 0 ? undefined : new ItemsNotFoundError(list.name, missing, list.items.map(formatItem));
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
