import { mayBeMisspelt, parseItem, UNIT_PATTERN } from '../../lists';
import { NUMBER_WORDS_PATTERN } from '../../text/number-words';
import { MISHEARD, MISHEARD_AFTER } from './lenient-words';
import { tokenize } from './tokenize';

// Words a phone types for what was said around a name, never part of one: "comma", "uh".
const SAID_ALOUD: ReadonlySet<string> = new Set(['comma', 'period', 'uh', 'um', 'umm', 'uhh', 'erm']);
// "and" in Afrikaans or Dutch, between two items ("charcoal en firelighters") as often as in "en route": never added unasked.
const AND_ELSEWHERE: ReadonlySet<string> = new Set(['en']);

// "chickpeas two tins of coconut cream": another item's amount run into the name, which the lenient reading parts.
const AMOUNT_OF_ANOTHER = new RegExp(`\\s(?:\\d+(?:[.,]\\d+)?|${NUMBER_WORDS_PATTERN})\\s*(?:${UNIT_PATTERN})\\s+of\\s`, 'iu');

/**
 * Whether a new item's name may not be what was meant, so the strict reading does not add it
 * unasked: a slip for a grocery ("cofee"), a word a phone mishears for one ("serial"), or dictated
 * punctuation and fillers ("3 apples comma bananas"), and an "en" that may be "and". The lenient reading
 * puts these right and says so.
 */
export function isDoubtfulName(text: string): boolean {
  const { name } = parseItem(text);
  // The words as said, amount and all: "some time" is the herb though "some" is no part of its name.
  const words = tokenize(text).map((token) => token.key);
  const misheard = words.some((word, at) => heardAs(word, words[at - 1]) !== undefined);
  // "chicken thighs x2 packs": a count left in the name, which the lenient reading puts in front.
  const countInName = /(?:^|\s)[x×]\s?\d+(?:\s|$)/iu.test(name) || AMOUNT_OF_ANOTHER.test(name);
  return mayBeMisspelt(name) || misheard || countInName || words.some((word) => SAID_ALOUD.has(word) || AND_ELSEWHERE.has(word)) || /\bfull stop\b/iu.test(name);
}

/** The grocery a phone typed `word` for, said after `before`: "serial" is cereal, "fresh time" thyme; undefined for any other word. */
export function heardAs(word: string, before: string | undefined): string | undefined {
  const heard = MISHEARD_AFTER[word];
  return MISHEARD[word] ?? (heard && before !== undefined && heard.after.has(before) ? heard.heard : undefined);
}
