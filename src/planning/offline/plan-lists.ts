import { createList, deleteList, formatItem, matchKey, removeItems } from '../../lists';
import { doCommand, doPlan, type Intent, type OfflineRequest, sayPlan, unchangedPlan, whenMatches } from './intent';
import { knownItemsOf, mentionsList, namesListWithin, notFoundReply } from './choose-list';
import { findNamedList, isPlausibleListName, isQuoted, listNameFrom } from './list-phrases';
import { agree } from '../../text/agree';
import { joinWords } from '../../text/join-words';
import { splitItems } from './split-items';
import { everythingExcept, keptItems } from './everything-except';

function planCreate(request: OfflineRequest, listPhrase: string | undefined, itemsText: string | undefined) {
  const name = listPhrase === undefined ? undefined : listNameFrom(listPhrase);
  if (name === undefined) {
    return sayPlan('What should I call the new list? For example: "create a groceries list".');
  }
  const existing = findNamedList(request.lists, name);
  if (!existing && !isPlausibleListName(name) && !(listPhrase !== undefined && isQuoted(listPhrase))) {
    return undefined;
  }
  const items = itemsText === undefined ? [] : (itemsOfList(request, itemsText) ?? itemsNamed(request, itemsText));
  if (items === undefined) {
    return undefined;
  }
  const outcome = createList(request.lists, name, items, request.limits);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  const added = joinWords(outcome.value.added.map(formatItem));
  if (existing) {
    if (outcome.value.added.length === 0) {
      return unchangedPlan(items.length === 0 ? `You already have a list called ${existing.name}.` : `${joinWords(items)} ${agree(items, 'is', 'are')} already on ${existing.name}.`);
    }
    return doPlan([doCommand('addItems', { list: existing.name, items })], `You already have ${existing.name}, so I added ${added} to it.`);
  }
  const parameters = items.length > 0 ? { list: name, items } : { list: name };
  return doPlan([doCommand('createList', parameters)], items.length > 0 ? `Created ${name} with ${added}.` : `Created the ${name} list.`);
}

/** The items a request names for a new list; undefined when one is for another list: "with towels and ice for party". */
function itemsNamed(request: OfflineRequest, itemsText: string): string[] | undefined {
  const items = splitItems(itemsText, knownItemsOf(request));
  return items && !mentionsList(request.lists, items) && !namesListWithin(request.lists, itemsText) ? items : undefined;
}

// "start a camping list with everything that's on Summer BBQ": a copy of another list's items.
const EVERYTHING_ON = /^(?:everything|all the items|all of the items|whatever'?s|what'?s)(?: that'?s| that is| which is)? (?:on|in|from) (?<list>.+)$/i;

function itemsOfList(request: OfflineRequest, itemsText: string): string[] | undefined {
  const phrase = EVERYTHING_ON.exec(itemsText)?.groups?.list;
  const list = phrase === undefined ? undefined : findNamedList(request.lists, phrase);
  return list?.items.map(formatItem);
}

const CREATE_VERB = String.raw`(?:create|make|start|set up|begin|open)(?: up)?(?: me| us)?`;
const ARTICLE = String.raw`(?:a |an |the |my |our )?(?:new )?`;
const WITH = String.raw`(?:\s*:\s*|\s+(?:with|containing|including|for)\s+)`;

const createNamedList = whenMatches(
  // "a list called X", and the same with the kind of list said first: "a shopping list called groceries".
  // (without a name, "a grocery list" is called grocery, below).
  new RegExp(String.raw`^${CREATE_VERB} ${ARTICLE}(?:list|(?:shopping|grocery|groceries|food|shared|to-?do) list(?= called | named ))(?: (?:called|named) (?<list>.+?))?(?:${WITH}(?<items>.+))?$`, 'i'),
  (groups, request) => planCreate(request, groups.list, groups.items),
);
const createXList = whenMatches(
  new RegExp(String.raw`^(?:${CREATE_VERB}|add) ${ARTICLE}(?<list>.+?) list(?:${WITH}(?<items>.+))?$`, 'i'),
  (groups, request) => planCreate(request, groups.list, groups.items),
);
const createX = whenMatches(
  new RegExp(String.raw`^create ${ARTICLE}(?<list>.+?)(?:\s+(?:with|containing|including)\s+(?<items>.+))?$`, 'i'),
  (groups, request) => planCreate(request, groups.list, groups.items),
);
// "new list: weekend bbq" names the list; items after a colon are for "new list called X: a, b".
const newList = whenMatches(/^new list(?: (?:called|named))?(?: |\s*:\s*(?=[^,]+$))(?<list>.+?)(?:(?:\s*:\s*|\s+with\s+)(?<items>.+))?$|^new (?<name>.+?) list(?:(?:\s*:\s*|\s+with\s+)(?<more>.+))?$/i, (groups, request) =>
  planCreate(request, groups.list ?? groups.name, groups.items ?? groups.more),
);

function planDelete(request: OfflineRequest, listPhrase: string, mustExist: boolean) {
  const list = findNamedList(request.lists, listPhrase);
  const name = listNameFrom(listPhrase);
  if (!list) {
    return mustExist || name === undefined || !isPlausibleListName(name) ? undefined : sayPlan(notFoundReply(request, name));
  }
  const outcome = deleteList(request.lists, list.name);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  const count = list.items.length;
  return doPlan([doCommand('deleteList', { list: list.name })], count === 0 ? `Deleted ${list.name}.` : `Deleted ${list.name} and the ${count === 1 ? 'item' : `${count} items`} on it.`);
}

const DELETE_VERB = String.raw`(?:delete|remove|drop|trash|erase|get rid of|bin|scrap|destroy|throw away|discard)`;
const deleteXList = whenMatches(
  new RegExp(String.raw`^${DELETE_VERB} (?:the |my |our )?(?:whole |entire )?(?:list (?:called |named )?(?<named>.+)|(?<list>.+?) list)$`, 'i'),
  (groups, request) => planDelete(request, groups.named ?? groups.list ?? '', false),
);
// "delete party" with no word "list": only when party is a list and not an item on one.
const deleteX = whenMatches(new RegExp(String.raw`^(?:delete|drop|trash|erase|scrap|discard) (?:the |my |our )?(?<list>.+)$`, 'i'), (groups, request) => {
  const phrase = groups.list ?? '';
  const isItem = knownItemsOf(request).keys.has(matchKey(phrase));
  return isItem ? undefined : planDelete(request, phrase, true);
});

function planClear(request: OfflineRequest, listPhrase: string) {
  const list = findNamedList(request.lists, listPhrase);
  const name = listNameFrom(listPhrase);
  if (!list) {
    return name !== undefined && isPlausibleListName(name) ? sayPlan(notFoundReply(request, name)) : undefined;
  }
  if (list.items.length === 0) {
    return sayPlan(`${list.name} is already empty.`);
  }
  const items = list.items.map(formatItem);
  const outcome = removeItems(request.lists, list.name, items);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  return doPlan([doCommand('removeItems', { list: list.name, items })], `Cleared ${list.name}: took off ${joinWords(items)}.`);
}

const clearX = whenMatches(/^(?:clear|empty|wipe|reset|clean)(?: out| off)? (?:the |my |our )?(?:whole |entire )?(?<list>.+?)$/i, (groups, request) =>
  planClear(request, groups.list ?? ''),
);
const removeEverything = whenMatches(
  /^(?:remove|delete|take|clear|strike)(?: off| out)? (?:all|everything|all (?:the )?items|every item|all of it)(?: off)? (?:from|on|off|in|out of)(?: of)? (?<list>.+)$|^(?:i|we) have (?:everything|all of it|it all|all the items) (?:on|from|off|for) (?<bought>.+)$/i,
  (groups, request) => planClear(request, groups.list ?? groups.bought ?? ''),
);

function planRemoveAllExcept(request: OfflineRequest, listPhrase: string, keptText: string) {
  const list = findNamedList(request.lists, listPhrase);
  const kept = keptItems(`everything except ${keptText}`, knownItemsOf(request));
  const items = list && kept && everythingExcept(list, kept);
  if (!list || !kept || !items) {
    return undefined;
  }
  if (items.length === 0) {
    return sayPlan(`${list.name} holds only ${joinWords(kept)}: nothing to remove.`);
  }
  return doPlan([doCommand('removeItems', { list: list.name, items })], `Removed ${joinWords(items)} from ${list.name}, and kept ${joinWords(kept)}.`);
}

const REMOVE_ALL = String.raw`(?:remove|delete|take|clear|strike)(?: off| out)? (?:everything|all(?: the)? items|every item)`;
const EXCEPT = String.raw`,? (?:except|but|apart from|other than|besides)(?: for)? `;
const removeAllExcept = whenMatches(
  new RegExp(String.raw`^${REMOVE_ALL}(?: off)? (?:from|on|off|in|out of)(?: of)? (?<list>.+?)${EXCEPT}(?<kept>.+)$|^${REMOVE_ALL}${EXCEPT}(?<keep>.+?) (?:from|on|off|in|out of) (?<from>.+)$`, 'i'),
  (groups, request) => planRemoveAllExcept(request, groups.list ?? groups.from ?? '', groups.kept ?? groups.keep ?? ''),
);

/** Requests about whole lists: create, delete, clear. */
export const listIntents: readonly Intent[] = [removeAllExcept, removeEverything, createNamedList, createXList, newList, createX, deleteXList, clearX, deleteX];
