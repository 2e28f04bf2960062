import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import { isKnownGrocery, parseItem, parseSection, type GroceryLists } from '../../lists';
import type { Clause, ItemsPhrase, WhatPhrase } from './clause';
import { type Category, LEXICON } from './lexicon';
import { type Binding, category, type Element, matchPattern, optional, rest, slot, words } from './pattern';
import { isPhrase, isPhraseText, isWordOf, phraseLengths } from './phrase-index';
import { type ItemsContext, readItems, textOf } from './read-items';
import { type Token, tokenize } from './tokenize';

/** What reading a request needs of the conversation. */
export interface ReadContext {
  readonly lists: GroceryLists;
  readonly items: ItemsContext;
  /** Whether the message says it follows the last one: "and eggs", "bread too". */
  readonly followsOn: boolean;
  /** Whether the message ends asking: "milk?" is no follow-up. */
  readonly asks: boolean;
  /** Whether the last turn did one kind of thing to one list, which items alone may do again. */
  readonly followable: boolean;
  /**
   * Whether the bot's last reply asked something back: then a message that leans on the turn before
   * ("and eggs", "groceries", "remove it") may be the answer, and is left to a model.
   */
  readonly afterQuestion: boolean;
  /** Whether the request is the whole message: a list's bare name asks to see it only then ("groceries and party: cups" does not). */
  readonly whole: boolean;
}

/** A production: the shape of one kind of request, and what a match of it means. */
interface Production {
  readonly pattern: readonly Element[];
  /** When the production can apply at all, as the message stands: it is not matched otherwise. */
  readonly when?: (context: ReadContext) => boolean;
  readonly read: (parts: Parts) => Clause | undefined;
}

/** A match's slots, read as the parts of a request. */
class Parts {
  constructor(
    private readonly all: readonly Token[],
    private readonly binding: Binding,
    readonly context: ReadContext,
  ) {}

  /** Whether the slot is one quoted name: "a list called 'Mom and Dad'" names a list whatever it holds. */
  isQuoted(name: string): boolean {
    const span = this.binding[name];
    return span !== undefined && span[1] - span[0] === 1 && this.all[span[0]]?.kind === 'quoted';
  }

  /** The slot's tokens. */
  tokens(name: string): readonly Token[] {
    const span = this.binding[name];
    return span ? this.all.slice(span[0], span[1]) : [];
  }

  /** Whether the slot ends with a preposition and a list there is: "… on groceries". */
  endsWithList(name: string): boolean {
    const span = this.binding[name];
    if (!span) {
      return false;
    }
    for (let at = span[0] + 1; at < span[1]; at++) {
      if (['on', 'to', 'in', 'for', 'from'].includes(this.all[at - 1]?.key ?? '') && findNamedList(this.context.lists, textOf(this.all, at, span[1]))) {
        return true;
      }
    }
    return false;
  }

  /** Whether the slot starts with a phrase of the category. */
  startsWith(name: string, lexicon: Category): boolean {
    const span = this.binding[name];
    return span !== undefined && phraseLengths(this.all, span[0], lexicon).length > 0;
  }

  has(name: string): boolean {
    return this.binding[name] !== undefined;
  }

  text(name: string): string | undefined {
    const span = this.binding[name];
    return span && textOf(this.all, span[0], span[1]);
  }

  is(name: string, lexicon: Category): boolean {
    const span = this.binding[name];
    return span !== undefined && isPhrase(this.all, span[0], span[1], lexicon);
  }

  items(name: string): ItemsPhrase | undefined {
    const span = this.binding[name];
    const items = span && readItems(this.all, span[0], span[1], this.context.items);
    // After a question, "it" and "them" may be in the answer: not read as the last turn's items.
    return items?.kind === 'pointer' && this.context.afterQuestion ? undefined : items;
  }

  /** One item, never a pointer or several: "who added the milk". */
  item(name: string): string | undefined {
    const items = this.items(name);
    return items?.kind === 'items' && items.items.length === 1 && items.notes.length === 0 ? items.items[0] : undefined;
  }

  /**
   * A list phrase: a list there is, one that points back ("it", "that list"), both or all lists, or,
   * with `unknown`, words that read as a list's name though none goes by it (to be told so).
   */
  list(name: string, unknown: boolean): string | undefined {
    const span = this.binding[name];
    return span && listPhrase(this.all, span[0], span[1], this.context.lists, unknown, this.context.afterQuestion);
  }

  /** A list phrase after a preposition bound as `preposition`: a new name only after "to" or with "list" said. */
  listAfter(name: string, preposition: string): string | undefined {
    return this.list(name, this.is(preposition, 'toNewList'));
  }
}

/** Whether the tokens name a list: see `Parts.list`. */
function listPhrase(tokens: readonly Token[], from: number, to: number, lists: GroceryLists, unknown: boolean, afterQuestion: boolean): string | undefined {
  const first = tokens[from];
  if (to - from === 1 && first?.kind === 'quoted') {
    return first.text;
  }
  const text = textOf(tokens, from, to);
  if (findNamedList(lists, text) || isPhrase(tokens, from, to, 'theList') || isPhrase(tokens, from, to, 'otherList') || (isPhrase(tokens, from, to, 'listPointer') && !afterQuestion) || isPhrase(tokens, from, to, 'bothLists') || isPhrase(tokens, from, to, 'allListsRef')) {
    return text;
  }
  const saysList = tokens[to - 1]?.key === 'list';
  if (!unknown && !saysList) {
    return undefined;
  }
  for (let at = from; at < to; at++) {
    const token = tokens[at];
    if (!token || (token.kind !== 'word' && token.kind !== 'number') || (isWordOf(token.key, 'sentenceWord') && !(at === to - 1 && token.key === 'list'))) {
      if (!(at === from && isWordOf(token?.key ?? '', 'determiner'))) {
        return undefined;
      }
    }
  }
  const name = listNameFrom(text);
  return name !== undefined && isPlausibleListName(name) ? text : undefined;
}

const isEvery = (parts: Parts, name: string) => parts.is(name, 'bothLists') || parts.is(name, 'allListsRef');

/** An add to the list named, or to each list "both lists" or "all lists" means. */
function addTo(parts: Parts, itemsOf: () => ItemsPhrase | undefined, list: string | undefined, explicit: boolean, listSlot = 'list'): Clause | undefined {
  // The list is read first: most ways to cut a request fail there, before its items need reading.
  const items = list === undefined ? undefined : itemsOf();
  if (!items || list === undefined) {
    return undefined;
  }
  return isEvery(parts, listSlot) ? { kind: 'addEvery', items, lists: list } : { kind: 'add', items, list, explicit };
}

function removeFrom(parts: Parts, itemsOf: () => ItemsPhrase | undefined, list: string | undefined, have: boolean): Clause | undefined {
  const items = list === undefined ? undefined : itemsOf();
  if (!items || list === undefined) {
    return undefined;
  }
  return isEvery(parts, 'list') && !have ? { kind: 'removeEvery', items, lists: list } : { kind: 'remove', items, list, have };
}

const DETERMINER = optional(category('determiner'));
const LIST = slot('list');

/**
 * What a request to move or copy takes: items, everything, everything but some, everything on a
 * list, or, with no list to take it from said, a list's name for all that is on it.
 */
function whatOf(parts: Parts, name: string, fromSaid: boolean): WhatPhrase | undefined {
  if (parts.is(name, 'everything')) {
    return { kind: 'everything' };
  }
  const text = parts.text(name) ?? '';
  const except = /^(?<all>.+?),? (?:except|but|apart from|other than|besides)(?: for)? (?<kept>.+)$/i.exec(text)?.groups;
  if (except && isPhraseText(except.all ?? '', 'everything')) {
    const kept = readItems(tokenize(except.kept ?? ''), 0, tokenize(except.kept ?? '').length, parts.context.items);
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

/** The grammar: every shape of request the offline planner reads, none tried before another. */
const PRODUCTIONS: readonly Production[] = [
  // Adding.
  { pattern: [category('addVerb'), rest('items'), category('toList', 'to'), LIST], read: (p) => addTo(p, () => p.items('items'), p.listAfter('list', 'to'), true) },
  { pattern: [category('addVerb'), rest('items')], read: (p) => ((items) => items && { kind: 'add', items, explicit: true })(p.items('items')) },
  { pattern: [category('addVerb'), optional(words('these', 'this', 'the following', 'these items', 'the following items')), category('toList', 'to'), LIST, words(':'), rest('items')], read: (p) => addTo(p, () => p.items('items'), p.listAfter('list', 'to'), true) },
  { pattern: [category('addVerb'), category('toList'), LIST, rest('items')], read: (p) => addTo(p, () => p.items('items'), p.list('list', false), true) },
  { pattern: [LIST, words(':', '-'), rest('items')], read: (p) => (findNamedList(p.context.lists, p.text('list') ?? '') ? addTo(p, () => p.items('items'), p.text('list'), true) : undefined) },
  { pattern: [category('needVerb'), rest('items')], read: (p) => ((items) => items && { kind: 'add', items, explicit: false })(p.items('items')) },
  { pattern: [category('needVerb'), rest('items'), words('for', 'on', 'to', 'from', 'in'), LIST], read: (p) => addTo(p, () => p.items('items'), p.list('list', false), false) },
  // "eggs to groceries", "2 kg potatoes for groceries": no verb, so only plain items, on a list there is.
  { pattern: [rest('items'), words('to', 'onto'), LIST], read: (p) => (shortItems(p.items('items')) ? addTo(p, () => p.items('items'), p.list('list', false), false) : undefined) },
  { pattern: [rest('items'), words('on', 'for'), LIST], read: (p) => (measuredItems(p.items('items')) ? addTo(p, () => p.items('items'), p.list('list', false), false) : undefined) },
  // "and eggs", "bread too": the last turn's change again, for these items.
  // Items alone go on as the last turn went: "and eggs" after an add or a tick; "ketchup, mustard" after an add.
  { pattern: [rest('items')], when: (context) => context.whole && context.followable && !context.asks && !context.afterQuestion, read: (p) => followUp(p) },
  { pattern: [rest('checked')], read: (p) => checked(p) },

  // Removing.
  { pattern: [category('removeVerb'), rest('items'), category('fromList', 'from'), LIST, optional(words('off', 'list'))], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', p.is('from', 'fromList') && p.text('from') === 'from'), false) },
  { pattern: [category('removeVerb'), rest('items'), optional(words('off', 'out'))], read: (p) => ((items) => items && { kind: 'remove', items, have: false })(p.items('items')) },
  { pattern: [words('take', 'knock', 'strike', 'scratch'), rest('items'), words('off', 'out'), optional(words('of', 'from')), LIST], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', false), false) },
  { pattern: [category('haveVerb'), rest('items')], read: (p) => ((items) => items && { kind: 'remove', items, have: true })(p.items('items')) },
  { pattern: [category('haveVerb'), rest('items'), words('for', 'from', 'off', 'on'), LIST], read: (p) => removeFrom(p, () => p.items('items'), p.list('list', false), true) },

  // Shopping: bought, not bought after all, the bought items cleared.
  { pattern: [category('boughtVerb'), rest('items')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [category('boughtVerb'), rest('items'), words('for', 'from', 'off', 'on', 'at'), optional(words('of')), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [category('boughtVerb'), rest('items'), words('from', 'at', 'in'), category('shop')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [category('boughtVerb'), category('everything')], read: () => ({ kind: 'markAll' }) },
  { pattern: [category('boughtVerb'), category('everything'), words('on', 'from', 'off', 'for'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'markAll', list })(p.list('list', false)) || undefined },
  { pattern: [category('boughtVerb'), category('everything'), optional(words(',')), category('except'), rest('kept')], read: (p) => ((kept) => kept && { kind: 'markAll', except: kept })(p.items('kept')) },
  { pattern: [words('tick', 'cross', 'check', 'mark'), rest('items'), category('tickedAfter')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [words('tick', 'cross', 'check', 'mark'), rest('items'), category('tickedAfter'), optional(words('of', 'from', 'on')), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [optional(words('the')), rest('items'), category('beingBought')], read: (p) => mark(() => p.items('items'), undefined, true) },
  { pattern: [optional(words('the')), rest('items'), category('beingBought'), words('on', 'for', 'from'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, true) },
  { pattern: [category('unboughtVerb'), rest('items')], read: (p) => mark(() => p.items('items'), undefined, false) },
  { pattern: [category('unboughtVerb'), rest('items'), words('for', 'from', 'on', 'in'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, false) },
  { pattern: [words('put', 'add', 'mark'), rest('items'), category('untickedAfter')], read: (p) => mark(() => p.items('items'), undefined, false) },
  { pattern: [words('put', 'add', 'mark'), rest('items'), category('untickedAfter'), words('on', 'onto', 'to'), LIST], read: (p) => mark(() => p.items('items'), p.list('list', false) ?? false, false) },
  { pattern: [words('clear', 'remove', 'delete', 'drop', 'take', 'take off', 'get rid of', 'clean up', 'clear off', 'clear out', 'empty', 'reset', 'empty out'), category('boughtItems')], read: () => ({ kind: 'clearBought' }) },
  { pattern: [words('clear', 'remove', 'delete', 'drop', 'take', 'take off', 'get rid of', 'clean up', 'clear off', 'clear out', 'empty', 'reset'), category('boughtItems'), words('from', 'on', 'off', 'in', 'of', 'for', 'off of'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearBought', list })(p.list('list', false)) || undefined },
  { pattern: [category('doneShopping')], read: () => ({ kind: 'clearBought' }) },
  { pattern: [category('doneShopping'), words('for', 'on', 'at'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearBought', list })(p.list('list', false)) || undefined },

  // Whole lists: create, delete, clear.
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), category('calledWord', 'called'), slot('name'), optional(words(':'))], read: (p) => create(p, undefined) },
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), category('calledWord', 'called'), slot('name'), words(':', 'with', 'containing', 'including', 'with some', 'and add'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [category('createVerb'), DETERMINER, words('list')], read: () => ({ kind: 'create', quoted: false }) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list')], read: (p) => create(p, undefined) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list'), words(':', 'with', 'containing', 'including', 'with some', 'for', 'and add'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('create'), DETERMINER, slot('name')], read: (p) => create(p, undefined) },
  { pattern: [words('create'), DETERMINER, slot('name'), words('with', 'containing', 'including'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('new list'), optional(words('called', 'named', ':')), slot('name')], read: (p) => create(p, undefined) },
  { pattern: [words('new list'), optional(words('called', 'named')), slot('name'), words(':', 'with'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [words('new'), slot('name'), words('list')], read: (p) => create(p, undefined) },
  { pattern: [words('new'), slot('name'), words('list'), words(':', 'with'), rest('items')], read: (p) => create(p, 'items') },
  { pattern: [category('createVerb'), DETERMINER, optional(category('listKind')), words('list', 'one'), category('calledWord', 'called'), slot('name'), words('with'), category('everything'), words('on', 'in', 'from', "that's on", 'that is on'), slot('copy')], read: (p) => copyList(p) },
  { pattern: [category('createVerb'), DETERMINER, slot('name'), words('list'), words('with'), category('everything'), words('on', 'in', 'from', "that's on", 'that is on'), slot('copy')], read: (p) => copyList(p) },
  { pattern: [category('deleteVerb', 'verb'), DETERMINER, slot('list')], read: (p) => deleteList(p) },
  { pattern: [category('deleteVerb'), DETERMINER, words('list'), optional(words('called', 'named')), slot('list')], read: (p) => ((list) => list !== undefined && { kind: 'deleteList', list, mustExist: false })(p.list('list', true)) || undefined },
  { pattern: [category('clearVerb'), DETERMINER, slot('list')], read: (p) => ((list) => list !== undefined && !isEvery(p, 'list') && { kind: 'clearList', list })(p.list('list', true)) || undefined },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words('off')), category('fromList'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearList', list })(p.list('list', false)) || undefined },
  { pattern: [category('haveVerb'), category('everything'), words('on', 'from', 'off', 'for'), LIST], read: (p) => ((list) => list !== undefined && { kind: 'clearList', list })(p.list('list', false)) || undefined },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words('off')), category('fromList'), LIST, optional(words(',')), category('except'), rest('kept')], read: (p) => allExcept(p) },
  { pattern: [words('remove', 'delete', 'take', 'clear', 'strike', 'take off'), category('everything'), optional(words(',')), category('except'), rest('kept'), category('fromList'), LIST], read: (p) => allExcept(p) },

  // Reading: the lists, one list, where an item is, who added it.
  { pattern: [category('help')], read: () => ({ kind: 'help' }) },
  { pattern: [category('greeting'), optional(category('greeted'))], read: () => ({ kind: 'greeting' }) },
  { pattern: [category('thanks')], read: () => ({ kind: 'thanks' }) },
  { pattern: [category('allLists')], read: () => ({ kind: 'allLists' }) },
  { pattern: [category('showEverything')], read: () => ({ kind: 'showAll' }) },
  { pattern: [category('showEvery', 'all')], read: (p) => ({ kind: 'showEvery', both: /\bboth\b/i.test(p.text('all') ?? '') }) },
  { pattern: [category('whatsOn'), category('bothLists')], read: () => ({ kind: 'showEvery', both: true }) },
  { pattern: [category('whatsOn'), words('all', 'all of', 'every', 'each'), optional(words('my', 'our', 'the')), words('lists', 'list')], read: () => ({ kind: 'showEvery', both: false }) },
  { pattern: [category('inTheCart')], read: () => ({ kind: 'cart' }) },
  { pattern: [category('showLeft')], read: () => ({ kind: 'showLeft' }) },
  { pattern: [category('showVerb'), LIST], read: (p) => show(p, 'list', true, false) },
  { pattern: [category('showForVerb'), LIST], read: (p) => show(p, 'list', false, true) },
  { pattern: [LIST], read: (p) => (p.context.whole && !p.context.afterQuestion ? show(p, 'list', false, false) : undefined) },
  { pattern: [words("what's", 'what is', 'whats'), words('the', 'my', 'our'), LIST], read: (p) => ((p.text('list') ?? '').toLowerCase().endsWith(' list') || p.text('list')?.toLowerCase() === 'list' ? show(p, 'list', true, false) : undefined) },
  { pattern: [category('whoAdded'), slot('item', 12)], read: (p) => ((item) => item !== undefined && { kind: 'whoAdded', item })(p.item('item')) || undefined },
  { pattern: [category('whoAdded'), slot('item', 12), words('to', 'on'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'whoAdded', item, list })(p.item('item'), p.list('list', false)) || undefined },
  { pattern: [category('whichList'), slot('item', 12), optional(category('whichListTail'))], read: (p) => ((item) => item !== undefined && { kind: 'whichList', item })(p.item('item')) || undefined },

  // Rename, move and copy, replace.
  { pattern: [category('renameVerb'), LIST, words('to', 'as', 'into'), slot('name')], read: (p) => rename(p) },
  { pattern: [words('change', 'update'), LIST, words("'s name", "list's name", 'name'), words('to'), slot('name')], read: (p) => rename(p) },
  { pattern: [category('callVerb'), LIST, slot('name')], read: (p) => (/(?:^|\s)list$/i.test(p.text('list') ?? '') ? rename(p) : undefined) },
  { pattern: [category('transferVerb', 'verb'), rest('what'), category('fromList'), slot('from'), words('to', 'onto', 'into', 'over to', 'across to', 'in to', 'on to'), slot('to', 10)], read: (p) => transfer(p, 'from') },
  { pattern: [category('transferVerb', 'verb'), rest('what'), words('to', 'onto', 'into', 'over to', 'across to', 'in to', 'on to'), slot('to', 10)], read: (p) => transfer(p, undefined) },
  { pattern: [category('replaceVerb'), slot('old', 12), words('with', 'for'), slot('new', 12)], read: (p) => replace(p) },
  { pattern: [category('replaceVerb'), slot('old', 12), words('with', 'for'), slot('new', 12), words('on', 'in'), LIST], read: (p) => replace(p) },

  // How much, and where in the shop.
  { pattern: [category('quantityVerb'), slot('item', 12), words('to', 'at', 'up to', 'down to'), slot('quantity', 6)], read: (p) => quantity(p) },
  { pattern: [category('quantityVerb'), slot('item', 12), words('to', 'at', 'up to', 'down to'), slot('quantity', 6), words('on', 'in', 'for'), LIST], read: (p) => quantity(p) },
  { pattern: [words('make'), slot('item', 12), slot('quantity', 6)], read: (p) => quantity(p) },
  // "we only need 1 milk": how much of something on a list, said as the item.
  { pattern: [category('onlyNeed'), slot('item', 12)], read: (p) => onlyNeed(p) },
  { pattern: [words('make'), slot('item', 12), slot('quantity', 6), words('on', 'in', 'for'), LIST], read: (p) => quantity(p) },
  { pattern: [category('sectionVerb'), rest('items'), category('sectionPreposition'), slot('section', 5)], read: (p) => section(p) },
  { pattern: [category('sectionVerb'), rest('items'), category('sectionPreposition'), slot('section', 5), words('on', 'in'), LIST], read: (p) => section(p) },
  { pattern: [optional(words('the')), rest('items'), category('sectionBelongs'), optional(category('sectionPreposition')), slot('section', 5)], read: (p) => section(p) },
  { pattern: [rest('items'), words('under', 'in', 'into'), slot('section', 5)], read: (p) => section(p) },
  { pattern: [category('howMany'), slot('item', 12), optional(words('are', 'is', 'do we have', 'have we got', 'do we need')), words('on', 'in'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'howMany', item, list })(p.item('item'), p.list('list', false)) || undefined },
  // "is bathroom cleaner on the cleaning list?"
  { pattern: [words('is', 'are', 'is there', 'are there', 'have we got', 'do we have', 'did someone add', 'did anyone add'), slot('item', 12), words('on', 'in'), LIST], read: (p) => ((item, list) => item !== undefined && list !== undefined && { kind: 'isOnList', item, list })(p.item('item'), p.list('list', false)) || undefined },
];

/** Items alone: marked as a follow-up ("and eggs"), any items; unmarked, only short names or groceries the dictionary knows. */
function followUp(p: Parts): Clause | undefined {
  const items = p.items('items');
  const marked = p.context.followsOn;
  if (!items || (!marked && (items.kind !== 'items' || !items.items.every((item) => isKnownGrocery(parseItem(item).name) || parseItem(item).name.split(' ').length <= 3)))) {
    return undefined;
  }
  return { kind: 'followUp', items, marked };
}

function shortItems(items: ItemsPhrase | undefined): boolean {
  return items?.kind === 'items' && items.notes.length === 0 && items.items.every((item) => item.split(' ').length <= 4);
}

// "three cans of chickpeas on groceries": every item measured, so something to buy; "3 people for party" is not.
const MEASURE = /^(?:\S+\s+)?(?:\d\S*|one|two|three|four|five|six|seven|eight|nine|ten|a|an|half a|a dozen)\s*(?:loaf|loaves|bags?|cans?|tins?|bottles?|packs?|packets?|box|boxes|jars?|cartons?|bunch|bunches|heads?|tubs?|bars?|pounds?|ounces?|grams?|kilos?|kilograms?|liters?|litres?|gallons?|pints?|dozen|rolls?|cases?|crates?|sacks?|trays?|kg|g|lbs?|oz|l|ml)\b/i;
function measuredItems(items: ItemsPhrase | undefined): boolean {
  return items?.kind === 'items' && items.notes.length === 0 && items.items.every((item) => (MEASURE.test(item) || countedGrocery(item) || isKnownGrocery(parseItem(item).name)) && item.split(' ').length <= 6);
}

/**
 * Items each followed by a tick: "eggs ✅ bread ✅", "bananas done onions done". Every tick but the
 * last stands between two items.
 */
function checked(p: Parts): Clause | undefined {
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
function countedGrocery(text: string): boolean {
  const item = parseItem(text);
  return item.quantity !== undefined && /^\d/.test(item.quantity) && isKnownGrocery(item.name);
}

function mark(itemsOf: () => ItemsPhrase | undefined, list: string | undefined | false, bought: boolean): Clause | undefined {
  const items = list === false ? undefined : itemsOf();
  if (!items || list === false) {
    return undefined;
  }
  return list === undefined ? { kind: 'mark', items, bought } : { kind: 'mark', items, list, bought };
}

function create(p: Parts, itemsSlot: 'items' | undefined): Clause | undefined {
  const name = p.text('name');
  // "a new party list": the words before the name are no part of it; "new list pls: …" names no list "pls".
  if ((p.startsWith('name', 'determiner') && !p.has('called')) || p.startsWith('name', 'closing') || p.startsWith('name', 'opening')) {
    return undefined;
  }
  const quoted = p.isQuoted('name');
  const items = itemsSlot ? p.items(itemsSlot) : undefined;
  if (name === undefined || (itemsSlot && !items)) {
    return undefined;
  }
  return { kind: 'create', name, quoted, ...(items ? { items } : {}) };
}

function copyList(p: Parts): Clause | undefined {
  const name = p.text('name');
  const copyOf = p.list('copy', false);
  return name !== undefined && copyOf !== undefined ? { kind: 'create', name, quoted: false, copyOf } : undefined;
}

function deleteList(p: Parts): Clause | undefined {
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

function allExcept(p: Parts): Clause | undefined {
  const list = p.list('list', false);
  const kept = p.items('kept');
  return list !== undefined && kept ? { kind: 'removeAllExcept', list, kept } : undefined;
}

function show(p: Parts, name: string, unknown: boolean, onlyIfThere: boolean): Clause | undefined {
  const list = p.list(name, unknown);
  if (list === undefined || p.is(name, 'listPointer') || isEvery(p, name)) {
    return undefined;
  }
  return { kind: 'show', list, onlyIfThere: onlyIfThere || !unknown };
}

function rename(p: Parts): Clause | undefined {
  const list = p.list('list', true);
  const newName = p.text('name');
  return list !== undefined && newName !== undefined ? { kind: 'rename', list, newName } : undefined;
}

function transfer(p: Parts, fromSlot: 'from' | undefined): Clause | undefined {
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

function replace(p: Parts): Clause | undefined {
  const old = p.item('old');
  const replacement = p.item('new');
  const list = p.has('list') ? p.list('list', false) : undefined;
  if (old === undefined || replacement === undefined || (p.has('list') && list === undefined)) {
    return undefined;
  }
  return { kind: 'replace', old, replacement, ...(list !== undefined ? { list } : {}) };
}

function quantity(p: Parts): Clause | undefined {
  const items = p.items('item');
  const amount = p.text('quantity');
  // "3 loaves of bread on groceries": the amount does not run on into a list.
  if (p.endsWithList('quantity')) {
    return undefined;
  }
  const list = p.has('list') ? p.list('list', false) : undefined;
  if (!items || amount === undefined || (p.has('list') && list === undefined)) {
    return undefined;
  }
  const item = items.kind === 'pointer' ? items.text : items.items.length === 1 && items.notes.length === 0 ? items.items[0] : undefined;
  return item === undefined ? undefined : { kind: 'quantity', item, quantity: amount, ...(list !== undefined ? { list } : {}) };
}

function onlyNeed(p: Parts): Clause | undefined {
  const text = p.item('item');
  const item = text === undefined ? undefined : parseItem(text);
  return text !== undefined && item?.quantity !== undefined ? { kind: 'quantity', item: item.name, quantity: text } : undefined;
}

function section(p: Parts): Clause | undefined {
  const items = p.items('items');
  const name = p.text('section') ?? '';
  const list = p.has('list') ? p.list('list', false) : undefined;
  // "the other section" points at one, as "the other list" does; and a list's name is a move, not a section.
  if (!items || parseSection(name) === undefined || findNamedList(p.context.lists, name) || /^the other\b/i.test(name) || (p.has('list') && list === undefined)) {
    return undefined;
  }
  return { kind: 'section', items, section: name, ...(list !== undefined ? { list } : {}) };
}

/** Every reading of one request's tokens: a clause for each production that reads it whole. */
export function readClause(tokens: readonly Token[], context: ReadContext): Clause[] {
  const clauses: Clause[] = [];
  const first = tokens[0]?.key ?? '';
  const keys = new Set(tokens.map((token) => token.key));
  const shapes = [...(BY_FIRST_WORD.get(first) ?? []), ...ANY_FIRST_WORD.filter(({ production, needs }) => (production.when?.(context) ?? true) && needs.every((words) => words.some((word) => keys.has(word)))).map(({ production }) => production)];
  for (const production of shapes) {
    if (production.when && !production.when(context)) {
      continue;
    }
    for (const binding of matchPattern(production.pattern, tokens)) {
      const clause = production.read(new Parts(tokens, binding, context));
      if (clause) {
        clauses.push(clause);
      }
    }
  }
  return clauses;
}

// Each production is tried only on requests that can start as it does: a shape that starts with "add"
// is not walked for "what's on groceries".
const BY_FIRST_WORD = new Map<string, Production[]>();
// A shape that can start with any word is tried only on requests that hold a word each of its fixed parts can start with.
const ANY_FIRST_WORD: { production: Production; needs: readonly (readonly string[])[] }[] = [];
for (const production of PRODUCTIONS) {
  const keys = firstKeys(production.pattern, 0);
  if (keys === undefined) {
    ANY_FIRST_WORD.push({ production, needs: production.pattern.flatMap((element) => ('slot' in element || 'optional' in element ? [] : [[...(firstKeys([element], 0) ?? [])]])) });
  } else {
    for (const key of keys) {
      BY_FIRST_WORD.set(key, [...(BY_FIRST_WORD.get(key) ?? []), production]);
    }
  }
}

/** The words a pattern can start with from `at` on; undefined when it can start with any (a slot). */
function firstKeys(pattern: readonly Element[], at: number): ReadonlySet<string> | undefined {
  const element = pattern[at];
  if (element === undefined) {
    return new Set();
  }
  if ('slot' in element) {
    return undefined;
  }
  if ('optional' in element) {
    const inner = firstKeys([element.optional], 0);
    const after = firstKeys(pattern, at + 1);
    return inner === undefined || after === undefined ? undefined : new Set([...inner, ...after]);
  }
  if ('words' in element) {
    return new Set(element.words.map((phrase) => phrase[0] ?? ''));
  }
  return new Set(LEXICON[element.category].map((phrase) => tokenize(phrase)[0]?.key ?? ''));
}

/** Whether a request starts with a verb of the lexicon: a new request, where a longer message may be cut. */
export function startsRequest(tokens: readonly Token[], at: number): boolean {
  return VERBS.some((verb) => phraseLengths(tokens, at, verb).length > 0);
}

const VERBS: readonly Category[] = [
  'addVerb', 'needVerb', 'removeVerb', 'haveVerb', 'boughtVerb', 'unboughtVerb', 'clearVerb', 'deleteVerb', 'showVerb', 'renameVerb',
  'transferVerb', 'replaceVerb', 'whoAdded', 'whichList', 'inTheCart', 'doneShopping', 'showForVerb',
];
