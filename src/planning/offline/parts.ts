import { findNamedList, isPlausibleListName, listNameFrom } from './list-phrases';
import type { GroceryLists } from '../../lists';
import type { ItemsPhrase } from './clause';
import type { Category } from './lexicon';
import type { Binding } from './pattern';
import { isPhrase, isWordOf, phraseLengths } from './phrase-index';
import type { ReadContext } from './read-context';
import { readItems, textOf } from './read-items';
import type { Token } from './tokenize';

/** A match's slots, read as the parts of a request. */
export class Parts {
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

  /** Whether a phrase of the category stands anywhere in the slot: "bye im going" holds a remark's opening. */
  holds(name: string, lexicon: Category): boolean {
    const span = this.binding[name];
    if (!span) {
      return false;
    }
    for (let at = span[0]; at < span[1]; at++) {
      if (phraseLengths(this.all, at, lexicon).some((length) => at + length <= span[1])) {
        return true;
      }
    }
    return false;
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
  // "our usual" or "the staples" is the usual items, not a list to be told is missing.
  if ((!unknown && !saysList) || isPhrase(tokens, from, to, 'theUsual')) {
    return undefined;
  }
  for (let at = from; at < to; at++) {
    const token = tokens[at];
    // "ja the party list": a word like "the" inside a name makes it a sentence, not a name.
    const inside = at > from && isWordOf(token?.key ?? '', 'determiner');
    if (!token || inside || (token.kind !== 'word' && token.kind !== 'number') || (isWordOf(token.key, 'sentenceWord') && !(at === to - 1 && token.key === 'list'))) {
      if (!(at === from && isWordOf(token?.key ?? '', 'determiner'))) {
        return undefined;
      }
    }
  }
  const name = listNameFrom(text);
  return name !== undefined && isPlausibleListName(name) ? text : undefined;
}
