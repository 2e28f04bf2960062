import { plural, singular as singularForm } from '../text/word-forms';
import pluralize from 'pluralize';
import { groceryWords } from './grocery-words';
import { isMassNoun } from './mass-nouns';
import { matchKey } from './match-key';
import { countOf } from './quantity';

/**
 * Whether an item named without a quantity is one of it: "apple", "cake" and "watermelon" are one,
 * so "2 apples" added makes 3. A plural ("eggs", "tea bags") or an amount ("milk", "rice") is some,
 * of no number yet, so "40 tea bags" or "2 milk" added says how many there are. The last word decides.
 */
export function countsAsOne(name: string): boolean {
  const word = lastWord(name);
  return !isMassNoun(word) && !isOnlyPlural(word);
}

/**
 * The name an item is shown under once its quantity is `quantity`: the name first stored, unless it
 * is a count the name disagrees with. Then the person's latest words, when they agree ("apple" then
 * "2 apples" is "3 apples"; "2 apples" then "1 apple" stays "3 apples"), or else the stored name made
 * singular or plural ("4 lemons" less 3 is "1 lemon"; "apple" then "2 apple" is "3 apples"). An
 * amount is never made plural: "milk" then "2 milk" is "2 milk".
 */
export function agreeingName(stored: string, written: string, quantity: string | undefined): string {
  const count = countOf(quantity);
  if (count === undefined) {
    return stored;
  }
  const agrees = (name: string) => (count === 1 ? pluralize.isSingular(lastWord(name)) : pluralize.isPlural(lastWord(name)));
  if (agrees(stored)) {
    return stored;
  }
  return agrees(written) ? written : inflected(stored, count);
}

/** `name` with its last word singular for a count of one and plural for any other, where English says so. */
function inflected(name: string, count: number): string {
  const at = name.lastIndexOf(' ') + 1;
  const word = name.slice(at);
  const key = lastWord(name);
  // pluralize reads letters only ("7up" is left alone), and an amount has no plural: "2 milk".
  if (!/^\p{L}+$/u.test(word) || isMassNoun(key)) {
    return name;
  }
  if (count === 1) {
    return isOnlyPlural(key) ? name.slice(0, at) + singular(word) : name;
  }
  return isOnlyPlural(key) ? name : name.slice(0, at) + plural(word);
}

/** pluralize makes "cookies" "cooky": a singular the dictionary spells is believed first. */
function singular(word: string): string {
  const plainer = word.replace(/s$/iu, '');
  return groceryWords().has(plainer.toLowerCase()) ? plainer : singularForm(word);
}

function isOnlyPlural(word: string): boolean {
  return pluralize.isPlural(word) && !pluralize.isSingular(word);
}

function lastWord(name: string): string {
  return matchKey(name).split(' ').pop() ?? '';
}
