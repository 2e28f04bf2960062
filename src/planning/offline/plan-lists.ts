import { planClearBought } from './plan-shopping';
import { findItemPosition, formatItem, matchKey, parseItem } from '../../lists';
import { isDoubtfulName } from './doubtful-name';
import type { ItemsPhrase } from './clause';
import { doCommand, doPlan, type OfflineRequest, sayPlan, unchangedPlan } from './plans';
import { notFoundReply } from './choose-list';
import { indexLists } from './lists-index';
import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { agree } from '../../text/agree';
import { joinWords } from '../../text/join-words';
import { everythingExcept } from './everything-except';
import { namedItems } from './plan-items';

/** Makes a list, with items or with a copy of another list's; one that exists already gets the items. */
export function planCreate(request: OfflineRequest, listPhrase: string | undefined, quoted: boolean, phrase: ItemsPhrase | undefined, copyOf: string | undefined) {
  const name = listPhrase === undefined ? undefined : quoted ? listPhrase : listNameFrom(listPhrase);
  if (name === undefined) {
    return sayPlan('What should I call the new list? For example: "create a groceries list".');
  }
  const existing = findNamedList(request.lists, name);
  if (!existing && !isPlausibleListName(name) && !quoted) {
    return undefined;
  }
  const copied = copyOf === undefined ? undefined : findNamedList(request.lists, copyOf)?.items.map(formatItem);
  const items = copyOf !== undefined ? copied : phrase === undefined ? [] : namedItems(request, phrase);
  if (items === undefined) {
    return undefined;
  }
  const fresh = items.filter((text) => !existing || findItemPosition(existing.items, parseItem(text).name) === undefined);
  if (!request.takeAsTyped && fresh.some(isDoubtfulName)) {
    return undefined;
  }
  // There already, and so are its items: nothing to change, and that is the answer.
  if (existing && fresh.length === 0 && items.every((text) => parseItem(text).quantity === undefined)) {
    return unchangedPlan(items.length === 0 ? `You already have a list called ${existing.name}.` : `${joinWords(items)} ${agree(items, 'is', 'are')} already on ${existing.name}.`);
  }
  // A list there already gets the items: the call says so ("You already have groceries, so I added…").
  const list = existing?.name ?? name;
  return doPlan([doCommand('createList', items.length > 0 ? { list, items } : { list })]);
}




/** Deletes a list; with `mustExist`, only one there is that no item is called too ("delete party"). */
export function planDelete(request: OfflineRequest, listPhrase: string, mustExist: boolean) {
  if (mustExist && indexLists(request.lists).itemNames.has(matchKey(listPhrase))) {
    return undefined;
  }
  const list = findNamedList(request.lists, listPhrase);
  const name = listNameFrom(listPhrase);
  if (!list) {
    return mustExist || name === undefined || !isPlausibleListName(name) ? undefined : sayPlan(notFoundReply(request, name));
  }
  return doPlan([doCommand('deleteList', { list: list.name })]);
}


/** Takes every item off a list. */
export function planClear(request: OfflineRequest, listPhrase: string) {
  const list = findNamedList(request.lists, listPhrase);
  const name = listNameFrom(listPhrase);
  if (!list) {
    return name !== undefined && isPlausibleListName(name) ? sayPlan(notFoundReply(request, name)) : undefined;
  }
  if (list.items.length === 0) {
    return sayPlan(`${list.name} is already empty.`);
  }
  // Everything on it is in the cart: clearing it is clearing the bought items, which ends the trip and asks nothing.
  if (list.items.every((item) => item.bought)) {
    return planClearBought(request, list.name);
  }
  return doPlan([doCommand('removeItems', { list: list.name, items: list.items.map(formatItem) })]);
}


/** Takes every item off a list but those named: "remove everything from party except the cake". */
export function planRemoveAllExcept(request: OfflineRequest, listPhrase: string, phrase: ItemsPhrase) {
  const list = findNamedList(request.lists, listPhrase);
  const kept = namedItems(request, phrase);
  const items = list && kept && everythingExcept(list, kept);
  if (!list || !kept || !items) {
    return undefined;
  }
  if (items.length === 0) {
    return sayPlan(`${list.name} holds only ${joinWords(kept)}: nothing to remove.`);
  }
  return doPlan([doCommand('removeItems', { list: list.name, items })], `Kept ${joinWords(kept)}.`);
}
