import { remembered } from '../text/remembered';
import { groceryWords } from './grocery-words';
import { itemKey } from './item-key';
import type { SpellingIndex } from './spelling-index';
import { withinOneEdit } from './within-one-edit';

/** The fewest letters a word has before one letter of it is forgiven: "bananna" is banana, but "peas" never "pears". */
const FEWEST_LETTERS_FORGIVEN = 6;

/**
 * The one key in `indexes` that `key` (an item key, as `itemKey` gives) is an odd plural or a slip
 * of the keyboard for, or undefined when none is or more than one could be: a near miss is better
 * reported than merged into the wrong item. Endings always count (`spellingForms`: "avocadoes",
 * "potatoe", "leafs of basil" for basil leaves, "loafs of bread" for bread). Failing that, one letter
 * wrong, missing, extra or swapped counts ("bananna"), in one word of six letters or more that is in
 * no dictionary name and is one letter from no other dictionary word: "tomato" is never "potato",
 * "cherry" never "sherry". Called only for a key not found as it is.
 */
export function matchSpelling(key: string, indexes: readonly SpellingIndex[]): string | undefined {
  const byEnding = new Set(indexes.flatMap((index) => index.sharingAForm(key)));
  if (byEnding.size > 0) {
    return byEnding.size === 1 ? [...byEnding][0] : undefined;
  }
  const words = key.split(' ');
  if (!words.some(forgivable)) {
    return undefined;
  }
  const slips = indexes.flatMap((index) =>
    index.withWordCount(words.length).flatMap((other) => {
      const slip = oneLetterApart(words, other);
      return slip ? [{ candidate: other.join(' '), ...slip }] : [];
    }),
  );
  const [only, ...others] = slips;
  // The one word it may be a slip for: no second item, and no dictionary word but that one, as near.
  return only && others.length === 0 && dictionaryWordsNear(only.word).every((near) => near === only.meant) ? only.candidate : undefined;
}

/** The word the two names differ in, when they differ in one word alone, by one letter, in a word it is safe to forgive. */
function oneLetterApart(words: readonly string[], other: readonly string[]): { readonly word: string; readonly meant: string } | undefined {
  if (words.length !== other.length) {
    return undefined;
  }
  let at: number | undefined;
  for (let index = 0; index < words.length; index += 1) {
    if (words[index] !== other[index]) {
      if (at !== undefined) {
        return undefined;
      }
      at = index;
    }
  }
  const word = at === undefined ? undefined : words[at];
  const meant = at === undefined ? undefined : other[at];
  return word !== undefined && meant !== undefined && forgivable(word) && withinOneEdit(word, meant) ? { word, meant } : undefined;
}

/** A word of letters alone (a digit is never a slip: "number10" is not "number1", "2%" not "1%"), long, and no dictionary word. */
function forgivable(word: string): boolean {
  return /^\p{L}+$/u.test(word) && [...word].length >= FEWEST_LETTERS_FORGIVEN && !groceryWords().has(word);
}

/** Words this short are too near too many others to be read as slips: "rope" is roe with a letter added. */
const FEWEST_LETTERS_SUSPECTED = 5;

/**
 * Whether a name may be misspelt: a word of it is in no dictionary name but is a word that is with a
 * letter dropped, added or two swapped ("cofee", "washin up liquid"). Such a name is no new item to
 * add as typed on a guess. One letter changed is too often another word ("stove", "stone").
 */
export function mayBeMisspelt(name: string): boolean {
  return name
    .toLowerCase()
    .split(/[\s-]+/u)
    .some((word) => /^\p{L}+$/u.test(word) && [...word].length >= FEWEST_LETTERS_SUSPECTED && !groceryWords().has(word) && !groceryWords().has(itemKey(word)) && dictionaryWordsNear(word).some((near) => !changesOneLetter(word, near)));
}

/** Whether two words of one length differ by a letter changed, not two swapped. */
function changesOneLetter(word: string, near: string): boolean {
  const sorted = (text: string) => [...text].sort().join('');
  return [...word].length === [...near].length && sorted(word) !== sorted(near);
}

/** The dictionary's words one letter from `word`: a word near two things is a slip for neither. */
const dictionaryWordsNear = remembered((word: string): readonly string[] => [...groceryWords()].filter((known) => known !== word && withinOneEdit(word, known)));

/**
 * The dictionary word `word` is a slip for, when it is a word of four letters or more in no
 * dictionary name and one letter short of exactly one that is, or two swapped ("zuchini", "chiken"); else
 * undefined. For a reading that may guess and says so, never for one that acts unasked.
 */
export function respelt(word: string): string | undefined {
  const key = word.toLowerCase();
  if (!/^\p{L}{4,}$/u.test(key) || groceryWords().has(key) || groceryWords().has(itemKey(key))) {
    return undefined;
  }
  const [only, ...others] = dictionaryWordsNear(key);
  // A letter left out or two swapped ("zuchini", "bananna" aside); never one too many, which is as often another word ("colors", coors).
  const missedOrSwapped = only !== undefined && ([...only].length > [...key].length || [...only].sort().join('') === [...key].sort().join(''));
  return only !== undefined && others.length === 0 && missedOrSwapped ? only : undefined;
}
