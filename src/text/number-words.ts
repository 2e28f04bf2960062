import { phraseAlternatives } from './phrase-alternatives';

/** The numbers people write as words, below twenty. */
const ONES: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const DIGITS = Object.keys(ONES).slice(0, 9);

/**
 * A whole number written as words, the one place the project reads them: "two", "twelve", "thirty",
 * and the tens joined to a digit as people type them, "twenty-five" or "twenty five". Undefined for
 * anything else, "a" and "a dozen" included: those are amounts, read where amounts are.
 */
export function numberFromWords(text: string): number | undefined {
  const [tens, digit, ...more] = text.toLowerCase().trim().split(/[\s-]+/u);
  if (tens === undefined || more.length > 0) {
    return undefined;
  }
  if (digit === undefined) {
    return ONES[tens] ?? TENS[tens];
  }
  const ten = TENS[tens];
  const one = ONES[digit];
  return ten !== undefined && one !== undefined && one < 10 ? ten + one : undefined;
}

/** A pattern matching any number `numberFromWords` reads, longest first, with no groups of its own. */
export const NUMBER_WORDS_PATTERN = `(?:(?:${Object.keys(TENS).join('|')})(?:[\\s-]+(?:${DIGITS.join('|')}))?|${phraseAlternatives(Object.keys(ONES))})`;
