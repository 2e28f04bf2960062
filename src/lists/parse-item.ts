import type { ListItem } from './types';
import { cleanText } from './match-key';

const NUMBER_WORDS = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'fifteen', 'twenty', 'a few', 'a couple', 'several',
  'half a dozen', 'a dozen', 'two dozen', 'dozen', 'half a', 'half',
];

/** Measures and containers that read as "2 loaves of bread": shown with "of" before the item. */
const COUNTED_UNITS = [
  'loaf', 'loaves', 'bag', 'bags', 'can', 'cans', 'tin', 'tins', 'bottle', 'bottles', 'pack', 'packs',
  'packet', 'packets', 'box', 'boxes', 'jar', 'jars', 'carton', 'cartons', 'bunch', 'bunches',
  'head', 'heads', 'piece', 'pieces', 'slice', 'slices', 'cup', 'cups', 'tub', 'tubs', 'bar', 'bars',
  'pound', 'pounds', 'ounce', 'ounces', 'gram', 'grams', 'kilo', 'kilos', 'kilogram', 'kilograms',
  'liter', 'liters', 'litre', 'litres', 'gallon', 'gallons', 'pint', 'pints', 'dozen', 'roll', 'rolls',
  'case', 'cases', 'crate', 'crates', 'sack', 'sacks', 'pair', 'pairs', 'tray', 'trays',
];

/** Abbreviated measures that read as "500 g flour". */
const ABBREVIATED_UNITS = ['kg', 'g', 'mg', 'lb', 'lbs', 'oz', 'l', 'ml', 'cl', 'dl'];

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\/\d+)?|[½¼¾⅓⅔]|` + NUMBER_WORDS.map(escape).join('|');
const UNIT = [...COUNTED_UNITS, ...ABBREVIATED_UNITS].map(escape).join('|');

// A quantity is a number, optionally glued to or followed by a unit, then an optional "of".
const QUANTITY = new RegExp(String.raw`^(?<amount>(?:${NUMBER})(?:\s*(?:${UNIT})\b)?)(?:\s+of)?\s+(?<rest>.+)$`, 'iu');
const A_UNIT = new RegExp(String.raw`^(?<amount>an?\s+(?:${COUNTED_UNITS.map(escape).join('|')}))\s+of\s+(?<rest>.+)$`, 'iu');
// "an apple", "some milk": the article says nothing a list needs, and would keep "apple" from matching.
const ARTICLE = /^(?:an?|some)\s+(?=\S)/iu;

/**
 * Splits "2 loaves of bread" into the thing to buy ("bread") and how much ("2 loaves"), so that
 * "bread" later finds it and a new quantity replaces the old one. Text without a leading quantity
 * is all name: "7up" stays "7up", "mac and cheese" stays "mac and cheese".
 */
export function parseItem(text: string, addedBy?: string): ListItem {
  const cleaned = cleanText(text);
  const match = A_UNIT.exec(cleaned) ?? QUANTITY.exec(cleaned);
  const by = addedBy ? { addedBy } : {};
  if (!match?.groups) {
    return { name: cleaned.replace(ARTICLE, ''), ...by };
  }
  const { amount = '', rest = '' } = match.groups;
  return { name: rest.trim(), quantity: amount.trim(), ...by };
}

/** The item as a person would write it: "2 loaves of bread", "500 g flour", "milk". */
export function formatItem(item: ListItem): string {
  if (!item.quantity) {
    return item.name;
  }
  const lastWord = item.quantity.split(/\s+/).pop()?.toLowerCase() ?? '';
  const takesOf = (COUNTED_UNITS.includes(lastWord) && lastWord !== 'dozen') || lastWord === 'couple';
  return takesOf ? `${item.quantity} of ${item.name}` : `${item.quantity} ${item.name}`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
