import { findNamedList } from './list-phrases';
import { isKnownGrocery, parseItem, parseQuantity, parseSection, UNIT_PATTERN } from '../../lists';
import type { Clause, ItemsPhrase, WhatPhrase } from './clause';
import { isPhraseText, isWordOf } from './phrase-index';
import type { Parts } from './parts';
import { readItems } from './read-items';
import { tokenize } from './tokenize';
import { NUMBER_WORDS_PATTERN } from '../../text/number-words';

// What a match of each production means: the clause its slots make, or undefined when they do not read.

export const isEvery = (parts: Parts, name: string) => parts.is(name, 'bothLists') || parts.is(name, 'allListsRef');

/** An add to the list named, or to each list "both lists" or "all lists" means. */
export function addTo(parts: Parts, itemsOf: () => ItemsPhrase | undefined, list: string | undefined, explicit: boolean, listSlot = 'list'): Clause | undefined {
  // The list is read first: most ways to cut a request fail there, before its items need reading.
  const items = list === undefined ? undefined : itemsOf();
  if (!items || list === undefined) {
    return undefined;
  }
  return isEvery(parts, listSlot) ? { kind: 'addEvery', items, lists: list } : { kind: 'add', items, list, explicit };
}

export function removeFrom(parts: Parts, itemsOf: () => ItemsPhrase | undefined, list: string | undefined, have: boolean): Clause | undefined {
  const items = list === undefined ? undefined : itemsOf();
  if (!items || list === undefined) {
    return undefined;
  }
  return isEvery(parts, 'list') && !have ? { kind: 'removeEvery', items, lists: list } : { kind: 'remove', items, list, have };
}

/**
 * What a request to move or copy takes: items, everything, everything but some, everything on a
 * list, or, with no list to take it from said, a list's name for all that is on it.
 */
export function whatOf(parts: Parts, name: string, fromSaid: boolean): WhatPhrase | undefined {
  if (parts.is(name, 'everything')) {
    return { kind: 'everything' };
  }
  const text = parts.text(name) ?? '';
  const except = /^(?<all>.+?),? (?:except|but|apart from|other than|besides)(?: for)? (?<kept>.+)$/i.exec(text)?.groups;
  if (except && isPhraseText(except.all ?? '', 'everything')) {
    const keptTokens = tokenize(except.kept ?? '');
    const kept = readItems(keptTokens, 0, keptTokens.length, parts.context.items);
    return kept && { kind: 'everything', except: kept };
  }
  const on = /^(?<all>.+?) (?:on|in|from) (?<list>.+)$/i.exec(text)?.groups;
  if (!fromSaid && on && isPhraseText(on.all ?? '', 'everything')) {
    return findNamedList(parts.context.lists, on.list ?? '') ? { kind: 'everything', on: on.list ?? '' } : undefined;
  }
  if (!fromSaid && findNamedList(parts.context.lists, text)) {
    return { kind: 'everything', on: text };
  }
  const allOf = /^(?:all|everything) (?:of |on |from )?(?<list>.+)$/i.exec(text)?.groups?.list;
  if (!fromSaid && allOf !== undefined && findNamedList(parts.context.lists, allOf)) {
    return { kind: 'everything', on: allOf };
  }
  const items = parts.items(name);
  return items && { kind: 'items', items };
}

/**
 * Items alone: marked as a follow-up ("and eggs"), any items; unmarked ("ketchup, mustard"), only
 * what the grocery dictionary knows or a list holds, since a bare name may be a person's ("one bag Leo").
 */
export function followUp(p: Parts): Clause | undefined {
  const items = p.items('items');
  const marked = p.context.followsOn;
  const known = (item: string) => isKnownGrocery(parseItem(item).name) || p.context.items.isItem(item);
  if (!items || (!marked && (items.kind !== 'items' || !items.items.every(known)))) {
    return undefined;
  }
  // "another case of beer", "2 more apples": asks for more of something, which only an add gives.
  const more = p.tokens('items').some((token) => MORE_WORDS.has(token.key));
  return { kind: 'followUp', items, marked, more };
}

const MORE_WORDS = new Set(['another', 'more', 'extra']);

export function shortItems(items: ItemsPhrase | undefined): boolean {
  return items?.kind === 'items' && items.notes.length === 0 && items.items.every((item) => item.split(' ').length <= 4);
}

// "three cans of chickpeas on groceries": every item measured, so something to buy; "3 people for party" is not.
const MEASURE = new RegExp(String.raw`^(?:\S+\s+)?(?:\d\S*|${NUMBER_WORDS_PATTERN}|a|an|half a|a dozen)\s*(?:${UNIT_PATTERN}|dozen)\b`, 'i');
export function measuredItems(items: ItemsPhrase | undefined): boolean {
  return items?.kind === 'items' && items.notes.length === 0 && items.items.every((item) => (MEASURE.test(item) || countedGrocery(item) || isKnownGrocery(parseItem(item).name)) && item.split(' ').length <= 6);
}

/**
 * Items each followed by a tick: "eggs ✅ bread ✅", "bananas done onions done". Every tick but the
 * last stands between two items.
 */
export function checked(p: Parts): Clause | undefined {
  const tokens = p.tokens('checked');
  const marks = tokens.flatMap((token, at) => (isWordOf(token.key, 'checkMark') ? [at] : []));
  if (marks.length < 2 || marks[marks.length - 1] !== tokens.length - 1) {
    return undefined;
  }
  const items: string[] = [];
  let start = 0;
  for (const mark of marks) {
    const read = readItems(tokens, start, mark, p.context.items);
    if (read?.kind !== 'items' || read.notes.length > 0) {
      return undefined;
    }
    items.push(...read.items);
    start = mark + 1;
  }
  return { kind: 'mark', items: { kind: 'items', items, notes: [] }, bought: true };
}

/** "3 avocados": a count of something the dictionary knows; "10 people" is not. */
export function countedGrocery(text: string): boolean {
  const item = parseItem(text);
  return item.quantity !== undefined && /^\d/.test(item.quantity) && isKnownGrocery(item.name);
}

export function mark(itemsOf: () => ItemsPhrase | undefined, list: string | undefined | false, bought: boolean, backOn = false): Clause | undefined {
  const items = list === false ? undefined : itemsOf();
  if (!items || list === false) {
    return undefined;
  }
  return { kind: 'mark', items, ...(list === undefined ? {} : { list }), bought, ...(backOn ? { backOn } : {}) };
}

export function create(p: Parts, itemsSlot: 'items' | undefined): Clause | undefined {
  const name = p.text('name');
  // "a new party list": the words before the name are no part of it; "new list pls: …" names no list "pls".
  // The bot's own name opens a message ("Pantry, add milk") but may name a list too ("a pantry list").
  if ((p.startsWith('name', 'determiner') && !p.has('called')) || p.startsWith('name', 'closing') || (p.startsWith('name', 'opening') && !p.startsWith('name', 'botName'))) {
    return undefined;
  }
  const quoted = p.isQuoted('name');
  if (!quoted && callsItself(name)) {
    return undefined;
  }
  const items = itemsSlot ? p.items(itemsSlot) : undefined;
  if (name === undefined || (itemsSlot && !items)) {
    return undefined;
  }
  return { kind: 'create', name, quoted, ...(items ? { items } : {}) };
}

export function copyList(p: Parts): Clause | undefined {
  const name = p.text('name');
  const copyOf = p.list('copy', false);
  return name !== undefined && !callsItself(name) && copyOf !== undefined ? { kind: 'create', name, quoted: false, copyOf } : undefined;
}

/** "a list for us called groceries" read as "for" + "us called groceries": a name that says it is called something is read past. */
function callsItself(name: string | undefined): boolean {
  return /\b(?:called|named)\b/i.test(name ?? '');
}

export function deleteList(p: Parts): Clause | undefined {
  const saysList = /(?:^|\s)list$/i.test(p.text('list') ?? '');
  const list = p.list('list', saysList);
  if (list === undefined || isEvery(p, 'list') || p.is('list', 'listPointer')) {
    return undefined;
  }
  // "delete party" with no word "list": only a verb that never takes items off, and only a list there is.
  if (!saysList && !/^(?:delete|drop|trash|erase|scrap|discard|bin)$/i.test(p.text('verb') ?? '')) {
    return undefined;
  }
  return { kind: 'deleteList', list, mustExist: !saysList };
}

export function allExcept(p: Parts): Clause | undefined {
  const list = p.list('list', false);
  const kept = p.items('kept');
  return list !== undefined && kept ? { kind: 'removeAllExcept', list, kept } : undefined;
}

export function show(p: Parts, name: string, unknown: boolean, onlyIfThere: boolean): Clause | undefined {
  const list = p.list(name, unknown);
  if (list === undefined || p.is(name, 'listPointer') || isEvery(p, name)) {
    return undefined;
  }
  return { kind: 'show', list, onlyIfThere: onlyIfThere || !unknown };
}

export function rename(p: Parts): Clause | undefined {
  const list = p.list('list', true);
  const newName = p.text('name');
  // "to just potluck period": a word that says "only" and a full stop said aloud are no part of a name; the lenient reading drops them.
  if (newName !== undefined && !p.isQuoted('name') && /^(?:just|simply|only)\s|\s(?:period|full stop)$/iu.test(newName)) {
    return undefined;
  }
  return list !== undefined && newName !== undefined ? { kind: 'rename', list, newName, quoted: p.isQuoted('name') } : undefined;
}

export function transfer(p: Parts, fromSlot: 'from' | undefined): Clause | undefined {
  const what = whatOf(p, 'what', fromSlot !== undefined);
  const from = fromSlot ? p.list(fromSlot, false) : undefined;
  const to = p.text('to');
  // "move tofu to dairy", where no list is called dairy, sorts it in the shop.
  if (!what || (fromSlot && from === undefined) || to === undefined || (parseSection(to) !== undefined && !findNamedList(p.context.lists, to))) {
    return undefined;
  }
  const verb = p.is('verb', 'copyVerb') ? 'copy' : 'move';
  return { kind: 'transfer', verb, what, to, ...(from !== undefined ? { from } : {}) };
}

export function replace(p: Parts): Clause | undefined {
  const old = p.item('old');
  const replacement = p.item('new');
  const list = p.has('list') ? p.list('list', false) : undefined;
  if (old === undefined || replacement === undefined || (p.has('list') && list === undefined)) {
    return undefined;
  }
  return { kind: 'replace', old, replacement, ...(list !== undefined ? { list } : {}) };
}

export function quantity(p: Parts): Clause | undefined {
  const items = p.items('item');
  const amount = p.text('quantity');
  // "3 loaves of bread on groceries": the amount does not run on into a list; and it is an amount
  // ("3", "2 loaves", "a dozen") or the item with one ("3 apples"), never more words ("1.5 except").
  const whole = amount === undefined ? undefined : parseItem(amount);
  const amounts = amount !== undefined && (parseQuantity(amount) !== undefined || (whole?.quantity !== undefined && p.items('quantity')?.kind === 'items'));
  if (p.endsWithList('quantity') || !amounts) {
    return undefined;
  }
  const list = p.has('list') ? p.list('list', false) : undefined;
  if (!items || amount === undefined || (p.has('list') && list === undefined)) {
    return undefined;
  }
  const item = items.kind === 'pointer' ? items.text : items.items.length === 1 && items.notes.length === 0 ? items.items[0] : undefined;
  return item === undefined ? undefined : { kind: 'quantity', item, quantity: amount, ...(list !== undefined ? { list } : {}) };
}

const AMOUNT_FIRST = new RegExp(String.raw`^[\d½¼¾]|^(?:a|${NUMBER_WORDS_PATTERN}|a dozen|half a dozen)\b`, 'i');

/** Whether words are only an amount, or an item with one: "1", "a dozen", "6 eggs". */
export function isAmountText(text: string | undefined): boolean {
  return text !== undefined && (parseQuantity(text) !== undefined || (parseItem(text).quantity !== undefined && AMOUNT_FIRST.test(text)));
}

export function onlyNeed(p: Parts): Clause | undefined {
  const text = p.item('item');
  const item = text === undefined ? undefined : parseItem(text);
  return text !== undefined && item?.quantity !== undefined ? { kind: 'quantity', item: item.name, quantity: text } : undefined;
}

export function section(p: Parts): Clause | undefined {
  const items = p.items('items');
  const name = p.text('section') ?? '';
  const list = p.has('list') ? p.list('list', false) : undefined;
  // "the other section" points at one, as "the other list" does; and a list's name is a move, not a section.
  if (!items || parseSection(name) === undefined || findNamedList(p.context.lists, name) || /^the other\b/i.test(name) || (p.has('list') && list === undefined)) {
    return undefined;
  }
  return { kind: 'section', items, section: name, ...(list !== undefined ? { list } : {}) };
}
