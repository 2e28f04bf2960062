import { parseItem } from '../lists';

/** An ingredient line read into what to buy: "1 ½ cups flour, sifted" is 1 1/2 cups of flour, note "sifted". */
export interface Ingredient {
  readonly name: string;
  readonly quantity?: string;
  /** What the line says beyond what to buy: preparation, a size in brackets, "to taste". */
  readonly note?: string;
}

const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2', '⅓': '1/3', '⅔': '2/3', '¼': '1/4', '¾': '3/4', '⅕': '1/5', '⅖': '2/5', '⅗': '3/5', '⅘': '4/5', '⅙': '1/6', '⅚': '5/6', '⅛': '1/8', '⅜': '3/8', '⅝': '5/8', '⅞': '7/8',
};

/** Words at the end of a line that say how or when, not what: they become the note. */
const TRAILING_NOTES = /\s+(to taste|as needed|if needed|optional|for serving|for garnish|to serve|divided|plus more for [a-z ]+)$/i;

/**
 * Reads one ingredient line the way the lists read an item, after making it plain: vulgar
 * fractions as digits ("1 ½" is "1 1/2"), a range as its upper end ("2-3 cloves" buys 3), a
 * bracketed size and what follows a comma as the note ("1 (400 g) can tomatoes, drained").
 */
export function readIngredient(line: string): Ingredient {
  const notes: string[] = [];
  let text = line
    .replace(/(\d)\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, '$1 $2')
    .replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (fraction) => VULGAR_FRACTIONS[fraction] ?? fraction)
    .replace(/⁄/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(/\s*\(([^)]*)\)\s*/g, (_whole, inside: string) => {
    notes.push(inside.trim());
    return ' ';
  });
  const comma = text.indexOf(',');
  if (comma > 0) {
    notes.push(text.slice(comma + 1).trim());
    text = text.slice(0, comma);
  }
  const trailing = TRAILING_NOTES.exec(text);
  if (trailing) {
    notes.unshift(trailing[1] as string);
    text = text.slice(0, trailing.index);
  }
  text = text.replace(/^(\d+(?:[.,]\d+)?(?: \d+\/\d+)?)\s*(?:-|–|to)\s*(\d+(?:[.,]\d+)?(?: \d+\/\d+)?)\b/, '$2').trim();
  const { name, quantity } = parseItem(text);
  // "1 small onion" is an onion to buy: the size is a note, so it adds to the onions on the list.
  const sized = /^(small|medium|large|extra large|big)\s+(?=\S)/i.exec(name);
  if (sized) {
    notes.unshift(sized[1] as string);
  }
  const note = notes.filter((each) => each.length > 0).join('; ');
  return { name: (sized ? name.slice(sized[0].length) : name).trim(), ...(quantity ? { quantity } : {}), ...(note ? { note } : {}) };
}
