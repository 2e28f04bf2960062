import pluralize from 'pluralize';
import { matchKey } from './match-key';
import { countOf } from './quantity';

/**
 * The name an item is shown under once its quantity is `quantity`: the name first stored, unless it
 * is a count the name disagrees with and the person's latest words agree ("apple" then "2 apples" is
 * "3 apples"; "2 apples" then "1 apple" stays "3 apples"). Only forms a person wrote are used, so an
 * uncountable is never made plural: "milk" then "2 milk" is "3 milk".
 */
export function agreeingName(stored: string, written: string, quantity: string | undefined): string {
  const count = countOf(quantity);
  if (count === undefined) {
    return stored;
  }
  const agrees = (name: string) => (count === 1 ? pluralize.isSingular(lastWord(name)) : pluralize.isPlural(lastWord(name)));
  return agrees(stored) || !agrees(written) ? stored : written;
}

function lastWord(name: string): string {
  return matchKey(name).split(' ').pop() ?? '';
}
