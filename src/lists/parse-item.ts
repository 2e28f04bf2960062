import type { ListItem } from './types';
import { cleanText } from './match-key';
import { NUMBER_PATTERN } from './quantity';
import { QUANTITY_UNITS } from './quantity-units';

/** Amounts that are no number of their own: "a dozen", "a couple", "a few", "half a". */
const AMOUNT_WORDS = String.raw`half\s+an?\s+dozen|(?:(?:${NUMBER_PATTERN})\s*|an?\s+)?dozen|an?\s+couple|a\s+few|several|half\s+an?|half`;

const spellings = QUANTITY_UNITS.flatMap((unit) => unit.spellings);
const abbreviations = new Set(QUANTITY_UNITS.flatMap((unit) => unit.abbreviations));
/** Units written as words ("loaves", "cups", "gallon") read as "2 loaves of bread", with an "of". */
const WORD_UNITS = alternatives(spellings.filter((spelling) => !abbreviations.has(spelling)));
const UNIT = alternatives(spellings);
const AMOUNT = String.raw`(?:${AMOUNT_WORDS}|${NUMBER_PATTERN})`;

const PART = String.raw`${AMOUNT}(?:\s*(?:${UNIT})\b)?`;

// A quantity is an amount, optionally glued to or followed by a unit, then an optional "of"; amounts
// that do not add up are joined with "+", as `formatItem` shows them: "2 bags + 5 kg of ice".
const QUANTITY = new RegExp(String.raw`^(?<amount>${PART}(?:\s*\+\s*${PART})*)(?:\s+of)?\s+(?<rest>.+)$`, 'iu');
const A_UNIT = new RegExp(String.raw`^(?<amount>an?\s+(?:${WORD_UNITS}))\s+of\s+(?<rest>.+)$`, 'iu');
// "an apple", "some milk": the article says nothing a list needs, and would keep "apple" from matching.
const ARTICLE = /^(?:an?|some)\s+(?=\S)/iu;
// "3 more apples", "another 2 bags of ice", "more milk": how many to add is said against what is
// there already, and "more" or "another" is no part of the name.
const MORE = new RegExp(String.raw`^(?:(?:another|more)\s+(?=\S)|(?<amount>${AMOUNT})\s+more\s+(?=\S))`, 'iu');
const TAKES_OF = new RegExp(String.raw`(?:^|[\s\d½¼¾⅓⅔])(?:${WORD_UNITS}|couple)$`, 'iu');

/**
 * Splits "2 loaves of bread" into the thing to buy ("bread") and how much ("2 loaves"), so that
 * "bread" later finds it and a new quantity adds to the old one. The quantity is kept as written
 * ("two loaves", "500g"); `parseQuantity` reads its amounts. Text without a leading quantity is all
 * name: "7up" stays "7up", "mac and cheese" stays "mac and cheese".
 */
export function parseItem(text: string, addedBy?: string): ListItem {
  const cleaned = cleanText(text).replace(MORE, (_, amount?: string) => (amount ? `${amount} ` : ''));
  const match = A_UNIT.exec(cleaned) ?? QUANTITY.exec(cleaned);
  const by = addedBy ? { addedBy } : {};
  if (!match?.groups) {
    return { name: cleaned.replace(ARTICLE, ''), ...by };
  }
  const { amount = '', rest = '' } = match.groups;
  return { name: rest.trim(), quantity: amount.trim(), ...by };
}

/** The item as a person would write it: "2 loaves of bread", "500 g flour", "2 bags + 5 kg of ice", "milk". */
export function formatItem(item: ListItem): string {
  if (!item.quantity) {
    return item.name;
  }
  const takesOf = item.quantity.split('+').some((part) => TAKES_OF.test(part.trim()));
  return takesOf ? `${item.quantity} of ${item.name}` : `${item.quantity} ${item.name}`;
}

function alternatives(texts: readonly string[]): string {
  return [...texts].sort((a, b) => b.length - a.length).map(escape).join('|');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
