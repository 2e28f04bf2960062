import { plural } from '../text/word-forms';
import pluralize from 'pluralize';
import { phraseAlternatives } from '../text/phrase-alternatives';

/** A unit a quantity may be measured in, under its one canonical, singular name. */
export interface QuantityUnit {
  readonly name: string;
  /** The spellings a person writes it in, singular and plural, lowercase. */
  readonly spellings: readonly string[];
  /** The spellings that are abbreviations: "500 g flour" reads without the "of" that "2 cups of flour" takes. */
  readonly abbreviations: readonly string[];
  /** The unit as js-quantities knows it, for a measure that converts; none for packaging. */
  readonly measure?: string;
  /** An abbreviation ("kg", "fl oz") reads the same in the plural; a word ("cup", "loaf") does not. */
  readonly abbreviated: boolean;
  /** Spoons and cups are measured in halves, thirds, quarters and eighths: "1 1/2 cups", not "1.5 cups". */
  readonly inFractions?: boolean;
  /** A unit only where "of" follows: "2 pots of hummus" are pots, but "2 pot noodles" are pot noodles. */
  readonly onlyBeforeOf?: boolean;
}

function measure(name: string, jsUnit: string, abbreviations: readonly string[], words: readonly string[] = []): QuantityUnit {
  const abbreviated = abbreviations.includes(name);
  return { name, spellings: [...abbreviations, ...words], abbreviations, measure: jsUnit, abbreviated };
}

const MEASURES: readonly QuantityUnit[] = [
  measure('mg', 'mg', ['mg'], ['milligram', 'milligrams']),
  measure('g', 'g', ['g', 'gr'], ['gram', 'grams']),
  measure('kg', 'kg', ['kg', 'kgs'], ['kilo', 'kilos', 'kilogram', 'kilograms']),
  measure('ml', 'ml', ['ml'], ['milliliter', 'milliliters', 'millilitre', 'millilitres']),
  measure('cl', 'cl', ['cl'], ['centiliter', 'centiliters', 'centilitre', 'centilitres']),
  measure('dl', 'dl', ['dl'], ['deciliter', 'deciliters', 'decilitre', 'decilitres']),
  measure('l', 'l', ['l'], ['liter', 'liters', 'litre', 'litres']),
  measure('oz', 'oz', ['oz'], ['ounce', 'ounces']),
  measure('lb', 'lb', ['lb', 'lbs'], ['pound', 'pounds']),
  measure('fl oz', 'floz', ['fl oz', 'floz'], ['fluid ounce', 'fluid ounces']),
  { ...measure('tsp', 'tsp', ['tsp'], ['teaspoon', 'teaspoons']), inFractions: true },
  { ...measure('tbsp', 'tbsp', ['tbsp', 'tbs'], ['tablespoon', 'tablespoons']), inFractions: true },
  { ...measure('cup', 'cup', [], ['cup', 'cups']), inFractions: true },
  measure('pt', 'pt', ['pt'], ['pint', 'pints']),
  measure('qt', 'qt', ['qt'], ['quart', 'quarts']),
  measure('gal', 'gal', ['gal'], ['gallon', 'gallons']),
];

const PACKAGING_NAMES = [
  'loaf', 'bag', 'can', 'tin', 'bottle', 'pack', 'packet', 'box', 'jar', 'bunch', 'carton', 'head',
  'piece', 'slice', 'tub', 'bar', 'roll', 'case', 'crate', 'sack', 'pair', 'tray', 'clove', 'stick', 'sprig', 'block', 'punnet', 'pouch',
  'sachet', 'bulb', 'ball', 'pot',
];
/** Packaging whose name also begins the names of things: "pot noodles". */
const ONLY_BEFORE_OF: ReadonlySet<string> = new Set(['pot']);

/** Packaging counts as a unit of its own: "2 bags" and "5 kg" of ice do not add up. "loafs" is a loaf misspelt. */
const PACKAGING: readonly QuantityUnit[] = PACKAGING_NAMES.map((name) => ({
  name,
  spellings: [name, plural(name), ...(name.endsWith('f') ? [`${name}s`] : [])],
  abbreviations: [],
  abbreviated: false,
  ...(ONLY_BEFORE_OF.has(name) ? { onlyBeforeOf: true } : {}),
}));

export const QUANTITY_UNITS: readonly QuantityUnit[] = [...MEASURES, ...PACKAGING];

const bySpelling = new Map(QUANTITY_UNITS.flatMap((unit) => unit.spellings.map((spelling) => [spelling, unit] as const)));

/** Every spelling of every unit, as a regular expression's alternatives: the one place a reading of amounts takes its units from. */
export const UNIT_PATTERN = phraseAlternatives(QUANTITY_UNITS.flatMap((unit) => unit.spellings));

/** The units said before a name, each only where it is one: "2 bags rice", "2 pots of hummus". */
export const UNIT_BEFORE_NAME_PATTERN = [
  phraseAlternatives(QUANTITY_UNITS.filter((unit) => !unit.onlyBeforeOf).flatMap((unit) => unit.spellings)),
  `(?:${phraseAlternatives(QUANTITY_UNITS.filter((unit) => unit.onlyBeforeOf).flatMap((unit) => unit.spellings))})(?=\\s+of\\b)`,
].join('|');

const abbreviations: ReadonlySet<string> = new Set(QUANTITY_UNITS.flatMap((unit) => unit.abbreviations));

/** Whether `spelling` abbreviates its unit, so that the name follows with no "of": "500 g flour", but "2 bags of flour". */
export function isAbbreviation(spelling: string): boolean {
  return abbreviations.has(spelling.toLowerCase());
}

/** The unit written as `text` ("Loaves", "kgs", "fl oz"), or undefined if it is none we know. */
export function findUnit(text: string): QuantityUnit | undefined {
  return bySpelling.get(text.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, ''));
}

/** The unit as it reads after `amount`: "1 loaf", "2 loaves", "2 kg". */
export function unitFor(unit: QuantityUnit, amount: number): string {
  // "1/2 cup", "1 cup", "1 1/2 cups".
  return unit.abbreviated ? unit.name : pluralize(unit.name, amount > 0 && amount <= 1 ? 1 : 2);
}
