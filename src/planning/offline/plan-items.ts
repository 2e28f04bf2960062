import { addItems, formatItem, parseItem, removeItems, type GroceryList } from '../../lists';
import { knownItemsOf, chooseList, listsHolding, mentionsList, namesListWithin } from './choose-list';
import { doCommand, doPlan, type Intent, type OfflineRequest, sayPlan, unchangedPlan, whenMatches } from './intent';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { agree } from '../../text/agree';
import { capitalize } from '../../text/capitalize';
import { joinWords } from '../../text/join-words';
import { splitItems } from './split-items';
import type { ValidatedPlan } from '../plan';
import { adds, focusedItems, listActedOn, pointsAtItems } from './focus';

/**
 * Adds items to a list. `explicit` is true when the request says "add"/"put" and names the list, so
 * a list that does not exist is worth an answer; without it, an unknown list means "not understood".
 */
export function planAdd(request: OfflineRequest, itemsText: string, listPhrase: string | undefined, explicit: boolean): ValidatedPlan | undefined {
  if (pointsAtItems(itemsText)) {
    // "add it to party too": the items the previous turn named, to a list named here.
    const pointed = listPhrase === undefined ? undefined : focusedItems(request, itemsText, false);
    return pointed && ('reply' in pointed ? sayPlan(pointed.reply) : planAdd(request, pointed.value.items.join(', '), listPhrase, explicit));
  }
  const items = splitItems(itemsText, knownItemsOf(request));
  if (!items || mentionsList(request.lists, items) || namesListWithin(request.lists, itemsText)) {
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
    createHint: (name) => `To make it, say "create a ${name} list with ${joinWords(items)}".`,
  });
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const { list } = choice;
  const outcome = addItems(request.lists, list.name, items, request.limits);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  const { added, updated, unchanged } = outcome.value;
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
export function planRemove(request: OfflineRequest, itemsText: string, listPhrase: string | undefined, bought: boolean): ValidatedPlan | undefined {
  if (pointsAtItems(itemsText)) {
    // "take them off": the items the previous turn named, off its list, or off the one named here.
    const pointed = focusedItems(request, itemsText, listPhrase === undefined);
    if ('reply' in pointed) {
      return sayPlan(pointed.reply);
    }
    const { items, list } = pointed.value;
    return planRemove(request, items.join(', '), listPhrase ?? list?.name, bought);
  }
  const items = splitItems(itemsText, knownItemsOf(request));
  if (!items || mentionsList(request.lists, items) || namesListWithin(request.lists, itemsText)) {
    return undefined;
  }
  const list = listPhrase === undefined ? listHolding(request, items, bought) : chooseList(request, listPhrase, { whichQuestion: '' });
  if (!list || 'reply' in list) {
    return list && sayPlan(list.reply);
  }
  const outcome = removeItems(request.lists, list.list.name, items);
  if (!outcome.ok) {
    return bought ? undefined : sayPlan(outcome.error.message);
  }
  const removed = joinWords(outcome.value.removed.map(formatItem));
  const reply = bought ? `Crossed ${removed} off ${list.list.name}.` : `Removed ${removed} from ${list.list.name}.`;
  return doPlan([doCommand('removeItems', { list: list.list.name, items })], reply);
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

export const ADD_VERB = String.raw`(?:add|put|stick|throw|pop|include|append|jot down|write down|note down|note)`;
export const TO = String.raw`(?:to|on|onto|in|into)`;

const addToList = whenMatches(new RegExp(String.raw`^${ADD_VERB}(?: some| more)? (?<items>.+) ${TO} (?<list>.+)$`, 'i'), (groups, request) =>
  planAdd(request, groups.items ?? '', groups.list, true),
);
// "add to party: chips, salsa", also what a bulleted message reads as.
const addToListColon = whenMatches(
  new RegExp(String.raw`^${ADD_VERB}(?: (?:these|this|the following)(?: items)?)? ${TO} (?<list>[^:,]{1,60}):\s*(?<items>.+)$`, 'i'),
  (groups, request) => planAdd(request, groups.items ?? '', groups.list, true),
);
const listColonItems = whenMatches(/^(?<list>[^:,]{1,60}):\s*(?<items>.+)$/i, (groups, request) =>
  findNamedList(request.lists, groups.list ?? '') ? planAdd(request, groups.items ?? '', groups.list, true) : undefined,
);
const needItems = whenMatches(
  /^(?:(?:we|i)(?:'re| are| am)? (?:need|needs|want|wants|gotta get|have to get|must get|should get)|(?:we(?:'re| are)|i(?:'m| am)) (?:out of|running low on|low on|almost out of|running out of)|(?:we|i)(?:'ve| have)? (?:ran|run|just ran|just run) out of|(?:need|get(?! rid of)|buy|grab|pick up|remember)(?: to (?:get|buy|grab|pick up))?)(?: some| more| the)? (?<items>.+?)(?: (?:for|on|to|from) (?<list>.+))?$/i,
  (groups, request) => planAdd(request, groups.items ?? '', groups.list, false),
);
// "pick up corn on the cob for Summer BBQ": the list follows the last "for", when that is a list.
const needItemsForLastList = whenMatches(
  /^(?:(?:we|i)(?:'re| are| am)? (?:need|needs|want|wants|gotta get|have to get|must get|should get)|(?:need|get(?! rid of)|buy|grab|pick up))(?: some| more| the)? (?<items>.+) (?:for|on|to) (?<list>.+)$/i,
  (groups, request) => planAdd(request, groups.items ?? '', groups.list, false),
);
const addItemsOnly = whenMatches(new RegExp(String.raw`^${ADD_VERB}(?: some| more)? (?<items>.+)$`, 'i'), (groups, request) =>
  planAdd(request, groups.items ?? '', undefined, true),
);
// "eggs to groceries" has no verb, so it is read only when the list exists and every item is a short
// name, not a sentence: "plan a Mexican night to party" is for a model.
const IMPERATIVE = /^(?:plan|cook|make|bake|prepare|organi[sz]e|find|suggest|tell|give|send|share|help|remind|check|order|book|sort|rename|count|list|invite|bring)\b/i;
const itemsToList = whenMatches(new RegExp(String.raw`^(?<items>.+) (?:to|onto) (?<list>.+)$`, 'i'), (groups, request) => {
  const items = groups.items ?? '';
  const short = splitItems(items)?.every((item) => parseItem(item).name.split(' ').length <= 3);
  return short && !IMPERATIVE.test(items) ? planAdd(request, items, groups.list, false) : undefined;
});

// "three cans of chickpeas on groceries", "2 kg potatoes for groceries": no verb, but every item is
// measured, so it is something to buy; "3 people for party" and "corn on the cob" are not.
const MEASURE = /(?:\d|\s)\s*(?:loaf|loaves|bags?|cans?|tins?|bottles?|packs?|packets?|box|boxes|jars?|cartons?|bunch|bunches|heads?|tubs?|bars?|pounds?|ounces?|grams?|kilos?|kilograms?|liters?|litres?|gallons?|pints?|dozen|rolls?|cases?|crates?|sacks?|trays?|kg|g|lbs?|oz|l|ml)$/i;
const countedItemsOnList = whenMatches(/^(?<items>.+) (?:on|for) (?<list>.+)$/i, (groups, request) => {
  const items = groups.items ?? '';
  const measured = (item: string) => MEASURE.test(parseItem(item).quantity ?? '') && parseItem(item).name.split(' ').length <= 3;
  const counted = splitItems(items)?.every(measured);
  return counted && !IMPERATIVE.test(items) ? planAdd(request, items, groups.list, false) : undefined;
});

// "Cross off" and "tick off" are what a shopper does with what is in the cart: see shopping-intents.
export const REMOVE_VERB = String.raw`(?:remove|delete|take|strike|scratch|drop|erase|get rid of|knock)(?: off| out)?`;
const removeFromList = whenMatches(
  new RegExp(String.raw`^${REMOVE_VERB} (?:the )?(?<items>.+?) (?:off|from|out of|on)(?: of)? (?<list>.+)$`, 'i'),
  (groups, request) => planRemove(request, groups.items ?? '', groups.list, false),
);
const removeItemsOnly = whenMatches(new RegExp(String.raw`^${REMOVE_VERB} (?:the )?(?<items>.+?)(?: off)?$`, 'i'), (groups, request) =>
  planRemove(request, groups.items ?? '', undefined, false),
);
// "We have milk already": not needed after all, so off the list (bought on this trip is ticked instead).
const haveItems = whenMatches(/^(?:i|we)(?: just| already)? have(?: the| some)? (?<items>.+?)(?: (?:for|from|off|on) (?<list>.+))?$/i, (groups, request) =>
  planRemove(request, groups.items ?? '', groups.list, true),
);

/** Requests about items: add and remove, in their many phrasings. */
export const itemIntents: readonly Intent[] = [
  removeFromList, haveItems, addToListColon, addToList, listColonItems, needItems, needItemsForLastList, removeItemsOnly, addItemsOnly, itemsToList, countedItemsOnList,
];
