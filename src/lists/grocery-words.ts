import groceries from './grocery-sections.json';
import { itemKey } from './item-key';

let words: ReadonlySet<string> | undefined;

/**
 * The words of the grocery dictionary's names, lowercase, as written there and as an item key spells
 * them ("cookie", and "cooky" as pluralize makes it): such a word is a grocery's, no misspelling.
 * Read once, on first use.
 */
export function groceryWords(): ReadonlySet<string> {
  words ??= new Set(
    Object.values(groceries).flatMap((names) => names.flatMap((name) => name.toLowerCase().split(/[\s-]+/u).flatMap((each) => [each, itemKey(each)]))),
  );
  return words;
}
