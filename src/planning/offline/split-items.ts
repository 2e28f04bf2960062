import { matchKey } from '../../lists';

/** Things people buy whose names contain "and": one item each, never split. */
const COMPOUND_ITEMS = [
  'mac and cheese', 'macaroni and cheese', 'salt and pepper', 'fish and chips', 'bread and butter',
  'peanut butter and jelly', 'half and half', 'sweet and sour sauce', 'cookies and cream', 'ham and cheese',
  'pork and beans', 'franks and beans', 'salt and vinegar crisps', 'salt and vinegar chips',
  'sour cream and onion chips', 'cheese and onion crisps', 'spaghetti and meatballs', 'oil and vinegar',
  'surf and turf', 'black and white cookies', 'rice and peas', 'pb and j',
];

const COMPOUND_PATTERN = compoundPattern(COMPOUND_ITEMS);

function compoundPattern(compounds: readonly string[]): RegExp {
  return new RegExp(`\\b(?:${compounds.map(escapeRegExp).join('|')})\\b`, 'giu');
}

function keepWhole(found: string): string {
  return found.replace(/\s/g, JOINER);
}

const SEPARATOR = /\s*,\s*(?:(?:and|&|plus)\s+)?|\s+(?:and|&|plus)\s+/i;
const JOINER = '\u0000';

/**
 * Splits "milk, eggs and 2 loaves of bread" into its items, keeping "mac and cheese" and any item
 * already on a list whole. Returns undefined when the text does not read as a plain list of items
 * (an empty entry, or words like "to" and "from" that belong to a longer sentence).
 */
export function splitItems(text: string, knownItems: readonly string[] = []): string[] | undefined {
  const known = knownItems.filter((item) => /\s(?:and|&)\s/i.test(item));
  let protectedText = text.replace(COMPOUND_PATTERN, keepWhole);
  if (known.length > 0) {
    protectedText = protectedText.replace(compoundPattern(known), keepWhole);
  }
  const items = protectedText.split(SEPARATOR).map((item) => item.replaceAll(JOINER, ' ').trim());
  if (items.length === 0 || items.some((item) => !isPlainItem(item))) {
    return undefined;
  }
  return dedupe(items);
}

// A question, a pronoun or a command is not something to buy: "how many items are on groceries",
// "delete everything", and "add it" read as an item by a looser phrasing.
const NOT_AN_ITEM = /^(?:how|what|who|whom|which|when|where|why|whose|is|are|am|was|were|do|does|did|can|could|should|would|will|shall|everything|all|anything|nothing|something|it|them|this|that|these|those|stuff)$|^(?:how|what|who|which|when|where|why|is|are|do|does|did|can|could|should)\s|^(?:add|put|remove|delete|take|move|copy|create|make|show|clear|empty|get rid)\s/i;

function isPlainItem(item: string): boolean {
  return item.length > 0 && !/\b(?:to|from|onto|into|list|lists)\b/i.test(item) && !/[:;?]/.test(item) && !NOT_AN_ITEM.test(item);
}

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = matchKey(item);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
}
