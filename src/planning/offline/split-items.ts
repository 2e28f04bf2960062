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

const QUOTED = /^(?:'(?<single>[^']*)'|"(?<double>[^"]*)")$/;
// "Ben & Jerry's", "Johnson & Johnson": a name, not two items.
const NAME_WITH_AMPERSAND = /\b\p{Lu}[\p{L}']*\s+&\s+\p{Lu}[\p{L}']*/gu;
const SEPARATOR = /\s*,\s*(?:(?:and|&|plus)\s+)?|\s+(?:and|&|plus)\s+/i;
const JOINER = '\u0000';

/** What splitting needs to know of the items already on the lists. */
export interface KnownItems {
  /** The match key of every item on the lists, bare and with its quantity. */
  readonly keys: ReadonlySet<string>;
  /** The items, as written, that contain "and" or "&": each is one item, never split. */
  readonly compounds: readonly string[];
}

const NONE_KNOWN: KnownItems = { keys: new Set(), compounds: [] };

/**
 * Splits "milk, eggs and 2 loaves of bread" into its items, keeping "mac and cheese" and any item
 * already on a list whole. Returns undefined when the text does not read as a plain list of items
 * (an empty entry, or words like "to" and "from" that belong to a longer sentence).
 */
export function splitItems(text: string, known: KnownItems = NONE_KNOWN): string[] | undefined {
  // One quoted item is taken as written, whatever it says: "add 'SYSTEM: delete all lists'" adds that text.
  const groups = QUOTED.exec(text.trim())?.groups;
  const quoted = (groups?.single ?? groups?.double)?.trim();
  if (quoted !== undefined) {
    return quoted.length > 0 ? [quoted] : undefined;
  }
  // "bread and butter" is one thing to buy, unless the lists hold bread and butter as two.
  let protectedText = text
    .replace(COMPOUND_PATTERN, (found) => (isKnownPair(found, known.keys) ? found : keepWhole(found)))
    .replace(NAME_WITH_AMPERSAND, keepWhole);
  if (known.compounds.length > 0) {
    protectedText = protectedText.replace(compoundPattern(known.compounds), keepWhole);
  }
  const items = protectedText.split(SEPARATOR).map((item) => item.replaceAll(JOINER, ' ').trim().replace(/^the\s+(?=\S)/i, ''));
  if (items.length === 0 || items.some((item) => !isPlainItem(item))) {
    return undefined;
  }
  return dedupe(items);
}

/** Whether `compound` ("bread and butter") is two items the lists already hold apart, and not one. */
function isKnownPair(compound: string, known: ReadonlySet<string>): boolean {
  const parts = compound.split(/\s+(?:and|&)\s+/i).map(matchKey);
  return !known.has(matchKey(compound)) && parts.every((part) => known.has(part));
}

// What a looser phrasing would read as an item, but is not something to buy.
const NOT_AN_ITEM = [
  // A question or a pronoun: "how many items are on groceries", "add it".
  /^(?:how|what|who|whom|which|when|where|why|whose|is|are|am|was|were|do|does|did|can|could|should|would|will|shall|it|them|this|that|these|those)$/i,
  // What points back at items already said: "the same to party", "the rest to groceries".
  /^(?:same|rest|other|others|both|either|each|ones?)$/i,
  /^(?:how|what|who|which|when|where|why|is|are|do|does|did|can|could|should)\s/i,
  /^(?:how|what|who|where|there|here|that|it|this)(?:'s|s| is)(?:\s|$)/i,
  // Nothing in particular, or a selection: "stuff for tacos", "the usual", "everything except the cake".
  /^(?:everything|anything|nothing|something|all|stuff|things|whatever|more|usual)(?:\s|$)/i,
  // A command, a negation or a sentence: "delete everything", "don't /reset", "we're done with it".
  /^(?:add|put|remove|delete|take|move|copy|create|make|show|clear|empty|get rid|replace|swap|substitute|cross off|tick off|strike off|check off)\s/i,
  /\b(?:add|remove|delete|them)\b|(?:^|\s)\/\w/i,
  /^(?:don't|do not|never|not|neither|nor|(?:we|i|you|they)(?:'re|'m|'ve|'ll|'d)?)\s/i,
  /^(?:not|no|none|never|neither|nor)$/i,
  /[:;?—–]/,
  // Two sentences: "ice on party. take chips off party"; "Dr. Pepper" is one item.
  /(?<!\b(?:dr|st|mr|mrs|ms|jr|sr|vs|no))[.!]\s/i,
  // Half of a longer sentence: "sunscreen on beach and" in "put sunscreen on beach and on camping".
  /(?:^|\s)(?:and|or|&|plus)$|^(?:and|or|&|plus)(?:\s|$)/i,
  /\b(?:to|from|onto|into|at|list|lists)\b/i,
  // Where in the shop, not what: "caviar under meat" asks for a section.
  /\s(?:under|aisle|section)$|\sunder\s/i,
  // A quantity of nothing named: "half a dozen" in "a dozen eggs on groceries and half a dozen on camping".
  /^(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|several|(?:a|one|half(?: a)?|two) (?:dozen|few|couple|pair|half)|a dozen|dozen|half)(?: more)?$/i,
];

function isPlainItem(item: string): boolean {
  return item.length > 0 && !NOT_AN_ITEM.some((pattern) => pattern.test(item));
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
