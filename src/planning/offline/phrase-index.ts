import { type Category, LEXICON } from './lexicon';
import { keyOf, type Token, tokenize } from './tokenize';

interface TrieNode {
  readonly next: Map<string, TrieNode>;
  readonly categories: Set<Category>;
}

/** The lexicon as a trie over token keys, built once: a phrase is looked up in as many steps as it has words. */
const TRIE = buildTrie();
/** The most tokens one lexicon phrase has: how far a lookup ever reads. */
export const LONGEST_PHRASE = longestPhrase();

function buildTrie(): TrieNode {
  const root: TrieNode = { next: new Map(), categories: new Set() };
  for (const [category, phrases] of Object.entries(LEXICON) as [Category, readonly string[]][]) {
    for (const phrase of phrases) {
      let node = root;
      for (const token of tokenize(phrase)) {
        let child = node.next.get(token.key);
        if (!child) {
          child = { next: new Map(), categories: new Set() };
          node.next.set(token.key, child);
        }
        node = child;
      }
      node.categories.add(category);
    }
  }
  return root;
}

function longestPhrase(): number {
  return Math.max(...Object.values(LEXICON).flatMap((phrases) => phrases.map((phrase) => tokenize(phrase).length)));
}

/** Every word of every phrase of the lexicon: what the grammar knows, as against the names people write. */
export const LEXICON_WORDS: ReadonlySet<string> = new Set(Object.values(LEXICON).flatMap((phrases) => phrases.flatMap((phrase) => tokenize(phrase).map((token) => token.key))));

/** The lengths, in tokens, of the phrases of `category` that start at `at`, shortest first. */
export function phraseLengths(tokens: readonly Token[], at: number, category: Category): number[] {
  // A walk is a map lookup a word, and most end after one or two: walked afresh, it costs less than keeping.
  const lengths: number[] = [];
  let node: TrieNode | undefined = TRIE;
  for (let length = 1; at + length <= tokens.length; length++) {
    node = node.next.get(tokens[at + length - 1]?.key ?? '');
    if (!node) {
      break;
    }
    if (node.categories.has(category)) {
      lengths.push(length);
    }
  }
  return lengths;
}

/** Whether the tokens from `from` to `to` are exactly one phrase of `category`. */
export function isPhrase(tokens: readonly Token[], from: number, to: number, category: Category): boolean {
  return to > from && phraseLengths(tokens, from, category).includes(to - from);
}

/** Whether `text` is one phrase of `category`, as typed. */
export function isPhraseText(text: string, category: Category): boolean {
  const tokens = tokenize(text);
  return isPhrase(tokens, 0, tokens.length, category);
}

/** Whether a single word, lowercased, is in `category`. */
export function isWordOf(word: string, category: Category): boolean {
  return TRIE.next.get(keyOf(word))?.categories.has(category) ?? false;
}

/** The categories of words that point back at what was said before ("it", "them", "that list") and name nothing. */
const POINTERS: readonly Category[] = ['listPointer', 'itemsPointer', 'oneItemPointer'];

/** Whether a single word, lowercased, points back at a list or items rather than naming one. */
export function isPointingWord(word: string): boolean {
  return POINTERS.some((category) => isWordOf(word, category));
}
