import Qty from 'js-quantities';
import pluralize from 'pluralize';
import { findUnit, unitFor, type QuantityUnit } from './quantity-units';
import { NUMBER_WORDS_PATTERN, numberFromWords } from '../text/number-words';

/** One amount of a quantity: a count ("2") has no unit; "2 loaves" is 2 of the unit "loaf". */
export interface QuantityPart {
  readonly amount: number;
  /** The canonical, singular unit: "kg", "fl oz", "loaf". */
  readonly unit?: string;
}

/** How much of an item: one part per kind of unit, as "2 bags + 5 kg" holds two. */
export type Quantity = readonly QuantityPart[];

/** A part as read: an amount, or text that names no number ("a few") and is kept as written. */
type ReadPart = { readonly amount: number; readonly unit?: QuantityUnit } | { readonly text: string };

const FRACTIONS: Readonly<Record<string, number>> = { '½': 1 / 2, '¼': 1 / 4, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3 };

/** "2", "1.5", "1,5", "1/2", "1 1/2", "½", "1½", "two". */
export const NUMBER_PATTERN = String.raw`\d+\s+\d+\/\d+|\d+\/\d+|\d*[½¼¾⅓⅔]|\d+(?:[.,]\d+)?|${NUMBER_WORDS_PATTERN}\b`;

const AND_A_HALF = String.raw`\s+and\s+a\s+half\b`;

/**
 * The amounts a quantity starts with, as one grammar: a number ("2", "two", "2 and a half"), dozens
 * ("two dozen", "half a dozen", "a dozen and a half", "one and a half dozen"), "a couple" and "a pair"
 * (two), "half a", "another" (one more), and "a few" and "several", which name no number. With
 * `named`, each kind is a named group for `amountOf` to read; without, it can be repeated in a larger
 * pattern. The bare article ("a bag") is the reader's alone: "a tomato" is only a tomato.
 */
function amountGrammar(named: boolean): string {
  const group = (name: string, pattern: string) => (named ? `(?<${name}>${pattern})` : `(?:${pattern})`);
  const halfDozen = group('halfDozen', String.raw`(?:an?\s+)?half\s+(?:an?\s+)?`);
  const dozens = String.raw`${group('dozens', NUMBER_PATTERN)}${group('dozensAndAHalf', AND_A_HALF)}?\s*`;
  const dozen = String.raw`(?:${dozens}|${halfDozen}|an?\s+)?${group('dozen', String.raw`dozen\b`)}${group('dozenAndAHalf', AND_A_HALF)}?`;
  return [
    dozen,
    group('couple', String.raw`(?:an?\s+)?(?:couple|pair)\b`),
    group('half', String.raw`half(?:\s+an?)?\b`),
    group('few', String.raw`a\s+few\b|several\b`),
    group('another', String.raw`another\b`),
    String.raw`${group('number', NUMBER_PATTERN)}${group('numberAndAHalf', AND_A_HALF)}?`,
  ].join('|');
}

/** The amounts a quantity starts with ("2", "a dozen", "a couple", "another"), to be read in a larger pattern. */
export const AMOUNT_PATTERN = amountGrammar(false);

const AMOUNT = new RegExp(String.raw`^(?:${amountGrammar(true)}|(?<one>an?\b))`, 'iu');
const ANOTHER = /^another\b/iu;

/** Reads "2 loaves", "1.5 kg", "a dozen", "2 bags + 5 kg"; undefined when a part is no number ("a few"). */
export function parseQuantity(text: string): Quantity | undefined {
  const parts = readParts(text);
  if (parts.length === 0 || parts.some((part) => 'text' in part)) {
    return undefined;
  }
  return parts.flatMap((part) => ('text' in part ? [] : [part.unit ? { amount: part.amount, unit: part.unit.name } : { amount: part.amount }]));
}

/** A quantity as a person reads it: "3 loaves", "1.5 kg", "2 bags + 5 kg". */
export function formatQuantity(quantity: Quantity): string {
  return quantity.map((part) => formatPart({ amount: part.amount, ...(part.unit ? { unit: findUnit(part.unit) } : {}) })).join(' + ');
}

/** The number `text` counts, when it is a plain count such as "2", "two" or "a dozen"; else undefined. */
export function countOf(text: string | undefined): number | undefined {
  const quantity = text === undefined ? undefined : parseQuantity(text);
  const only = quantity?.length === 1 ? quantity[0] : undefined;
  return only && only.unit === undefined ? only.amount : undefined;
}

/**
 * The quantity `wanted` sets, read in the unit `existing` has when `wanted` is a plain count and
 * `existing` one amount of packaging or of a unit people count in: "2 loaves" or "2 litres" made "3"
 * is 3 loaves or 3 litres, as a person changing the number means. "500 g" made "1" is not 1 g, so a
 * count of grams, millilitres or spoons stands as written, as anything else does.
 */
export function countInUnitOf(existing: string | undefined, wanted: string): string {
  const count = countOf(wanted);
  const parts = existing === undefined ? undefined : parseQuantity(existing);
  const unit = parts?.length === 1 ? parts[0]?.unit : undefined;
  const counted = unit !== undefined && (findUnit(unit)?.measure === undefined || COUNTED_MEASURES.has(unit));
  if (count === undefined || !counted || existing === undefined) {
    return wanted.trim();
  }
  // The unit as the person spelt it: "2 litres" made "1" is "1 litre", not "1 l".
  const spelt = existing.trim().slice(AMOUNT.exec(existing.trim())?.[0].length ?? 0).trim();
  const spelling = findUnit(spelt);
  if (!spelling) {
    return formatQuantity([{ amount: count, unit }]);
  }
  return `${Math.round(count * 1000) / 1000} ${spelling.abbreviations.includes(spelt.toLowerCase()) ? spelt : pluralize(spelt, count === 1 ? 1 : 2)}`;
}

/** Measures a bare number is a count of: "make it 2" of "1 kg" is 2 kg, of "1 gallon" 2 gallons. */
const COUNTED_MEASURES: ReadonlySet<string> = new Set(['kg', 'l', 'lb', 'gal', 'qt', 'pt', 'cup']);

/**
 * The quantity after `added` joins `existing`. Parts in units that convert into each other add up,
 * shown in the larger unit ("500 g" + "1 kg" = "1.5 kg"); counts add to counts and packaging to the
 * same packaging ("2 loaves" + "1 loaf" = "3 loaves"). A bare count said against one amount of
 * packaging counts that packaging ("2 loaves" + "1" = "3 loaves"), as `countInUnitOf` reads it. Parts
 * that do not add (bags and kilograms, "a few") are kept side by side: "2 bags" + "5 kg" = "2 bags +
 * 5 kg". No part is ever dropped. With nothing there yet, the added quantity stands as written.
 */
export function addQuantities(existing: string | undefined, added: string): string {
  if (!existing?.trim()) {
    // "another box" on its own is one box: "another" is said against what is there, and nothing is.
    return saysAnother(added) ? formatParts(readParts(added)) : added.trim();
  }
  const parts = [...readParts(existing)];
  // "one more" of "2 balls" is a third ball: a count said against one amount in a unit people count in is counted in that unit.
  for (const part of readParts(countInUnitOf(existing, added))) {
    const at = 'text' in part ? -1 : parts.findIndex((each) => !('text' in each) && addable(each.unit, part.unit));
    const same = at === -1 ? undefined : parts[at];
    if (same && !('text' in same) && !('text' in part)) {
      parts[at] = sum(same, part);
    } else {
      parts.push(part);
    }
  }
  return formatParts(parts);
}

/** Whether `quantity` is "another", or "another" and a unit: one more than there is ("another box"). */
export function saysAnother(quantity: string): boolean {
  return ANOTHER.test(quantity.trim());
}

/**
 * What is left of `existing` once `removed` is taken off it: "4" less "1" is "3", "1 kg" less
 * "500 g" is "500 g", "2 bags + 5 kg" less "2 bags" is "5 kg". Undefined when nothing would be left,
 * or when the two do not compare (a count and a bag, "a few"): then the whole item is what goes.
 */
export function subtractQuantities(existing: string, removed: string): string | undefined {
  const parts = [...readParts(existing)];
  const [taken, ...more] = readParts(removed);
  if (!taken || 'text' in taken || more.length > 0) {
    return undefined;
  }
  const at = parts.findIndex((part) => !('text' in part) && addable(part.unit, taken.unit));
  const from = parts[at];
  if (!from || 'text' in from) {
    return undefined;
  }
  const left = inSmallerUnit(sum(from, { ...taken, amount: -taken.amount }), from.unit, taken.unit);
  // Within a thousandth of nothing is nothing: 0.1 + 0.2 - 0.3 leaves float noise, not milk.
  if (left.amount < -0.0005) {
    return undefined;
  }
  const rest = left.amount < 0.0005 ? parts.filter((_, index) => index !== at) : parts.map((part, index) => (index === at ? left : part));
  return rest.length === 0 ? undefined : formatParts(rest);
}

/** Less than one of a unit reads better in the smaller unit: 1 kg less 500 g is 500 g, not 0.5 kg. */
function inSmallerUnit(
  part: { readonly amount: number; readonly unit?: QuantityUnit },
  one: QuantityUnit | undefined,
  other: QuantityUnit | undefined,
): { readonly amount: number; readonly unit?: QuantityUnit } {
  if (!part.unit?.measure || !one?.measure || !other?.measure || Math.abs(part.amount) >= 1) {
    return part;
  }
  const smaller = Qty(1, one.measure).compareTo(Qty(1, other.measure)) <= 0 ? one : other;
  return { amount: Qty(part.amount, part.unit.measure).to(smaller.measure ?? '').scalar, unit: smaller };
}

function formatParts(parts: readonly ReadPart[]): string {
  return parts.map((part) => ('text' in part ? part.text : formatPart(part))).join(' + ');
}

function readParts(text: string): readonly ReadPart[] {
  return text
    .split('+')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part.length > 0)
    .map(readPart);
}

function readPart(text: string): ReadPart {
  const match = AMOUNT.exec(text);
  const groups = match?.groups;
  if (!match || !groups) {
    return { text };
  }
  const amount = amountOf(groups);
  const rest = text.slice(match[0].length).trim().replace(/^of\b\s*/iu, '');
  if (amount === undefined) {
    return { text };
  }
  if (rest === '') {
    return { amount };
  }
  const unit = findUnit(rest);
  return unit ? { amount, unit } : { text };
}

function amountOf(groups: Record<string, string | undefined>): number | undefined {
  const half = (andAHalf: string | undefined) => (andAHalf ? 0.5 : 0);
  if (groups.dozen) {
    const dozens = groups.halfDozen ? 0.5 : groups.dozens ? numberOf(groups.dozens) : 1;
    return dozens === undefined ? undefined : 12 * (dozens + half(groups.dozensAndAHalf) + half(groups.dozenAndAHalf));
  }
  if (groups.couple) {
    return 2;
  }
  if (groups.half) {
    return 0.5;
  }
  if (groups.number) {
    const number = numberOf(groups.number);
    return number === undefined ? undefined : number + half(groups.numberAndAHalf);
  }
  return groups.another || groups.one ? 1 : undefined;
}

function numberOf(text: string): number | undefined {
  const word = numberFromWords(text);
  if (word !== undefined) {
    return word;
  }
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) {
    return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  }
  const glyph = /^(\d*)([½¼¾⅓⅔])$/u.exec(text);
  if (glyph) {
    return Number(glyph[1] || 0) + (FRACTIONS[glyph[2] ?? ''] ?? 0);
  }
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

function addable(unit: QuantityUnit | undefined, other: QuantityUnit | undefined): boolean {
  if (!unit || !other) {
    return unit === other;
  }
  if (unit.measure && other.measure) {
    return Qty(1, unit.measure).isCompatible(Qty(1, other.measure));
  }
  return unit.name === other.name;
}

function sum(
  one: { readonly amount: number; readonly unit?: QuantityUnit },
  other: { readonly amount: number; readonly unit?: QuantityUnit },
): { readonly amount: number; readonly unit?: QuantityUnit } {
  const unit = one.unit;
  if (!unit?.measure || !other.unit?.measure || unit.name === other.unit.name) {
    return { amount: one.amount + other.amount, ...(unit ? { unit } : {}) };
  }
  const larger = Qty(1, unit.measure).compareTo(Qty(1, other.unit.measure)) >= 0 ? unit : other.unit;
  const total = Qty(one.amount, unit.measure).add(Qty(other.amount, other.unit.measure));
  return { amount: total.to(larger.measure ?? '').scalar, unit: larger };
}

function formatPart(part: { readonly amount: number; readonly unit?: QuantityUnit }): string {
  const shown = readable(part);
  // Three decimals are more than a shopping list needs, and hide float noise (1.4999999 is 1.5).
  const amount = Math.round(shown.amount * 1000) / 1000;
  const written = shown.unit?.inFractions ? asFraction(amount) : `${amount}`;
  return shown.unit ? `${written} ${unitFor(shown.unit, amount)}` : written;
}

/** 1.125 as "1 1/8", 0.333 as "1/3": the nearest half, third, quarter or eighth, when the amount is one; else as it is. */
function asFraction(amount: number): string {
  const whole = Math.floor(amount);
  const rest = amount - whole;
  for (const denominator of [2, 3, 4, 8]) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && numerator < denominator && Math.abs(rest * denominator - numerator) < 0.01) {
      return `${whole > 0 ? `${whole} ` : ''}${numerator}/${denominator}`;
    }
  }
  return `${amount}`;
}

/** 1,200 g reads better as 1.2 kg, and 1,500 ml as 1.5 l: a metric amount moves up while it stays 1 or more. */
function readable(part: { readonly amount: number; readonly unit?: QuantityUnit }): { readonly amount: number; readonly unit?: QuantityUnit } {
  const unit = part.unit;
  const ladder = METRIC_LADDERS.find((each) => unit && each.units.includes(unit.name));
  for (const name of ladder?.steps ?? []) {
    const target = findUnit(name);
    if (name === unit?.name || !unit?.measure || !target?.measure) {
      break;
    }
    const converted = Qty(part.amount, unit.measure).to(target.measure).scalar;
    if (converted >= 1) {
      return { amount: converted, unit: target };
    }
  }
  return part;
}

/** Metric units of one kind, and the ones an amount moves up to, largest first (not to cl or dl). */
const METRIC_LADDERS: readonly { readonly units: readonly string[]; readonly steps: readonly string[] }[] = [
  { units: ['kg', 'g', 'mg'], steps: ['kg', 'g'] },
  { units: ['l', 'dl', 'cl', 'ml'], steps: ['l'] },
];
