import pluralize from 'pluralize';
import { remembered } from '../text/remembered';
import { matchKey } from './match-key';
import { GROCERY_SYNONYMS } from './grocery-synonyms';
import { SPELLING_VARIANTS } from './spelling-variants';

/**
 * The form two item names are compared in: the match key with its last word made singular, so that
 * "Bananas" and "banana", "loaves" and "loaf" are one item. Uncountables ("milk", "rice") stay as
 * they are. Only the last word: in "bags of ice" or "apple pie" the last word is the thing. Words
 * spelt two ways are spelt one way ("yoghurt" is "yogurt"), and a grocery with two names goes by one
 * ("loo roll" is toilet paper).
 */
export const itemKey: (name: string) => string = remembered((name) => {
  const key = oneSpelling(singularLastWord(matchKey(name)));
  return GROCERY_SYNONYMS.get(key) ?? key;
});

function oneSpelling(key: string): string {
  return key
    .split(' ')
    .map((word) => SPELLING_VARIANTS.get(word) ?? word)
    .join(' ');
}

function singularLastWord(key: string): string {
  const at = key.lastIndexOf(' ') + 1;
  const word = key.slice(at);
  // pluralize reads letters only: "7up" or "100%" are left alone. The singular of the plural, not of
  // the word: pluralize makes "cookies" "cooky" but leaves "cookie", and a key is never shown.
  return /\p{L}$/u.test(word) ? key.slice(0, at) + pluralize.singular(pluralize.plural(word)) : key;
}
