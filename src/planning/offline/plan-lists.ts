import { planClearBought } from './plan-shopping';
import { createList, deleteList, formatItem, matchKey, mayBeMisspelt, removeItems } from '../../lists';
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
  const outcome = createList(request.lists, name, items, request.limits, request.userName);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  if (!request.takeAsTyped && outcome.value.added.some((item) => mayBeMisspelt(item.name))) {
    return undefined;
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
  const outcome = deleteList(request.lists, list.name);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  const count = list.items.length;
  return doPlan([doCommand('deleteList', { list: list.name })], count === 0 ? `Deleted ${list.name}.` : `Deleted ${list.name} and the ${count === 1 ? 'item' : `${count} items`} on it.`);
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
  const items = list.items.map(formatItem);
  const outcome = removeItems(request.lists, list.name, items);
  if (!outcome.ok) {
    return sayPlan(outcome.error.message);
  }
  return doPlan([doCommand('removeItems', { list: list.name, items })], `Cleared ${list.name}: took off ${joinWords(items)}.`);
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
  return doPlan([doCommand('removeItems', { list: list.name, items })], `Removed ${joinWords(items)} from ${list.name}, and kept ${joinWords(kept)}.`);
}
