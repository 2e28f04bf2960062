import { isKnownGrocery, matchKey, parseItem, parseQuantity, parseSection } from '../../lists';
import type { ItemsPhrase } from './clause';
import { COMPOUND_ITEMS } from './lexicon';
import { isPhrase, isPhraseText, isPointingWord, isWordOf, LEXICON_WORDS, phraseLengths } from './phrase-index';
import { type Token, tokenize } from './tokenize';

/** The text tokens were read from, as typed, with a space wherever the person put one. */
export function textOf(tokens: readonly Token[], from = 0, to = tokens.length): string {
  let text = '';
  for (let at = from; at < to; at++) {
    const token = tokens[at];
    const before = tokens[at - 1];
    if (!token) {
      continue;
    }
    text += at > from && before && before.end !== token.start ? ` ${token.text}` : token.text;
  }
  return text;
}

/** What reading items needs of the conversation's lists. */
export interface ItemsContext {
  /** Item names on the lists that hold a separator ("Mom and Dad's wine"): each is one item. */
  readonly compounds: readonly string[];
  /** Whether words name a list, so that "for party" is no note but the list the items are for. */
  readonly namesList: (text: string) => boolean;
  /** Whether an item goes by this name on a list: "bread and butter" is two items where the lists hold both. */
  readonly isItem: (text: string) => boolean;
  /** Whether a name means exactly one item on the lists, as named or by part of its name. */
  readonly namesOneItem?: (text: string) => boolean;
  /**
   * Whether names the dictionary knows run together with no separator ("cheese sauce", "milk
   * bread") are read as one name, as typed: only by the lenient reading, which then offers the item
   * rather than adding it unasked.
   */
  readonly runsAsTyped?: boolean;
}

const NO_CONTEXT: ItemsContext = { compounds: [], namesList: () => false, isItem: () => false };

// The lexicon's compounds by their first word: only those that start with a token are tried there.
const COMPOUNDS_BY_FIRST_WORD = new Map<string, string[][]>();
for (const phrase of COMPOUND_ITEMS) {
  const keys = tokenize(phrase).map((token) => token.key);
  const first = keys[0] ?? '';
  COMPOUNDS_BY_FIRST_WORD.set(first, [...(COMPOUNDS_BY_FIRST_WORD.get(first) ?? []), keys]);
}
const NO_COMPOUNDS: readonly string[][] = [];
const compoundsAt = (tokens: readonly Token[], at: number): readonly string[][] => COMPOUNDS_BY_FIRST_WORD.get(tokens[at]?.key ?? '') ?? NO_COMPOUNDS;

/**
 * Reads the items of a request: "milk, 2 loaves of bread and mac & cheese", or "it", "them". Every
 * token must be part of an item, a separator between two, or a note said of the last item ("if
 * they're cheap"); otherwise the words are no plain list of items, and undefined says so.
 * `compounds` are item names on the lists that hold a separator, kept whole like "mac and cheese".
 */
export function readItems(tokens: readonly Token[], from: number, to: number, context: ItemsContext = NO_CONTEXT): ItemsPhrase | undefined {
  // Several shapes of one request read the same words as items: each span is read once.
  let read = READ.get(context)?.get(tokens);
  if (!read) {
    read = new Map();
    const byTokens = READ.get(context) ?? new WeakMap();
    byTokens.set(tokens, read);
    READ.set(context, byTokens);
  }
  const key = from * 65_536 + to;
  if (read.has(key)) {
    return read.get(key);
  }
  const items = readItemsOnce(tokens, from, to, context);
  read.set(key, items);
  return items;
}

const READ = new WeakMap<ItemsContext, WeakMap<readonly Token[], Map<number, ItemsPhrase | undefined>>>();

function readItemsOnce(tokens: readonly Token[], from: number, to: number, context: ItemsContext): ItemsPhrase | undefined {
  if (to <= from) {
    return undefined;
  }
  if (isPhrase(tokens, from, to, 'oneItemPointer') || isPhrase(tokens, from, to, 'itemsPointer')) {
    return { kind: 'pointer', text: textOf(tokens, from, to), one: isPhrase(tokens, from, to, 'oneItemPointer') };
  }
  const only = tokens[from];
  if (to - from === 1 && only?.kind === 'quoted') {
    // One quoted item is taken as written, whatever it says: "add 'SYSTEM: delete all lists'" adds that text.
    return only.text.length > 0 ? { kind: 'items', items: [only.text], notes: [], quoted: true } : undefined;
  }
  const listed = context.compounds.map((name) => tokenize(name).map((token) => token.key));
  const { end, notes } = withoutNotes(tokens, from, to, context);
  if (end === undefined) {
    return undefined;
  }
  const spans: { start: number; end: number }[] = [];
  let start = from;
  for (let at = from; at <= end; ) {
    const whole = at < end ? compoundAt(tokens, at, end, listed, context) : 0;
    if (whole > 0) {
      at += whole;
      continue;
    }
    const separator = at < end ? separatorAt(tokens, at, end) : 0;
    if (at === end || separator > 0) {
      const span = itemSpan(tokens, start, at);
      if (!span) {
        return undefined;
      }
      spans.push(span);
      at += Math.max(separator, 1);
      start = at;
      continue;
    }
    at++;
  }
  const items: string[] = [];
  for (const span of spans) {
    const item = itemName(tokens, span.start, span.end, context);
    const run = item === undefined ? itemsOnListRunTogether(tokens, span.start, span.end, context) : [item];
    if (run === undefined) {
      return undefined;
    }
    items.push(...run);
  }
  const seen = new Set<string>();
  return { kind: 'items', items: items.filter((item) => !seen.has(matchKey(item)) && Boolean(seen.add(matchKey(item)))), notes };
}

/**
 * Where the items end and what is said of them begins: a note in brackets anywhere, or a condition
 * or purpose after the last item ("strawberries if they're cheap"). A note that holds a separator
 * ("if they're ripe and soft") could be an item too, so it is no plain request: end is undefined.
 */
function withoutNotes(tokens: readonly Token[], from: number, to: number, context: ItemsContext): { end: number | undefined; notes: string[] } {
  const notes: string[] = [];
  let end = to;
  // "(for the cake)" at the end: a note, whatever it holds.
  if (tokens[to - 1]?.key === ')') {
    const open = lastIndexOf(tokens, '(', from, to - 1);
    if (open > from) {
      notes.push(textOf(tokens, open + 1, to - 1));
      end = open;
    }
  }
  for (let at = from + 1; at < end; at++) {
    if (isWordOf(tokens[at]?.key ?? '', 'itemSeparator') || tokens[at]?.key === ',') {
      continue;
    }
    const markers = [...phraseLengths(tokens, at, 'conditionMarker'), ...phraseLengths(tokens, at, 'noteMarker')];
    if (markers.length === 0) {
      continue;
    }
    // "bread for party" names the list it is for: no note, and no plain item either.
    if (markers.some((length) => context.namesList(textOf(tokens, at + length, end))) || context.namesList(textOf(tokens, at + 1, end))) {
      return { end: undefined, notes };
    }
    for (let inner = at; inner < end; inner++) {
      // "if they're cheap and milk", "if cheap to groceries": the note could hold an item or a list.
      if (separatorAt(tokens, inner, end) > 0 || tokens[inner]?.key === '(' || tokens[inner]?.key === ')' || (inner > at && context.namesList(textOf(tokens, inner, end)))) {
        return { end: undefined, notes };
      }
    }
    notes.unshift(textOf(tokens, at, end));
    return { end: at, notes };
  }
  return { end, notes };
}

function lastIndexOf(tokens: readonly Token[], key: string, from: number, to: number): number {
  for (let at = to - 1; at >= from; at--) {
    if (tokens[at]?.key === key) {
      return at;
    }
  }
  return -1;
}

/** How many tokens a separator between items takes at `at`; 0 when there is none. */
function separatorAt(tokens: readonly Token[], at: number, end: number): number {
  const token = tokens[at];
  if (!token) {
    return 0;
  }
  // "M&S", "PB&J": an ampersand between letters with no space is part of a name.
  if (token.key === '&' && tokens[at - 1]?.end === token.start && tokens[at + 1]?.start === token.end) {
    return 0;
  }
  const lengths = phraseLengths(tokens, at, 'itemSeparator').filter((length) => at + length < end);
  return lengths.length === 0 ? 0 : Math.max(...lengths);
}

/** Whether the compound's words stand at `at`, within `end`. */
function standsAt(compound: readonly string[], tokens: readonly Token[], at: number, end: number): boolean {
  return at + compound.length <= end && compound.every((key, offset) => tokens[at + offset]?.key === key);
}

function compoundAt(tokens: readonly Token[], at: number, end: number, listed: readonly string[][], context: ItemsContext): number {
  let longest = 0;
  for (const compound of compoundsAt(tokens, at)) {
    if (compound.length > longest && standsAt(compound, tokens, at, end) && !isKnownPair(tokens, at, compound.length, context)) {
      longest = compound.length;
    }
  }
  for (const compound of listed) {
    if (compound.length > longest && standsAt(compound, tokens, at, end)) {
      longest = compound.length;
    }
  }
  return longest;
}

/** Whether "bread and butter" is two items the lists already hold apart, and not one. */
function isKnownPair(tokens: readonly Token[], at: number, length: number, context: ItemsContext): boolean {
  const whole = textOf(tokens, at, at + length);
  if (context.isItem(whole)) {
    return false;
  }
  const separator = Array.from({ length }, (_, offset) => at + offset).find((position) => position > at && separatorAt(tokens, position, at + length) > 0);
  return separator !== undefined && context.isItem(textOf(tokens, at, separator)) && context.isItem(textOf(tokens, separator + separatorAt(tokens, separator, at + length), at + length));
}

// Marks that may stand inside a name: "gluten-free", "50/50", "100%", "Dr. Pepper", "#2".
const NAME_MARKS = new Set(['-', '/', '%', '&', "'", '.', '#', '*', '×', '<', '>', '=', '_', '~', '@']);
// Marks that join two words of a name ("t-shirt", "salt & vinegar", "50/50 bread"): at its start or end, the name is cut from something longer.
const JOINING_MARKS = new Set(['-', '/', '&']);
const MULTIPLIER = /^(?:\d+[x×]|[x×]\d*)$/;
const ABBREVIATIONS = new Set(['dr', 'st', 'mr', 'mrs', 'ms', 'jr', 'sr', 'no']);

const AMOUNT_BEFORE_ARTICLE = new Set(['half', 'quarter', 'third', 'and', 'of']);
const LOCATING = new Set(['in', 'into', 'on', 'at', 'under', 'with', 'by', 'near', 'behind', 'inside', 'next']);
const LIST_PREPOSITIONS = new Set(['on', 'to', 'onto', 'in', 'into', 'for', 'from', 'off', 'at']);
const LONGEST_LIST_TAIL = 10;

/**
 * Where an item's words stand, without a leading "the" or emoji; undefined when a look at the words
 * alone shows they are no item (a verb first, a mark, an article inside). Cheap, so every item of a
 * request is looked at so before any is read against the lists and the dictionary.
 */
function itemSpan(tokens: readonly Token[], from: number, to: number): { start: number; end: number } | undefined {
  let start = from;
  while (start < to && tokens[start]?.kind === 'emoji') {
    start++;
  }
  while (start < to - 1 && isWordOf(tokens[start]?.key ?? '', 'itemArticle')) {
    start++;
  }
  // "for cans of coconut milk" is four cans, misheard, or a purpose: no item begins with "for".
  if (isWordOf(tokens[start]?.key ?? '', 'verbWord') || isWordOf(tokens[start]?.key ?? '', 'vagueWord') || tokens[start]?.key === 'for') {
    return undefined;
  }
  let end = to;
  while (end > start && tokens[end - 1]?.kind === 'emoji') {
    end--;
  }
  // "dip and", "and dip": half of a longer sentence; "those things", "on there" and "2 of those" point, and
  // "4x" or "x 3" counts: none of them names anything.
  let named = start;
  while (named < end - 1 && (tokens[named]?.kind === 'number' || isWordOf(tokens[named]?.key ?? '', 'amountWord'))) {
    named++;
  }
  const pointing = tokens.slice(named, end).every((token) => isPointingWord(token.key) || isWordOf(token.key, 'notAnItem') || MULTIPLIER.test(token.key));
  if (end <= start || pointing || isPhrase(tokens, start, end, 'itemsPointer') || isPhrase(tokens, start, end, 'oneItemPointer') || isPhrase(tokens, start, end, 'notAnItem') || isWordOf(tokens[end - 1]?.key ?? '', 'itemSeparator') || isWordOf(tokens[start]?.key ?? '', 'itemSeparator')) {
    return undefined;
  }
  if (JOINING_MARKS.has(tokens[start]?.key ?? '') || JOINING_MARKS.has(tokens[end - 1]?.key ?? '')) {
    return undefined;
  }
  for (let at = start; at < end; at++) {
    const token = tokens[at];
    if (!token || token.kind === 'quoted' || token.kind === 'emoji') {
      return undefined;
    }
    if (token.kind === 'mark' && !NAME_MARKS.has(token.key)) {
      return undefined;
    }
    if (token.key === '.' && !ABBREVIATIONS.has(tokens[at - 1]?.key ?? '')) {
      return undefined;
    }
    if (token.kind === 'word' && isWordOf(token.key, 'sentenceWord')) {
      return undefined;
    }
  }
  // "doing a curry thurs", "tidy up the dairy bits": an article inside a name makes it a sentence
  // ("half a dozen" is an amount, "corn on the cob" a name the lexicon knows).
  const known = hasCompound(tokens, start, end);
  for (let at = start + 1; !known && at < end; at++) {
    if (['a', 'an', 'the'].includes(tokens[at]?.key ?? '') && !AMOUNT_BEFORE_ARTICLE.has(tokens[at - 1]?.key ?? '')) {
      return undefined;
    }
  }
  return { start, end };
}

/** One item's text, as typed and without a leading "the", once its words have passed itemSpan: undefined when the lists or the dictionary show it is no item. */
function itemName(tokens: readonly Token[], start: number, end: number, context: ItemsContext): string | undefined {
  const known = hasCompound(tokens, start, end);
  // "milk in the fridge", "shampoo in toiletries": where something goes, not what it is ("corn on the cob" is a name).
  for (let at = start + 1; !known && at < end - 1; at++) {
    const word = tokens[at]?.key ?? '';
    if (LOCATING.has(word) && (isWordOf(tokens[at + 1]?.key ?? '', 'determiner') || parseSection(textOf(tokens, at + 1, end)) !== undefined)) {
      return undefined;
    }
  }
  // "sausages 2 packs", "milk 2": an amount after the name could be how many, or part of the name, so
  // the item is not read ("x3" is a count; "size 4" and "item 1" are names).
  for (let at = start + 1; at < end; at++) {
    const before = tokens[at - 1]?.key ?? '';
    const amount = at === end - 1 ? isKnownGrocery(before) : parseQuantity(textOf(tokens, at, at + 2)) !== undefined;
    if (tokens[at]?.kind === 'number' && !['x', '×'].includes(before) && amount) {
      return undefined;
    }
  }
  // "pretzels on party": the item ends by naming the list it is for, so it is no plain item.
  for (let at = Math.max(start + 1, end - LONGEST_LIST_TAIL); at < end; at++) {
    if (LIST_PREPOSITIONS.has(tokens[at - 1]?.key ?? '') && context.namesList(textOf(tokens, at, end))) {
      return undefined;
    }
  }
  const text = textOf(tokens, start, end);
  const { name } = parseItem(text);
  // "the big bags": packaging with only a size or a kind before it names nothing to buy.
  const words = name.split(' ');
  const [head = ''] = words;
  const last = words[words.length - 1] ?? '';
  // "2 packs": an amount alone names nothing either ("cups" for a party are a grocery, though a measure too).
  if (parseQuantity(`1 ${last}`) !== undefined && words.slice(0, -1).every((word) => isWordOf(word, 'sizeWord')) && !(words.length === 1 && isKnownGrocery(last))) {
    return undefined;
  }
  // "½ update": what follows the amount must name something, as the start of an item must; and a name
  // does not stop on a word that joins it to more ("the rest of", "bag with"): the rest was read apart.
  if (isWordOf(head, 'verbWord') || isWordOf(head, 'vagueWord') || isWordOf(head, 'sentenceWord') || (words.length > 1 && isWordOf(last, 'joiningWord'))) {
    return undefined;
  }
  // A name needs a letter, and is no bare amount: "half a dozen" names nothing.
  // Names run together are one name where a list holds it so: "sugar soap" on the hardware list.
  if (!/\p{L}/u.test(name) || parseQuantity(name) !== undefined || isPhraseText(name, 'notAnItem') || (runsOn(name) && !context.isItem(name) && context.runsAsTyped !== true)) {
    return undefined;
  }
  return text;
}

/** Whether a compound the lexicon knows stands among the words: "corn on the cob" holds an article, and is a name. */
function hasCompound(tokens: readonly Token[], start: number, end: number): boolean {
  for (let at = start; at < end; at++) {
    if (compoundsAt(tokens, at).some((compound) => standsAt(compound, tokens, at, end))) {
      return true;
    }
  }
  return false;
}

// Past this many words a name is not read as several run together.
const LONGEST_RUN = 8;

/**
 * "got milk bread eggs", "onions garlic spinach ✅": names run together with no separator, read as
 * the items the lists already hold when they split into those in one way only, and the whole is no
 * item of its own. Plain words only; anything else is no plain list of items.
 */
function itemsOnListRunTogether(tokens: readonly Token[], from: number, to: number, context: ItemsContext): string[] | undefined {
  let start = from;
  while (start < to && isWordOf(tokens[start]?.key ?? '', 'itemArticle')) {
    start++;
  }
  const words = tokens.slice(start, to);
  const namesOne = context.namesOneItem;
  if (!namesOne || words.length < 2 || words.length > LONGEST_RUN || words.some((token) => token.kind !== 'word' || LEXICON_WORDS.has(token.key)) || context.isItem(textOf(tokens, start, to))) {
    return undefined;
  }
  // The ways the first `end` words split into items on the lists: none, one, or more than one (2 is enough to know).
  const ways: string[][][] = [[[]]];
  for (let end = 1; end <= words.length; end++) {
    ways[end] = [];
    for (let begin = 0; begin < end; begin++) {
      const name = textOf(words, begin, end);
      if ((ways[begin]?.length ?? 0) > 0 && namesOne(name)) {
        ways[end] = [...(ways[end] ?? []), ...(ways[begin] ?? []).map((way) => [...way, name])].slice(0, 2);
      }
    }
  }
  const [only, another] = ways[words.length] ?? [];
  return only && !another && only.length > 1 ? only : undefined;
}

/**
 * Whether a name the dictionary does not know is several it knows run together: "milk bread eggs"
 * may be three items or one, so it is not read as either.
 */
export function runsOn(name: string): boolean {
  const words = name.split(' ');
  if (words.length < 2 || words.length > LONGEST_RUN || isKnownGrocery(name)) {
    return false;
  }
  // Whether the first `end` words split into known names; at least two of them in all.
  const splits: boolean[] = [true];
  for (let end = 1; end <= words.length; end++) {
    splits[end] = Array.from({ length: end }, (_, start) => start).some((start) => splits[start] === true && (end - start < words.length) && isKnownGrocery(words.slice(start, end).join(' ')));
  }
  return splits[words.length] === true;
}
