import { findItemPosition, findListById, type GroceryList, type GroceryLists, itemKey, ListNotFoundError, ListsAmbiguousError, listWhoseNameHolds, matchKey, parseItem } from '../../lists';
import { pointsAtList } from './focus';
import { findNamedList, isPlausibleListName, isPointingName, listNameFrom, listsMatching } from './list-phrases';
import type { OfflineRequest } from './plans';
import { indexLists } from './lists-index';
import { isPhraseText } from './phrase-index';

/** The list a request acts on, or the reply that says why there is none. */
export type ListChoice = { readonly list: GroceryList } | { readonly reply: string } | undefined;

export interface ListChoiceOptions {
  /** The question to ask when several lists could be meant, e.g. "Which list should I add milk to?"; empty: "Which list do you mean?". */
  readonly whichQuestion: string;
  /** Said when the named list does not exist, after the lists that do: how to make it, if that helps; else the question is asked. */
  readonly createHint?: (name: string) => string;
}

/**
 * Resolves the list a request names. A named list that does not exist is answered with the lists
 * that do; an unnamed one is the only list there is, or the user is asked which. Undefined when the
 * phrase does not read as a list name, so the request is not understood.
 */
export function chooseList(request: OfflineRequest, listPhrase: string | undefined, options: ListChoiceOptions): ListChoice {
  const { lists } = request;
  // "put limes in it": the list the previous turn was about, unless a list is called that.
  if (listPhrase !== undefined && pointsAtList(listPhrase) && !findNamedList(lists, listPhrase)) {
    const focused = request.focus && findListById(lists, request.focus.listId);
    return focused ? { list: focused } : { reply: lists.length === 0 ? 'There are no lists yet.' : whichReply(request, options) };
  }
  // "the list", "this week's list": no name, unless a list goes by it.
  const unnamed = listPhrase === undefined || (isPhraseText(listPhrase, 'theList') && !findNamedList(lists, listPhrase));
  const name = unnamed ? undefined : listNameFrom(listPhrase);
  if (listPhrase !== undefined && name !== undefined) {
    const list = findNamedList(lists, listPhrase);
    if (list) {
      return { list };
    }
    // "put milk on the other list": which one is asked, never guessed.
    if (isPointingName(name) && lists.length > 0) {
      return { reply: whichReply(request, options) };
    }
    const several = listsMatching(lists, listPhrase);
    const holding = request.assumedList && listWhoseNameHolds(lists, name);
    if (holding) {
      return { list: holding };
    }
    if (several.length > 1) {
      return { reply: new ListsAmbiguousError(name, several.map((list) => list.name)).message };
    }
    if (!isPlausibleListName(name)) {
      return undefined;
    }
    // The reply says what was not done: how to make the list, or the question that names the items.
    const notFound = notFoundReply(request, name);
    const next = options.createHint?.(name) ?? options.whichQuestion;
    return { reply: next ? `${notFound} ${next}` : notFound };
  }
  const [only] = lists;
  if (lists.length === 1 && only) {
    return { list: only };
  }
  if (lists.length === 0) {
    return { reply: 'There are no lists yet. Create one first, for example "create a groceries list with milk".' };
  }
  return request.assumedList ? { list: request.assumedList } : { reply: whichReply(request, options) };
}

function whichReply({ lists }: OfflineRequest, { whichQuestion }: ListChoiceOptions): string {
  return `${whichQuestion || 'Which list do you mean?'} Your lists: ${lists.map((list) => list.name).join(', ')}.`;
}

/** "There is no list called 'bbq'. Your lists: groceries, party." */
export function notFoundReply(request: OfflineRequest, name: string): string {
  return new ListNotFoundError(name, request.lists.map((each) => each.name), listWhoseNameHolds(request.lists, name)?.name).message;
}

/** The lists that hold every one of `items`, matched by name whatever the quantity. */
export function listsHolding(lists: GroceryLists, items: readonly string[]): GroceryList[] {
  const keys = items.map((item) => itemKey(parseItem(item).name));
  return lists.filter((list) => keys.every((key) => findItemPosition(list.items, key) !== undefined));
}

/**
 * Whether what reads as items is really about lists: an "item" that is a list's name ("delete camping
 * and hardware") or ends by naming one ("cross off bread on groceries and cups on party").
 */
export function mentionsList(lists: GroceryLists, items: readonly string[]): boolean {
  const index = indexLists(lists);
  return items.some((item) => {
    const key = matchKey(item);
    const tail = LIST_AT_END.exec(key)?.groups?.name;
    return (index.byName.has(key) && !index.itemNames.has(key)) || (tail !== undefined && index.byName.has(tail));
  });
}


// The last preposition: "cross off tent on camping" ends by naming camping.
const LIST_AT_END = /^.*\s(?:on|off|from|in|for|at)\s+(?:the\s+|my\s+|our\s+)?(?<name>.+?)(?:\s+list)?$/i;

