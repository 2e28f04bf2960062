import { singular } from '../text/word-forms';
import groceries from './grocery-sections.json';
import { remembered } from '../text/remembered';

/** The sections of a supermarket, in the order a shopper usually walks them. */
export const SECTIONS = [
  'produce',
  'bakery',
  'meat & fish',
  'dairy & eggs',
  'frozen',
  'pantry',
  'snacks',
  'drinks',
  'household',
  'personal care',
  'other',
] as const;

/** One section of a supermarket. */
export type Section = (typeof SECTIONS)[number];

/** The section of each dictionary name, keyed by `sectionKey`: built once, so a call is a few lookups. */
const SECTION_BY_KEY = buildLookup(groceries);

/**
 * Words that decide the section when nothing longer is known: "frozen peas" are frozen even though
 * "peas" are produce, and "tinned peaches" are in the pantry.
 */
const DECIDING_WORDS = new Map<string, Section>([
  ['frozen', 'frozen'],
  ['canned', 'pantry'],
  ['tinned', 'pantry'],
]);

const JOINING_WORDS = new Set(['and', 'or', 'with']);

/** The most words in a dictionary name: no longer run of a name's words is looked up. */
const LONGEST_NAME_IN_WORDS = 6;

/**
 * The section an item is usually found in, from the built-in dictionary; 'other' when it is not known.
 * "Organic whole milk" is found through "whole milk", "Heinz baked beans" through "baked beans",
 * "Bananas" through "banana": the whole name first, then the longest known run of words at the end,
 * then the longest at the start.
 */
export const sectionOf: (name: string) => Section = remembered((name) => findSection(sectionKey(name).split(' ').filter(Boolean)));

function findSection(words: readonly string[]): Section {
  const last = words[words.length - 1];
  if (last === undefined) {
    return 'other';
  }
  // Every trailing run ends in the same word, so it is made singular once.
  const lastSingular = singular(last);
  const trailing = (length: number) => {
    const before = words.slice(words.length - length, -1);
    return SECTION_BY_KEY.get([...before, last].join(' ')) ?? SECTION_BY_KEY.get([...before, lastSingular].join(' '));
  };
  const whole = trailing(words.length);
  if (whole) {
    return whole;
  }
  const decided = words.map((word) => DECIDING_WORDS.get(word)).find((section) => section !== undefined);
  if (decided) {
    return decided;
  }
  const longest = Math.min(words.length - 1, LONGEST_NAME_IN_WORDS);
  for (let length = longest; length >= 1; length -= 1) {
    // What follows "and" is half of a pair ("rock and roll", "strawberries and cream"), not what the whole is.
    const found = JOINING_WORDS.has(words[words.length - length - 1]!) ? undefined : trailing(length);
    if (found) {
      return found;
    }
  }
  for (let length = longest; length >= 1; length -= 1) {
    const found = leading(words.slice(0, length));
    if (found) {
      return found;
    }
  }
  return 'other';
}

/**
 * Whether the dictionary knows the name as a whole, as typed or with its last word singular:
 * "bananas" and "peanut butter" are groceries; "milk bread eggs" is three of them, not one.
 */
export const isKnownGrocery: (name: string) => boolean = remembered((name) => {
  const words = sectionKey(name).split(' ').filter(Boolean);
  const last = words.pop();
  return last !== undefined && (SECTION_BY_KEY.has([...words, last].join(' ')) || SECTION_BY_KEY.has([...words, singular(last)].join(' ')));
});

const SECTION_NAMES = new Map<string, Section>([
  ...SECTIONS.map((section) => [sectionKey(section), section] as const),
  ...synonyms('produce', ['fruit and veg', 'fruit and vegetables', 'fruit', 'veg', 'vegetables', 'veggies', 'greengrocer', 'fresh produce']),
  ...synonyms('bakery', ['bread', 'baked goods', 'baker']),
  ...synonyms('meat & fish', ['meat', 'fish', 'meat and seafood', 'seafood', 'butcher', 'butchers', 'fishmonger', 'deli']),
  ...synonyms('dairy & eggs', ['dairy', 'eggs', 'cheese', 'dairy and eggs']),
  ...synonyms('frozen', ['freezer', 'frozen food', 'frozen foods', 'frozen goods']),
  ...synonyms('pantry', ['cupboard', 'store cupboard', 'larder', 'dry goods', 'tins', 'tinned goods', 'canned goods', 'canned food']),
  ...synonyms('snacks', ['snack', 'sweets', 'candy', 'confectionery', 'snacks and sweets']),
  ...synonyms('drinks', ['drink', 'beverages', 'beverage', 'soft drinks', 'alcohol', 'beer and wine']),
  ...synonyms('household', ['cleaning', 'cleaning supplies', 'cleaning products', 'household goods', 'household supplies']),
  ...synonyms('personal care', ['toiletries', 'health and beauty', 'health & beauty', 'pharmacy', 'chemist', 'beauty', 'baby care']),
  ...synonyms('other', ['misc', 'miscellaneous', 'everything else', 'others']),
]);

/** Words people put around a section's name: "the dairy aisle", "frozen section". */
const SECTION_FRAME = /^(?:the )?(.*?)(?: (?:section|aisle|department|counter|area))?$/;

/**
 * Reads a section as people name it: "fruit and veg" is produce, "the freezer aisle" frozen,
 * "toiletries" personal care. Undefined when the words name no section.
 */
export function parseSection(text: string): Section | undefined {
  const named = SECTION_FRAME.exec(sectionKey(text))?.[1] ?? '';
  return SECTION_NAMES.get(named);
}

/** The section as a heading: "Produce", "Meat & fish", "Personal care". */
export function sectionLabel(section: Section): string {
  return section.charAt(0).toUpperCase() + section.slice(1);
}

/**
 * The form names are compared in: lowercase, without accents or apostrophes, "&" read as "and" and
 * other punctuation as a space, so "Ben & Jerry's", "ben and jerrys" and "Crème fraîche" match the
 * dictionary's "ben & jerry's" and "creme fraiche".
 */
function sectionKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}%\s]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The section of the first words of a name ("olive oil spray"), as written or with the last made singular. */
function leading(words: readonly string[]): Section | undefined {
  const last = words[words.length - 1] ?? '';
  const before = words.slice(0, -1);
  return SECTION_BY_KEY.get([...before, last].join(' ')) ?? SECTION_BY_KEY.get([...before, singular(last)].join(' '));
}

/**
 * The dictionary as a map from each name's key to its section. A name's singular form is added
 * too ("cherries" is found as "cherry"), unless another entry already has that form.
 */
function buildLookup(dictionary: Readonly<Record<string, readonly string[]>>): Map<string, Section> {
  const lookup = new Map<string, Section>();
  const singulars: [string, Section][] = [];
  for (const section of SECTIONS) {
    for (const name of dictionary[section] ?? []) {
      const key = sectionKey(name);
      lookup.set(key, section);
      const words = key.split(' ');
      singulars.push([[...words.slice(0, -1), singular(words[words.length - 1]!)].join(' '), section]);
    }
  }
  for (const [key, section] of singulars) {
    if (!lookup.has(key)) {
      lookup.set(key, section);
    }
  }
  return lookup;
}

function synonyms(section: Section, names: readonly string[]): (readonly [string, Section])[] {
  return names.map((name) => [sectionKey(name), section] as const);
}
