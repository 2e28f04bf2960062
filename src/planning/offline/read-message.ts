import { singular, plural } from '../../text/word-forms';
import { type GroceryLists, isKnownGrocery, matchKey, parseItem, parseSection } from '../../lists';
import { indexLists, isGroceryOrListed } from './lists-index';
import { startsRequest } from './grammar';
import type { Category } from './lexicon';
import { findNamedList } from './list-phrases';
import { isWordOf, LEXICON_WORDS, phraseLengths } from './phrase-index';
import { textOf } from './read-items';
import { requestLines } from './request-lines';
import { type Token, tokenize } from './tokenize';

// Characters that show as nothing, or move the text: "mi\u200Bl\u200Bk" is milk.
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u2064]/g;

/** A message as requests: each one's readings (a part that leaves out its verb reads with the one before). */
export interface MessageReading {
  readonly clauses: readonly (readonly Token[][])[];
  /** Whether the message says it follows the last one: "and eggs", "bread too". */
  readonly followsOn: boolean;
  /** Whether the message ends asking: "milk?" is no follow-up that adds milk. */
  readonly asks: boolean;
  /** The remarks and asides left alone beside the requests. */
  readonly remarks: readonly (readonly Token[])[];
  /** What a request said of its items after naming its list, and is no part of it: "if they're cheap". */
  readonly notes: readonly string[];
  /** Whether a list said first is what the request after it is about: "hardware - add sandpaper". */
  readonly topical: boolean;
  /**
   * A one-line message cut in several, as one request: "add dish soap and trash bags to target" is
   * no second request to trash bags. Read where the parts do not plan.
   */
  readonly uncut?: readonly Token[];
}

/**
 * Reads a message into its requests: one a line, and a line cut where a new request begins, after
 * a separator ("and", ",", "then") that a request's verb follows, or that follows a list's name
 * ("add milk to groceries and cups to party"). Politeness around a request is dropped. Every token
 * is read once or twice, so a long message costs in proportion to its length.
 */
export function readMessage(text: string, lists: GroceryLists): MessageReading | undefined {
  const lines = requestLines(text.normalize('NFC').replace(INVISIBLE, ''));
  if (!lines || lines.length === 0) {
    return undefined;
  }
  const spans = listNameSpans(lists);
  let followsOn = false;
  let asks = false;
  const clauses: Token[][][] = [];
  const remarks: Token[][] = [];
  const notes: string[] = [];
  let topical = false;
  let uncut: Token[] | undefined;
  for (const [index, line] of lines.entries()) {
    const tokens = tokenize(line).map(oneCheckMark);
    if (lines.length === 1 && index === 0) {
      followsOn = saysFollowOn(tokens);
      asks = tokens.some((token) => token.key === '?');
    }
    let previous: Token[] | undefined;
    const whole = withoutAside(trimmed(tokens), lists, remarks);
    const cut = cutLine(whole, spans, lists).map(trimmed);
    // Only words were cut at ("and trash bags"): a mark or an emoji between parts says they are two.
    uncut = lines.length === 1 && cut.length > 1 && whole.every((token) => token.kind !== 'emoji' && !CUTTING_MARKS.has(token.key)) ? whole : undefined;
    // Remarks to the others in the chat are left alone, beside a request: "add olive oil, i finished it".
    const parts = cut.filter((part, at) => !(cut.length > 1 && isRemark(part, lists)) && !(at === 0 && cut.length > 1 && isAside(part, lists)) && !(at > 0 && at === cut.length - 1 && saysWhichKind(part, lists)));
    remarks.push(...cut.filter((part) => !parts.includes(part)));
    if (parts.length === 0) {
      return undefined;
    }
    // "hardware - add sandpaper", "at the hardware store, what's left": a list said first, or where the
    // shopper is, is what the request after it is about; "hardware store. list" asks for that list.
    const [first = [], second = []] = parts;
    const topic = parts.length > 1 && (startsRequest(second, skipOpening(second, 0)) || isBareList(second)) ? (isListOnly(first, lists) ? first : placedList(first, lists)) : undefined;
    if (topic) {
      parts.shift();
    }
    topical ||= topic !== undefined;
    for (const spoken of parts) {
      // An emoji inside a request is mood: "party 🎉: balloons"; a tick is kept, once for a run of them.
      const kept = spoken.filter((token, at) => token.kind !== 'emoji' || (isWordOf(token.key, 'checkMark') && spoken[at - 1]?.key !== token.key));
      const part = withoutTrailingNote(kept, lists, notes);
      const clause = topic ? (isBareList(part) ? [...topic, LIST] : [...part, ON, ...topic]) : part;
      if (clause.length === 0) {
        return undefined;
      }
      // A whole message read as typed too: "hello there" is a greeting, not "there".
      const asTyped = lines.length === 1 && parts.length === 1 && phraseLengths(tokens, 0, 'greeting').length > 0 ? withoutEnd(tokens) : clause;
      const readings = previous === undefined ? (asTyped.length === clause.length ? [clause] : [clause, asTyped]) : followOnReadings(clause, previous, lists);
      clauses.push(readings);
      // What the next part leaves out comes from this one as it reads in full: "… to party, camping and Summer BBQ".
      previous = readings[0] ?? clause;
    }
  }
  return clauses.length === 0 ? undefined : { clauses, followsOn, asks, remarks, notes, topical, ...(uncut ? { uncut } : {}) };
}

/** "✅✅✅", typed as one run or apart, ticks as one "✅" does. */
function oneCheckMark(token: Token): Token {
  const repeated = token.kind === 'emoji' ? /^(.+?)\1+$/u.exec(token.key)?.[1] : undefined;
  return repeated !== undefined && isWordOf(repeated, 'checkMark') ? { ...token, key: repeated, text: repeated } : token;
}

// The word that joins a request to the list said before it.
const ON: Token = { text: 'on', key: 'on', kind: 'word', start: -1, end: -1 };
// The word that asks for a list said before it: "hardware store. list" is "hardware list".
const LIST: Token = { text: 'list', key: 'list', kind: 'word', start: -1, end: -1 };

/** "list", "the list", "list?": a part that asks for a list and names none. */
function isBareList(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => token.kind === 'word').map((token) => token.key);
  return words.length === tokens.filter((token) => token.key !== '?' && token.key !== '.').length && ['list', 'the list', 'list pls', 'list please'].includes(words.join(' '));
}

// Where a shopper says they are: "at the hardware store", "@ costco", "GE now".
const PLACE_BEFORE: ReadonlySet<string> = new Set(['at', 'in', '@']);
const PLACE_AFTER: ReadonlySet<string> = new Set(['store', 'shop', 'now', 'today']);

/** The words naming a list in a part that says where the shopper is, with a place word around them. */
function placedList(tokens: readonly Token[], lists: GroceryLists): Token[] | undefined {
  let start = PLACE_BEFORE.has(tokens[0]?.key ?? '') ? 1 : 0;
  start += tokens[start]?.key === 'the' ? 1 : 0;
  let end = tokens.length;
  while (end > start && PLACE_AFTER.has(tokens[end - 1]?.key ?? '')) {
    end--;
  }
  const name = tokens.slice(start, end);
  return name.length > 0 && (start > 0 || end < tokens.length) && findNamedList(lists, textOf(name)) ? name : undefined;
}

function isListOnly(tokens: readonly Token[], lists: GroceryLists): boolean {
  return tokens.length > 0 && findNamedList(lists, textOf(tokens)) !== undefined;
}

function saysFollowOn(tokens: readonly Token[]): boolean {
  const body = withoutTrailing(withoutEnd(tokens), ['closing'], false);
  const lead = phraseLengths(body, 0, 'followOnLead').some((length) => length < body.length);
  const tail = TAIL_LENGTHS.some((length) => length < body.length && phraseLengths(body, body.length - length, 'followOnTail').includes(length));
  return lead || tail;
}
const TAIL_LENGTHS = [1, 2];

/** The request without what carries no meaning: "ok so can you", "please", "thanks!", "🙏". */
export function trimmed(typed: readonly Token[]): Token[] {
  const tokens = withoutEnd(typed);
  let start = 0;
  for (let changed = true; changed; ) {
    changed = false;
    const lengths = phraseLengths(tokens, start, 'opening').filter((length) => start + length < tokens.length);
    const longest = Math.max(0, ...lengths);
    if (longest > 0) {
      start += longest;
      changed = true;
    }
    // "hey, add eggs", "Hi Pantry! Could you…": the mark after a greeting goes with it.
    while (changed && start < tokens.length - 1 && [',', '!', '.', ':', '-', '?'].includes(tokens[start]?.key ?? '')) {
      start++;
    }
    // "😅 remind me saturday…": an emoji before a request is a mood, as one after it is (a tick is kept).
    while (start < tokens.length - 1 && tokens[start]?.kind === 'emoji' && !isWordOf(tokens[start]?.key ?? '', 'checkMark')) {
      start++;
      changed = true;
    }
  }
  return withoutTrailing(tokens.slice(start), ['closing', 'followOnTail'], true);
}

/**
 * Without the phrases of `categories` at the end, and the commas between them ("thanks, too"); with
 * `mood`, without a closing emoji as well (a tick is kept). At least one token is left.
 */
function withoutTrailing(tokens: Token[], categories: readonly Category[], mood: boolean): Token[] {
  let end = tokens.length;
  for (let changed = true; changed; ) {
    changed = false;
    for (const category of categories) {
      for (let length = 4; length >= 1; length--) {
        if (end - length >= 1 && phraseLengths(tokens, end - length, category).includes(length)) {
          end -= length;
          changed = true;
          break;
        }
      }
    }
    while (end > 1 && (tokens[end - 1]?.key === ',' || (mood && tokens[end - 1]?.kind === 'emoji' && !isWordOf(tokens[end - 1]?.key ?? '', 'checkMark')))) {
      end--;
      changed = true;
    }
  }
  return tokens.slice(0, end);
}

// What ends a sentence carries no meaning of its own here: "groceries?" asks to see groceries; a
// closing emoji is mood, but a tick ("eggs ✅") says the item is in the cart.
const END_MARKS = new Set(['.', '!', '?', '…', ',']);
function withoutEnd(tokens: readonly Token[]): Token[] {
  let end = tokens.length;
  while (end > 0 && (END_MARKS.has(tokens[end - 1]?.key ?? '') || (tokens[end - 1]?.kind === 'emoji' && !isWordOf(tokens[end - 1]?.key ?? '', 'checkMark')))) {
    end--;
  }
  return tokens.slice(0, end);
}

function lastOpening(tokens: readonly Token[], end: number): number {
  for (let at = end - 1; at >= 0; at--) {
    if (tokens[at]?.key === '(') {
      return at;
    }
  }
  return -1;
}

/**
 * The request without what it says of its items after naming its list ("add strawberries to
 * groceries if they're cheap", "put bread on groceries for the kids' lunches"), when that names
 * nothing to buy, no amount and no list; the note is kept in `notes`, to be said back.
 */
function withoutTrailingNote(tokens: Token[], lists: GroceryLists, notes: string[]): Token[] {
  for (let at = 2; at < tokens.length; at++) {
    const marks = phraseLengths(tokens, at, 'conditionMarker').length > 0 || phraseLengths(tokens, at, 'noteMarker').length > 0;
    if (!marks || listTail(tokens, 0, at, lists) === undefined) {
      continue;
    }
    const note = tokens.slice(at);
    if (note.some((token, offset) => token.kind === 'number' || namesSomething(note, offset, lists) || startsRequest(note, offset))) {
      return tokens;
    }
    notes.push(textOf(note));
    return tokens.slice(0, at);
  }
  return tokens;
}

/**
 * The request without a note in brackets at its end, said to the shopper ("(the barista one)"), when
 * the note names nothing to buy and no list; the note is kept among `remarks`.
 */
function withoutAside(tokens: Token[], lists: GroceryLists, remarks: Token[][]): Token[] {
  const open = tokens[tokens.length - 1]?.key === ')' ? lastOpening(tokens, tokens.length) : -1;
  const note = open > 0 ? tokens.slice(open) : [];
  if (open <= 0 || note.some((token, at) => token.kind === 'number' || namesSomething(note, at, lists))) {
    return tokens;
  }
  remarks.push(note);
  return withoutEnd(tokens.slice(0, open));
}

/**
 * Whether the first part of a longer message only says where or who the writer is: "at tesco",
 * "in b&m now", "jess here". Never a list's name: "in party" sends something there.
 */
function isAside(tokens: readonly Token[], lists: GroceryLists): boolean {
  const [first] = tokens;
  const last = tokens[tokens.length - 1];
  const where = first !== undefined && PLACE_BEFORE.has(first.key) && tokens.length <= 6 && !findNamedList(lists, textOf(tokens, 1)) && !placedList(tokens, lists);
  // "jess here", "it's mum here": a name, one word the lexicon does not know ("no nooch here" says something is not there).
  const name = tokens.length === 3 && ["it's", 'its', 'this is'].includes(first?.key ?? '') ? tokens[1] : tokens.length === 2 ? first : undefined;
  const who = last?.key === 'here' && name?.kind === 'word' && !LEXICON_WORDS.has(name.key);
  return (where || who) && !tokens.some((_, at) => startsRequest(tokens, at));
}

/**
 * Whether the last part of a longer message only says which kind is meant: "the sensitive ones",
 * "the polish one, Kamis", "the fabric ones not the plastic". It names no list, no amount and no
 * request, so it is said to the shopper and changes nothing.
 */
function saysWhichKind(tokens: readonly Token[], lists: GroceryLists): boolean {
  const one = tokens.findIndex((token) => token.key === 'one' || token.key === 'ones');
  return (
    tokens[0]?.key === 'the' &&
    one > 0 &&
    one <= MOST_KIND_WORDS &&
    !tokens.some((token, at) => token.kind === 'number' || token.kind === 'quoted' || startsRequest(tokens, at) || (at > 0 && findNamedList(lists, textOf(tokens, at)) !== undefined))
  );
}
// "the big organic free range ones": a kind is said in a few words.
const MOST_KIND_WORDS = 5;

/**
 * Whether a part of a message beside a request is a remark to the others in the chat: it starts as a
 * statement does ("i finished it", "there's a party on", "because…"), and no word of it asks for a
 * change or an answer, takes back or changes what was asked ("no", "keep", "instead", "more"), says
 * how many, or names anything to buy or any list: no grocery the dictionary knows ("she wants bread
 * too" is no remark), no item or list of the conversation's.
 */
function isRemark(tokens: readonly Token[], lists: GroceryLists): boolean {
  if (phraseLengths(tokens, 0, 'remarkOpener').length === 0) {
    return false;
  }
  const asks = tokens.some((_, at) => startsRequest(tokens, at) || phraseLengths(tokens, at, 'onlyNeed').length > 0 || phraseLengths(tokens, at, 'reversal').length > 0);
  const names = tokens.some((token, at) => token.kind === 'number' || token.kind === 'quoted' || phraseLengths(tokens, at, 'amountWord').length > 0 || namesSomething(tokens, at, lists));
  return tokens.length > 0 && !asks && !names && !phraseLengths(tokens, 0, 'thanks').includes(tokens.length) && !phraseLengths(tokens, 0, 'greeting').includes(tokens.length);
}

function namesSomething(tokens: readonly Token[], at: number, lists: GroceryLists): boolean {
  const token = tokens[at];
  if (!token || token.kind !== 'word' || LEXICON_WORDS.has(token.key)) {
    return false;
  }
  const pair = textOf(tokens, at, at + 2);
  return isKnownGrocery(token.key) || isKnownGrocery(pair) || findNamedList(lists, token.text) !== undefined || indexLists(lists).itemNames.has(matchKey(token.text));
}

/** The lists' names as token keys, longest first: a name's own "and" is no place to cut. */
function listNameSpans(lists: GroceryLists): readonly string[][] {
  return namesOf(lists).spans;
}

/** The last word of each list's name, singular and plural: where a list's name can end. */
function lastWordsOf(lists: GroceryLists): ReadonlySet<string> {
  return namesOf(lists).lastWords;
}

// Lists are values: their names are read once, not once a message.
const NAMES = new WeakMap<GroceryLists, { spans: string[][]; lastWords: ReadonlySet<string> }>();

function namesOf(lists: GroceryLists): { spans: string[][]; lastWords: ReadonlySet<string> } {
  let names = NAMES.get(lists);
  if (!names) {
    const spans = lists.map((list) => tokenize(list.name).map((token) => token.key)).sort((a, b) => b.length - a.length);
    const last = spans.map((span) => span[span.length - 1] ?? '');
    names = { spans, lastWords: new Set(last.flatMap((word) => [word, plural(word), singular(word)])) };
    NAMES.set(lists, names);
  }
  return names;
}

function spanAt(tokens: readonly Token[], at: number, spans: readonly string[][]): number {
  return spans.find((span) => span.length > 1 && span.every((key, offset) => tokens[at + offset]?.key === key))?.length ?? 0;
}

const ABBREVIATIONS = new Set(['dr', 'st', 'mr', 'mrs', 'ms', 'jr', 'sr', 'no']);
const SENTENCE_END = new Set(['!', '?', '.']);
const CUTTING_MARKS: ReadonlySet<string> = new Set(['!', '?', '.', ',', ';', ':', '-', '+', '&']);

function cutLine(tokens: readonly Token[], spans: readonly string[][], lists: GroceryLists): Token[][] {
  const parts: Token[][] = [];
  // Where the word "list" is said last, so each place to cut asks in one step whether another list follows.
  const lastList = tokens.map((token) => token.key).lastIndexOf('list');
  const lastWords = lastWordsOf(lists);
  let start = 0;
  for (let at = 0; at < tokens.length; ) {
    const span = spanAt(tokens, at, spans);
    if (span > 0) {
      at += span;
      continue;
    }
    const token = tokens[at];
    // An emoji or a dash parts two sentences only before a request or a remark: "bought the cake 🎂 remove it from party".
    const mark = (token?.kind === 'emoji' && !isWordOf(token.key, 'checkMark')) || token?.key === '-';
    const separator = Math.max(0, ...phraseLengths(tokens, at, 'clauseSeparator'), mark ? 1 : 0);
    const ends = token !== undefined && SENTENCE_END.has(token.key) && !(token.key === '.' && ABBREVIATIONS.has(tokens[at - 1]?.key ?? ''));
    const after = at + Math.max(separator, ends ? 1 : 0);
    const cut = (separator > 0 || ends) && skipOpening(tokens, start) < at && after < tokens.length;
    // "add milk to groceries we're out": a request that ends with its list may run on into a remark with no mark between.
    const runsOnAfterList = separator === 0 && !ends && !mark && skipOpening(tokens, start) < at && phraseLengths(tokens, at, 'remarkOpener').length > 0 && phraseLengths(tokens, at, 'followOnTail').length === 0 && phraseLengths(tokens, at, 'closing').length === 0;
    // A list's name ends in one of its own words, or in "list", so only there is it looked for.
    const ending = tokens[at - 1]?.key === 'list' ? tokens[at - 2]?.key : tokens[at - 1]?.key;
    const afterList = lastWords.has(ending ?? '') && listTail(tokens, start, at, lists) !== undefined;
    const anotherList = lastList >= after && tokens.slice(start, after).some((token) => token.key === 'list') && makesAnotherList(tokens, start);
    const cutsHere = (runsOnAfterList && afterList) || (cut && !mark && tokens[after]?.key === 'the' && saysWhichKind(tokens.slice(after), lists)) || (cut && ((startsRequest(tokens, skipOpening(tokens, after)) && !startsItemName(tokens, skipOpening(tokens, after), lists)) || phraseLengths(tokens, after, 'remarkOpener').length > 0 || (!mark && (ends || endsWithSection(tokens, start, at) || afterList || anotherList || parallelToNewList(tokens, start, at, after)))));
    if (cutsHere) {
      parts.push(tokens.slice(start, at));
      start = after;
      at = after;
      continue;
    }
    at++;
  }
  parts.push(tokens.slice(start));
  return parts.filter((part) => withoutEnd(part).length > 0);
}

/** Whether the words at `at` begin with an item's whole name, on the lists or in the dictionary: "bin bags" is a thing, not "bin" the bags. */
function startsItemName(tokens: readonly Token[], at: number, lists: GroceryLists): boolean {
  const { itemNames } = indexLists(lists);
  return [3, 2].some((width) => at + width <= tokens.length && ((phrase) => itemNames.has(matchKey(phrase)) || isKnownGrocery(phrase))(textOf(tokens, at, at + width)));
}

/** "create a camping list and a hardware list": a second list to make, when both parts say "list". */
function makesAnotherList(tokens: readonly Token[], start: number): boolean {
  return phraseLengths(tokens, skipOpening(tokens, start), 'createVerb').length > 0;
}

/**
 * "add milk to groceries and rope to camping" with neither list there yet: a part that ends "to" and
 * a name, followed by one that sends something "to" a name too.
 */
function parallelToNewList(tokens: readonly Token[], start: number, end: number, after: number): boolean {
  const sendsTo = (at: number) => phraseLengths(tokens, at, 'toNewList').length > 0;
  const nameStart = [1, 2, 3].map((length) => end - length).find((at) => at > start && sendsTo(at - 1));
  const plainName = nameStart !== undefined && tokens.slice(nameStart, end).every((token) => token.kind === 'word' && !isWordOf(token.key, 'sentenceWord'));
  return plainName && tokens.slice(after).some((_, offset) => sendsTo(after + offset));
}

/** "put mince under meat and spinach under produce": a part that ends by naming a section. */
function endsWithSection(tokens: readonly Token[], start: number, end: number): boolean {
  return [1, 2, 3].some((length) => end - length - 1 > start && ['under', 'in', 'into'].includes(tokens[end - length - 1]?.key ?? '') && parseSection(textOf(tokens, end - length, end)) !== undefined);
}

function skipOpening(tokens: readonly Token[], at: number): number {
  const longest = Math.max(0, ...phraseLengths(tokens, at, 'opening'));
  return longest > 0 && at + longest < tokens.length ? skipOpening(tokens, at + longest) : at;
}

const LIST_PREPOSITIONS: readonly Category[] = ['toList', 'fromList', 'forList'];
// A list's name is this many tokens at most, "the" and "list" besides.
const LONGEST_LIST_PHRASE = 10;

/**
 * Where the list a request ends with begins, after its preposition ("… to groceries"); undefined
 * when it ends with none.
 */
function listTail(tokens: readonly Token[], start: number, end: number, lists: GroceryLists): { preposition?: number; list: number } | undefined {
  for (let at = end - 1; at >= start && at >= end - LONGEST_LIST_PHRASE; at--) {
    if (findNamedList(lists, textOf(tokens, at, end))) {
      // "to the groceries list": the article before the name is the preposition's.
      const named = at > start && isWordOf(tokens[at - 1]?.key ?? '', 'determiner') ? at - 1 : at;
      const [preposition] = LIST_PREPOSITIONS.flatMap((category) => [1, 2].filter((length) => named - length >= start && phraseLengths(tokens, named - length, category).includes(length)).map((length) => named - length));
      return preposition === undefined ? { list: at } : { preposition, list: at };
    }
  }
  return undefined;
}

/**
 * Whether every item a part names is a grocery the dictionary knows or an item on the lists: "and
 * sprite" is more for the list just named; "and bbq" may be a list, so it is not sent there.
 */
function namesGroceries(clause: readonly Token[], lists: GroceryLists): boolean {
  const names = textOf(clause)
    .split(/,|\band\b|&|\+/iu)
    .map((part) => parseItem(part.trim().replace(/^(?:the|some|a|an)\s+/iu, '')).name)
    .filter((name) => name.length > 0);
  return names.length > 0 && names.every((name) => isGroceryOrListed(lists, name));
}

/**
 * The ways to read a part that follows `previous`: one that starts with a preposition ("and to
 * camping") or is only a list ("… and camping") repeats the earlier request for that list; one that
 * starts with its items ("and cups to party") takes the earlier verb, or reads as it stands; one with
 * a verb of its own reads as it stands.
 */
function followOnReadings(clause: Token[], previous: Token[], lists: GroceryLists): Token[][] {
  const tail = listTail(previous, 0, previous.length, lists);
  const startsWithPreposition = LIST_PREPOSITIONS.some((category) => phraseLengths(clause, 0, category).length > 0);
  if (startsWithPreposition) {
    return tail?.preposition !== undefined ? [[...previous.slice(0, tail.preposition), ...clause]] : [];
  }
  if (findNamedList(lists, textOf(clause))) {
    return tail && tail.list > 0 ? [[...previous.slice(0, tail.list), ...clause]] : [];
  }
  if (startsRequest(clause, 0)) {
    return [clause];
  }
  const verb = leadingVerb(previous);
  if (verb === 0) {
    return [clause];
  }
  // "add rice to costco, and paper towels": more items for the list just named, not for any list.
  const forTheList = tail?.preposition !== undefined && listTail(clause, 0, clause.length, lists) === undefined && namesGroceries(clause, lists) ? previous.slice(tail.preposition) : [];
  return [[...previous.slice(0, verb), ...clause, ...forTheList], clause];
}

function leadingVerb(tokens: readonly Token[]): number {
  return Math.max(0, ...VERB_CATEGORIES.flatMap((category) => phraseLengths(tokens, 0, category)));
}
const VERB_CATEGORIES: readonly Category[] = ['addVerb', 'needVerb', 'removeVerb', 'boughtVerb', 'unboughtVerb', 'transferVerb', 'showVerb', 'haveVerb', 'createVerb', 'deleteVerb', 'clearVerb', 'replaceVerb'];
