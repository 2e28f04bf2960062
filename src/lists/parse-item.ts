import type { ListItem } from './types';
import { cleanText } from './match-key';
import { AMOUNT_PATTERN, formatQuantity, parseQuantity } from './quantity';
import { QUANTITY_UNITS, UNIT_BEFORE_NAME_PATTERN, UNIT_PATTERN, isAbbreviation } from './quantity-units';
import { NUMBER_WORDS_PATTERN } from '../text/number-words';
import { phraseAlternatives } from '../text/phrase-alternatives';

/** Units written as words ("loaves", "cups", "gallon") read as "2 loaves of bread", with an "of". */
const WORD_UNITS = phraseAlternatives(QUANTITY_UNITS.flatMap((unit) => unit.spellings).filter((spelling) => !isAbbreviation(spelling)));

const PART = String.raw`(?:${AMOUNT_PATTERN})(?:\s*(?:${UNIT_BEFORE_NAME_PATTERN})\b)?`;

// A quantity is an amount, optionally glued to or followed by a unit, then an optional "of" ("one of
// the lemons"); amounts that do not add up are joined with "+", as `formatItem` shows them: "2 bags + 5 kg of ice".
const QUANTITY = new RegExp(String.raw`^(?<amount>${PART}(?:\s*\+\s*${PART})*)(?:\s+of(?:\s+the)?)?\s+(?<rest>.+)$`, 'iu');
const A_UNIT = new RegExp(String.raw`^(?<amount>an?\s+(?:${WORD_UNITS}))\s+of\s+(?<rest>.+)$`, 'iu');
// "an apple", "some milk": the article says nothing a list needs, and would keep "apple" from matching.
const ARTICLE = /^(?:an?|some)\s+(?=\S)/iu;
// "3 more apples", "another 2 bags of ice", "more milk": how many to add is said against what is
// there already, and "more" is no part of the name. "another" before an amount is "more"; before a
// unit or a name ("another box of cereal", "another apple") it is itself the amount, one more.
const MORE = new RegExp(String.raw`^(?:more\s+(?=\S)|another\s+(?=(?:${AMOUNT_PATTERN})\s)|(?<amount>${AMOUNT_PATTERN})\s+more\s+(?=\S))`, 'iu');
const TAKES_OF = new RegExp(String.raw`(?:^|[\s\d½¼¾⅓⅔])(?:${WORD_UNITS}|couple)$`, 'iu');
// "4x tins of beans", "4 x tins", "3X yoghurt", and after the name "crisps x3", "milk ×2": a count.
// The "x" stands apart from the words ("x-large", "xbox", "7up" are names), and the count is digits.
const TIMES_BEFORE = /^(?<times>\d+)\s*[x×]\s+(?<rest>\S.*)$/iu;
const TIMES_AFTER = /^(?<rest>.*\S)\s+[x×]\s*(?<times>\d+)$/iu;
// "rice 2kg", "milk 2 pints", "charcoal one bag": an amount with its unit after the name is its
// quantity. Only with a unit: a bare number after a name may be part of it ("7up", "WD 40").
const MEASURE_AFTER = new RegExp(String.raw`^(?<rest>.*\p{L}.*?)\s+(?<amount>(?:\d+(?:[.,]\d+)?\s*|(?:${NUMBER_WORDS_PATTERN})\s+)(?:${UNIT_PATTERN}))$`, 'iu');

/**
 * Splits "2 loaves of bread" into the thing to buy ("bread") and how much ("2 loaves"), so that
 * "bread" later finds it and a new quantity adds to the old one. The quantity is kept as written
 * ("two loaves", "500g"); `parseQuantity` reads its amounts. Text without a leading quantity is all
 * name: "7up" stays "7up", "mac and cheese" stays "mac and cheese"; a measure after the name is its
 * quantity ("rice 2kg" is 2kg of rice). A multiplier is a count:
 * "4x tins of beans" is 4 tins of beans, "crisps x3" 3 crisps, "2 x 500 g flour" 1 kg of flour.
 */
export function parseItem(text: string, addedBy?: string): ListItem {
  const by = addedBy ? { addedBy } : {};
  const cleaned = cleanText(text);
  const times = (TIMES_BEFORE.exec(cleaned) ?? TIMES_AFTER.exec(cleaned))?.groups;
  if (times) {
    return { ...multiplied(Number(times.times), times.rest ?? ''), ...by };
  }
  return { ...readItem(cleaned), ...by };
}

function readItem(cleaned: string): ListItem {
  const text = cleaned.replace(MORE, (_, amount?: string) => (amount ? `${amount} ` : ''));
  const match = A_UNIT.exec(text) ?? QUANTITY.exec(text);
  if (!match?.groups) {
    const after = MEASURE_AFTER.exec(text)?.groups;
    if (after?.rest && after.amount && parseQuantity(after.amount)) {
      return { name: after.rest.replace(ARTICLE, '').trim(), quantity: after.amount.trim() };
    }
    return { name: text.replace(ARTICLE, '') };
  }
  const { amount = '', rest = '' } = match.groups;
  return { name: rest.trim(), quantity: amount.trim() };
}

/** `times` of what `text` says: "tins of beans" 4 times is 4 tins; "500 g flour" twice, 1 kg. */
function multiplied(times: number, text: string): ListItem {
  const item = readItem(text);
  const amounts = item.quantity === undefined ? undefined : parseQuantity(item.quantity);
  if (amounts) {
    return { name: item.name, quantity: formatQuantity(amounts.map((part) => ({ ...part, amount: part.amount * times }))) };
  }
  return readItem(`${times} ${text}`);
}

/** The item as a person would write it: "2 loaves of bread", "500 g flour", "2 bags + 5 kg of ice", "milk". */
export function formatItem(item: ListItem): string {
  if (!item.quantity) {
    return item.name;
  }
  const takesOf = item.quantity.split('+').some((part) => TAKES_OF.test(part.trim()));
  return takesOf ? `${item.quantity} of ${item.name}` : `${item.quantity} ${item.name}`;
}

