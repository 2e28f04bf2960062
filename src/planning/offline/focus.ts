import { findListById, formatItem, type GroceryList, itemKey, parseItem } from '../../lists';
import { joinWords } from '../../text/join-words';
import type { ItemsPhrase } from './clause';
import type { OfflineRequest } from './plans';
import { isPhraseText } from './phrase-index';


/** A referent found, or the question to ask since there is none to be sure of. */
export type Pointed<T> = { readonly value: T } | { readonly reply: string };

/** Whether a list phrase only points back: "it", "that list", "the same one". */
export function pointsAtList(phrase: string): boolean {
  return isPhraseText(phrase, 'listPointer');
}

/** The phrase as the items it points at, when it only points back: "it", "them", "those". */
export function itemsPointer(phrase: string): ItemsPhrase | undefined {
  const one = isPhraseText(phrase, 'oneItemPointer');
  return one || isPhraseText(phrase, 'itemsPointer') ? { kind: 'pointer', text: phrase, one } : undefined;
}

/** The list the previous turn was about, if it still exists; otherwise the question which one. */
export function focusedList(request: OfflineRequest): Pointed<GroceryList> {
  const list = request.focus && findListById(request.lists, request.focus.listId);
  return list ? { value: list } : { reply: whichListReply(request) };
}

/**
 * The items "it" or "them" means: those the previous turn named, as it wrote them ("2 loaves of
 * bread", so an add elsewhere keeps the quantity). "It" must be one item; with `onList`, they must
 * all still be on the focused list. Otherwise the user is asked, never guessed for.
 */
export function focusedItems(request: OfflineRequest, phrase: ItemsPhrase & { kind: 'pointer' }, onList: boolean): Pointed<{ items: string[]; list?: GroceryList }> {
  const named = request.focus?.items ?? [];
  const list = request.focus && findListById(request.lists, request.focus.listId);
  if (named.length === 0 || (phrase.one && named.length > 1)) {
    const choices = named.length > 1 ? ` ${joinWords(named.map((item) => parseItem(item).name))}?` : '';
    return { reply: `Which item do you mean?${choices}` };
  }
  if (!onList) {
    return { value: { items: [...named], ...(list ? { list } : {}) } };
  }
  const found = list && named.map((text) => list.items.find((item) => itemKey(item.name) === itemKey(parseItem(text).name)));
  if (!list || !found || found.some((item) => item === undefined)) {
    return { reply: 'Which item do you mean?' };
  }
  return { value: { items: found.map((item) => (item ? formatItem(item) : '')), list } };
}

/** The list the previous turn did one kind of thing to, and what it did ("addItems"), if that list is still there. */
export function listActedOn(request: OfflineRequest): { readonly list: GroceryList; readonly action: string } | undefined {
  const { focus } = request;
  const list = focus?.action === undefined ? undefined : findListById(request.lists, focus.listId);
  return list && focus?.action ? { list, action: focus.action } : undefined;
}

/** Whether an action adds to a list: what a follow-up with no list named goes on doing. */
export function adds(action: string): boolean {
  return action === 'addItems' || action === 'createList';
}

function whichListReply({ lists }: OfflineRequest): string {
  return lists.length === 0 ? 'There are no lists yet.' : `Which list do you mean? Your lists: ${lists.map((list) => list.name).join(', ')}.`;
}
