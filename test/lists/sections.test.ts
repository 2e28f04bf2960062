import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSection, SECTIONS, sectionLabel, sectionOf, type Section } from '../../src/lists/sections';
import dictionary from '../../src/lists/grocery-sections.json';

describe('sectionOf', () => {
  it.each<[string, Section]>([
    ['apple', 'produce'],
    ['Bananas', 'produce'],
    ['  BANANAS  ', 'produce'],
    ['tomatoes', 'produce'],
    ['berries', 'produce'],
    ['cherries', 'produce'],
    ['potatoes', 'produce'],
    ['courgettes', 'produce'],
    ['aubergine', 'produce'],
    ['eggplant', 'produce'],
    ['cilantro', 'produce'],
    ['loaves of bread', 'bakery'],
    ['2 loaves of bread', 'bakery'],
    ['ground beef', 'meat & fish'],
    ['mince', 'meat & fish'],
    ['whole   milk', 'dairy & eggs'],
    ['a dozen eggs', 'dairy & eggs'],
    ['crème fraîche', 'dairy & eggs'],
    ['creme fraiche', 'dairy & eggs'],
    ['philadelphia', 'dairy & eggs'],
    ['fish fingers', 'frozen'],
    ['ice cream', 'frozen'],
    ['olive oil', 'pantry'],
    ['nutella', 'pantry'],
    ['cheerios', 'pantry'],
    ['crisps', 'snacks'],
    ['chips', 'snacks'],
    ['biscuits', 'snacks'],
    ['cookies', 'snacks'],
    ['oreos', 'snacks'],
    ['coke', 'drinks'],
    ['Coca-Cola', 'drinks'],
    ['coca cola', 'drinks'],
    ['pepsi', 'drinks'],
    ['red bull', 'drinks'],
    ['kitchen roll', 'household'],
    ['paper towels', 'household'],
    ['washing-up liquid', 'household'],
    ['washing up liquid', 'household'],
    ['loo roll', 'household'],
    ['toilet paper', 'household'],
    ['tide', 'household'],
    ['kleenex', 'household'],
    ['colgate', 'personal care'],
  ])('puts %j in %s', (name, section) => {
    expect(sectionOf(name)).toBe(section);
  });

  it.each<[string, Section]>([
    ['organic whole milk', 'dairy & eggs'],
    ['free range eggs', 'dairy & eggs'],
    ['Heinz baked beans', 'pantry'],
    ['heinz ketchup', 'pantry'],
    ['fresh basil', 'produce'],
    ['large red onions', 'produce'],
    ['crunchy peanut butter', 'pantry'],
    ['olive oil spray', 'pantry'],
    ['chicken stock cubes', 'pantry'],
  ])('reads past descriptors and brands: %j is in %s', (name, section) => {
    expect(sectionOf(name)).toBe(section);
  });

  it('lets the longest known run of words win over a shorter one', () => {
    expect(sectionOf('peanut butter')).toBe('pantry');
    expect(sectionOf('butter')).toBe('dairy & eggs');
    expect(sectionOf('coconut milk')).toBe('pantry');
    expect(sectionOf('shaving cream')).toBe('personal care');
    expect(sectionOf('chocolate chips')).toBe('pantry');
  });

  it('keeps frozen and tinned food out of produce', () => {
    expect(sectionOf('peas')).toBe('produce');
    expect(sectionOf('frozen peas')).toBe('frozen');
    expect(sectionOf('Frozen organic peas')).toBe('frozen');
    expect(sectionOf('frozen raspberries')).toBe('frozen');
    expect(sectionOf('peaches')).toBe('produce');
    expect(sectionOf('tinned peaches')).toBe('pantry');
    expect(sectionOf('canned sweetcorn')).toBe('pantry');
  });

  it('reads apostrophes, ampersands and accents as they are typed', () => {
    expect(sectionOf("ben & jerry's")).toBe('frozen');
    expect(sectionOf('Ben and Jerrys')).toBe('frozen');
    expect(sectionOf('m&ms')).toBe('snacks');
    expect(sectionOf('M&M’s')).toBe('snacks');
    expect(sectionOf('jalapenos')).toBe('produce');
  });

  it('takes a pair joined by "and" for the first of the two, not the second', () => {
    expect(sectionOf('salt and vinegar chips')).toBe('snacks');
    expect(sectionOf('strawberries and cream')).toBe('produce');
    expect(sectionOf('rock and roll')).toBe('other');
    expect(sectionOf('mac and cheese')).toBe('pantry');
  });

  it('answers other for what it does not know', () => {
    expect(sectionOf('xyzzy')).toBe('other');
    expect(sectionOf('sleeping bag')).toBe('other');
    expect(sectionOf('')).toBe('other');
    expect(sectionOf('   ')).toBe('other');
    expect(sectionOf('!!!')).toBe('other');
  });

  it('gives the same answer when asked again', () => {
    expect(sectionOf('Frozen peas')).toBe('frozen');
    expect(sectionOf('Frozen peas')).toBe('frozen');
  });
});

describe('parseSection', () => {
  it.each<[string, Section]>([
    ['produce', 'produce'],
    ['fruit and veg', 'produce'],
    ['fruit & vegetables', 'produce'],
    ['veg', 'produce'],
    ['vegetables', 'produce'],
    ['bakery', 'bakery'],
    ['bread', 'bakery'],
    ['meat', 'meat & fish'],
    ['fish', 'meat & fish'],
    ['seafood', 'meat & fish'],
    ['butcher', 'meat & fish'],
    ['deli', 'meat & fish'],
    ['meat & fish', 'meat & fish'],
    ['dairy', 'dairy & eggs'],
    ['eggs', 'dairy & eggs'],
    ['cheese', 'dairy & eggs'],
    ['frozen', 'frozen'],
    ['freezer', 'frozen'],
    ['frozen food', 'frozen'],
    ['pantry', 'pantry'],
    ['cupboard', 'pantry'],
    ['dry goods', 'pantry'],
    ['tins', 'pantry'],
    ['canned goods', 'pantry'],
    ['snacks', 'snacks'],
    ['sweets', 'snacks'],
    ['candy', 'snacks'],
    ['drinks', 'drinks'],
    ['beverages', 'drinks'],
    ['household', 'household'],
    ['cleaning', 'household'],
    ['cleaning supplies', 'household'],
    ['personal care', 'personal care'],
    ['toiletries', 'personal care'],
    ['health and beauty', 'personal care'],
    ['pharmacy', 'personal care'],
    ['other', 'other'],
    ['misc', 'other'],
    ['Dairy', 'dairy & eggs'],
    ['the dairy aisle', 'dairy & eggs'],
    ['  Frozen   Section ', 'frozen'],
    ['the bakery', 'bakery'],
    ['produce aisle', 'produce'],
  ])('reads %j as %s', (text, section) => {
    expect(parseSection(text)).toBe(section);
  });

  it.each(['', 'milk', 'groceries', 'under produce', 'the', 'aisle', 'section', 'garden', 'dairy products please', 'produce and dairy'])(
    'names no section in %j',
    (text) => {
      expect(parseSection(text)).toBeUndefined();
    },
  );

  it('reads every section by its own name', () => {
    for (const section of SECTIONS) {
      expect(parseSection(section)).toBe(section);
      expect(parseSection(sectionLabel(section))).toBe(section);
    }
  });
});

describe('sectionLabel', () => {
  it('writes a section as a heading', () => {
    expect(SECTIONS.map(sectionLabel)).toEqual([
      'Produce', 'Bakery', 'Meat & fish', 'Dairy & eggs', 'Frozen', 'Pantry', 'Snacks', 'Drinks', 'Household', 'Personal care', 'Other',
    ]);
  });
});

describe('the dictionary', () => {
  const entries = Object.entries(dictionary as Record<string, string[]>);

  it('has every section, in walking order, and no others', () => {
    expect(entries.map(([section]) => section)).toEqual([...SECTIONS]);
  });

  it('knows at least 1,000 names, none in two sections, every section but other non-empty', () => {
    const names = entries.flatMap(([, sectionNames]) => sectionNames);
    expect(names.length).toBeGreaterThanOrEqual(1000);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const [section, sectionNames] of entries) {
      if (section !== 'other') {
        expect(sectionNames.length, section).toBeGreaterThan(0);
      }
    }
  });

  it('writes names in lowercase, trimmed, and puts each where sectionOf finds it', () => {
    for (const [section, sectionNames] of entries) {
      for (const name of sectionNames) {
        expect(name).toBe(name.toLowerCase().trim());
        expect([name, sectionOf(name)]).toEqual([name, section]);
      }
    }
  });
});

// What leads an item in the evaluation corpus: "2 loaves of", "500 g", "a dozen", "half a dozen".
const QUANTITY = new RegExp(
  String.raw`^(?:(?:\d+(?:[.,]\d+)?|(?:an?|one|two|three|four|five|six|twelve|half a|couple|dozen)\b)\s*)+` +
    String.raw`(?:(?:kg|g|lbs?|oz|ml|l|loaf|loaves|bags?|cans?|tins?|bottles?|packs?|boxes|box|jars?|cartons?|cases?|tubs?|rolls?|gallons?|pounds?)\b\s*)?` +
    String.raw`(?:of\s+)?`,
  'iu',
);
// Adversarial cases put markup, instructions and injections where items go; they are not groceries.
const NOT_A_GROCERY = /[<\[;:"]|system/iu;

function corpusItemNames(): string[] {
  const directory = join(__dirname, '..', '..', 'eval', 'cases');
  const names = new Set<string>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.yaml'))) {
    const document = parse(readFileSync(join(directory, file), 'utf8')) as { cases?: { lists?: Record<string, unknown[]>; expect?: Record<string, unknown[]> }[] };
    for (const testCase of document.cases ?? []) {
      for (const items of [...Object.values(testCase.lists ?? {}), ...Object.values(testCase.expect ?? {})]) {
        for (const item of items ?? []) {
          const name = String(item).toLowerCase().trim().replace(QUANTITY, '').trim();
          if (name && !NOT_A_GROCERY.test(name) && name.split(/\s+/).length <= 4) {
            names.add(name);
          }
        }
      }
    }
  }
  return [...names].sort();
}

describe('the dictionary against the evaluation corpus', () => {
  it('gives a section to at least 90% of the item names the corpus uses', () => {
    const names = corpusItemNames();
    const uncovered = names.filter((name) => sectionOf(name) === 'other');
    const covered = names.length - uncovered.length;
    console.log(`sections cover ${covered} of ${names.length} corpus item names (${Math.round((100 * covered) / names.length)}%)`);
    expect(names.length).toBeGreaterThan(100);
    expect(covered / names.length, `no section for: ${uncovered.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });
});
