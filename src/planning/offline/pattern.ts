import type { Category } from './lexicon';
import { LONGEST_PHRASE, phraseLengths } from './phrase-index';
import type { Token } from './tokenize';

/**
 * One part of a production's shape: a phrase of a lexicon category, one of some exact words, an
 * optional part, or a slot that takes the words between (a name, the items). A slot with no `most`
 * takes any number of tokens; a production has at most one such slot, so that matching it reads
 * each token a bounded number of times.
 */
export type Element =
  | { readonly category: Category; readonly as?: string }
  | { readonly words: readonly (readonly string[])[] }
  | { readonly optional: Element }
  | { readonly slot: string; readonly most?: number };

/** Where each slot of a match begins and ends, in tokens (end exclusive). */
export type Binding = Readonly<Record<string, readonly [number, number]>>;

/** A phrase of a lexicon category; with `as`, where it stands is kept under that name, as a slot's is. */
export const category = (name: Category, as?: string): Element => (as === undefined ? { category: name } : { category: name, as });
export const words = (...phrases: string[]): Element => ({ words: phrases.map((phrase) => phrase.toLowerCase().split(' ')) });
export const optional = (element: Element): Element => ({ optional: element });
/** A slot of any length: the items, a sentence's rest. */
export const rest = (name: string): Element => ({ slot: name });
/** A slot of at most `most` tokens: a list's name, one item, a quantity. */
export const slot = (name: string, most = 8): Element => ({ slot: name, most });

// A production's matches are few; this many means the shape is wrong, and the rest are not read.
const MOST_MATCHES = 64;

/** How many steps matching has taken, for a test to hold the work to the message's length (time is noisy). */
export const matchingSteps = { count: 0 };

/** What matching needs of a pattern, worked out once: how many tokens can follow each element, at most. */
const SUFFIXES = new WeakMap<readonly Element[], readonly number[]>();

function suffixesOf(pattern: readonly Element[]): readonly number[] {
  let suffixes = SUFFIXES.get(pattern);
  if (!suffixes) {
    suffixes = pattern.map((_, at) => pattern.slice(at + 1).reduce((sum, element) => sum + longest(element), 0));
    SUFFIXES.set(pattern, suffixes);
  }
  return suffixes;
}

/** One matching under way: the spans bound so far are kept in one array and undone on the way back. */
interface Matching {
  readonly pattern: readonly Element[];
  readonly tokens: readonly Token[];
  readonly suffixes: readonly number[];
  readonly spans: [string, number, number][];
  readonly found: Binding[];
}

/** Every way `pattern` reads the whole of `tokens`. */
export function matchPattern(pattern: readonly Element[], tokens: readonly Token[]): Binding[] {
  const matching: Matching = { pattern, tokens, suffixes: suffixesOf(pattern), spans: [], found: [] };
  walk(matching, 0, 0);
  return matching.found;
}

function walk(matching: Matching, at: number, position: number): void {
  matchingSteps.count++;
  const { pattern, tokens, found } = matching;
  if (found.length >= MOST_MATCHES) {
    return;
  }
  const element = pattern[at];
  if (element === undefined) {
    if (position === tokens.length) {
      found.push(Object.fromEntries(matching.spans.map(([name, from, to]) => [name, [from, to] as const])));
    }
    return;
  }
  if ('optional' in element) {
    walk(matching, at + 1, position);
    for (const length of lengthsAt(element.optional, tokens, position)) {
      step(matching, element.optional, at, position, length);
    }
    return;
  }
  if ('slot' in element && element.most === undefined) {
    // An open slot ends where what follows it can still read the rest: a bounded number of places.
    for (let end = Math.max(position + 1, tokens.length - (matching.suffixes[at] ?? 0)); end <= tokens.length; end++) {
      step(matching, element, at, position, end - position);
    }
    return;
  }
  for (const length of lengthsAt(element, tokens, position)) {
    step(matching, element, at, position, length);
  }
}

function step(matching: Matching, element: Element, at: number, position: number, length: number): void {
  const name = 'slot' in element ? element.slot : 'category' in element ? element.as : undefined;
  if (name !== undefined) {
    matching.spans.push([name, position, position + length]);
  }
  walk(matching, at + 1, position + length);
  if (name !== undefined) {
    matching.spans.pop();
  }
}

function lengthsAt(element: Element, tokens: readonly Token[], at: number): readonly number[] {
  if ('category' in element) {
    return phraseLengths(tokens, at, element.category);
  }
  if ('words' in element) {
    return element.words.filter((phrase) => phrase.every((word, offset) => tokens[at + offset]?.key === word)).map((phrase) => phrase.length);
  }
  if ('optional' in element) {
    return lengthsAt(element.optional, tokens, at);
  }
  const most = Math.min(element.most ?? tokens.length, tokens.length - at);
  return Array.from({ length: Math.max(0, most) }, (_, index) => index + 1);
}

/** The most tokens an element can take; an open slot counts as none, since at most one is open. */
function longest(element: Element): number {
  if ('category' in element) {
    return LONGEST_PHRASE;
  }
  if ('words' in element) {
    return Math.max(...element.words.map((phrase) => phrase.length));
  }
  if ('optional' in element) {
    return longest(element.optional);
  }
  return element.most ?? 0;
}
