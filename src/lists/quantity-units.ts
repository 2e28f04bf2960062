import pluralize from 'pluralize';

/** A unit a quantity may be measured in, under its one canonical, singular name. */
export interface QuantityUnit {
  readonly name: string;
  /** The spellings a person writes it in, singular and plural, lowercase. */
  readonly spellings: readonly string[];
  /** The unit as js-quantities knows it, for a measure that converts; none for packaging. */
  readonly measure?: string;
  /** An abbreviation ("kg", "fl oz") reads the same in the plural; a word ("cup", "loaf") does not. */
  readonly abbreviated: boolean;
}

function measure(name: string, jsUnit: string, abbreviated: boolean, ...more: string[]): QuantityUnit {
  const spellings = abbreviated ? [name, ...more] : [name, pluralize.plural(name), ...more];
  return { name, spellings, measure: jsUnit, abbreviated };
}

const MEASURES: readonly QuantityUnit[] = [
  measure('mg', 'mg', true, 'milligram', 'milligrams'),
  measure('g', 'g', true, 'gram', 'grams', 'gr'),
  measure('kg', 'kg', true, 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'),
  measure('ml', 'ml', true, 'milliliter', 'milliliters', 'millilitre', 'millilitres'),
  measure('cl', 'cl', true, 'centiliter', 'centiliters', 'centilitre', 'centilitres'),
  measure('dl', 'dl', true, 'deciliter', 'deciliters', 'decilitre', 'decilitres'),
  measure('l', 'l', true, 'liter', 'liters', 'litre', 'litres'),
  measure('oz', 'oz', true, 'ounce', 'ounces'),
  measure('lb', 'lb', true, 'lbs', 'pound', 'pounds'),
  measure('fl oz', 'floz', true, 'floz', 'fluid ounce', 'fluid ounces'),
  measure('tsp', 'tsp', true, 'teaspoon', 'teaspoons'),
  measure('tbsp', 'tbsp', true, 'tbs', 'tablespoon', 'tablespoons'),
  measure('cup', 'cup', false),
  measure('pt', 'pt', true, 'pint', 'pints'),
  measure('qt', 'qt', true, 'quart', 'quarts'),
  measure('gal', 'gal', true, 'gallon', 'gallons'),
];

const PACKAGING_NAMES = [
  'loaf', 'bag', 'can', 'tin', 'bottle', 'pack', 'packet', 'box', 'jar', 'bunch', 'carton', 'head',
  'piece', 'slice', 'tub', 'bar', 'roll', 'case', 'crate', 'sack', 'pair', 'tray',
];

/** Packaging counts as a unit of its own: "2 bags" and "5 kg" of ice do not add up. */
const PACKAGING: readonly QuantityUnit[] = PACKAGING_NAMES.map((name) => ({
  name,
  spellings: [name, pluralize.plural(name)],
  abbreviated: false,
}));

export const QUANTITY_UNITS: readonly QuantityUnit[] = [...MEASURES, ...PACKAGING];

const bySpelling = new Map(QUANTITY_UNITS.flatMap((unit) => unit.spellings.map((spelling) => [spelling, unit] as const)));

/** The unit written as `text` ("Loaves", "kgs", "fl oz"), or undefined if it is none we know. */
export function findUnit(text: string): QuantityUnit | undefined {
  return bySpelling.get(text.toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, ''));
}

/** The unit as it reads after `amount`: "1 loaf", "2 loaves", "2 kg". */
export function unitFor(unit: QuantityUnit, amount: number): string {
  return unit.abbreviated ? unit.name : pluralize(unit.name, amount === 1 ? 1 : 2);
}
