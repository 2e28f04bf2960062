import { cleanText, type GroceryList, type GroceryLists, listsNamed, matchKey } from '../../lists';
import { indexLists } from './lists-index';
import { isWordOf } from './phrase-index';
import { remembered } from '../../text/remembered';

/**
 * The list name in a phrase such as "the party list", "my Groceries", "list called Summer BBQ":
 * articles, possessives and the word "list" removed. Undefined when nothing is left.
 */
export const listNameFrom: (phrase: string) => string | undefined = remembered(nameIn, 10_000);

function nameIn(phrase: string): string | undefined {
  const name = cleanText(phrase.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ''))
    .replace(/^(?:the|my|our|your|a|an|this|that)\s+/i, '')
    .replace(/^(?:whole|entire)\s+/i, '')
    .replace(/^(?:new\s+)?list\s+(?:(?:called|named|for)\s+)?/i, '')
    .replace(/^(?:new\s+)?one\s+(?:called|named)\s+/i, '')
    .replace(/(?:'s)?\s+(?:list|one)$/i, '')
    .replace(/^list$/i, '')
    .trim();
  const unquoted = isQuoted(name) ? name.slice(1, -1).trim() : name;
  return unquoted.length > 0 ? unquoted : undefined;
}

/** Whether a phrase ends in a quoted name: "a list called 'Mom and Dad'" names a list whatever words it holds. */
function isQuoted(phrase: string): boolean {
  return /(?:'[^']+'|"[^"]+")$/.test(phrase.trim()) && /^(?:[^'"]*\s)?['"]/.test(phrase.trim());
}

/**
 * The existing list a phrase names, if any: the phrase as typed first, since "this week" is a name
 * as well as "this" and "week", then the name read from it, then forgivingly, as the domain finds
 * lists ("grocery" is groceries), when that gives exactly one.
 */
export function findNamedList(lists: GroceryLists, phrase: string): GroceryList | undefined {
  const index = indexLists(lists);
  if (index.named.has(phrase)) {
    return index.named.get(phrase);
  }
  const found = namedList(lists, phrase);
  if (index.named.size >= MOST_PHRASES_KEPT) {
    index.named.clear();
  }
  index.named.set(phrase, found);
  return found;
}

// Lists unchanged over many turns keep their index: what it remembers of phrases is bounded.
const MOST_PHRASES_KEPT = 2_000;

function namedList(lists: GroceryLists, phrase: string): GroceryList | undefined {
  const { byName } = indexLists(lists);
  const exact = byName.get(matchKey(phrase));
  const name = listNameFrom(phrase);
  const named = exact ?? (name === undefined ? undefined : byName.get(matchKey(name)));
  if (named || name === undefined) {
    return named;
  }
  const forgiving = listsNamed(lists, name);
  return forgiving.length === 1 ? forgiving[0] : byInitials(lists, phrase);
}

/** "GE" for giant eagle, "TJ" for trader joe's: capitals typed as the initials of the one list of several words they can be. */
function byInitials(lists: GroceryLists, phrase: string): GroceryList | undefined {
  const typed = phrase.trim();
  if (!/^\p{Lu}{2,4}$/u.test(typed)) {
    return undefined;
  }
  const initialled = lists.filter((list) => {
    const words = matchKey(list.name).split(/[\s-]+/u).filter(Boolean);
    return words.length === typed.length && words.map((word) => word.charAt(0)).join('') === typed.toLowerCase();
  });
  return initialled.length === 1 ? initialled[0] : undefined;
}

/**
 * The one list a name means once whose it is is left out or added: "Kai's camp" for a camp list,
 * "party" for "Aoife's party". A guess, for the lenient reading to offer: never between two owners
 * ("Kai's birthday" is not "Aoife's birthday").
 */
export function listByOwner(lists: GroceryLists, name: string): GroceryList | undefined {
  const owner = /^\p{L}+['’]s\s+/u;
  const owned = owner.exec(name) ? name.replace(owner, '') : undefined;
  const found =
    owned !== undefined
      ? lists.filter((list) => !owner.test(list.name) && matchKey(list.name) === matchKey(owned))
      : lists.filter((list) => owner.test(list.name) && matchKey(list.name.replace(owner, '')) === matchKey(name));
  return found.length === 1 ? found[0] : undefined;
}

/** The lists a name could mean when it matches several forgivingly: "groceries" with grocery and grocery list. */
export function listsMatching(lists: GroceryLists, phrase: string): GroceryList[] {
  const name = listNameFrom(phrase);
  return name === undefined ? [] : listsNamed(lists, name);
}

/** Whether a list "name" only points at a list, "that list", "the other one", without naming it. */
export function isPointingName(name: string): boolean {
  return POINTING_WORD.test(name);
}

const POINTING_WORD = /^(?:it|its|they|them|this|that|these|those|one|ones|other|another|same|which|what|here|there|(?:this|that|the|my|our|another|other|same|new|old) (?:one|ones|other|same))$/i;

/**
 * Whether a name that matches no list still reads as a list's name, so that "add milk to bbq" can
 * be answered "there is no list called bbq" while a longer sentence is left to a smarter planner.
 */
export function isPlausibleListName(name: string): boolean {
  return (
    name.split(' ').length <= 4 &&
    !/[,;:?!\p{Extended_Pictographic}]|\.\s/u.test(name) &&
    !/\b(?:and|or|not|to|from|with|without|on|off|for|of|in|into|it|them|everything|every|all|any|each|some|whichever|except|but|besides|lists)\b/i.test(name) &&
    !isPointingName(name) &&
    // "call the party list need": a verb alone names no list; "take milk off the suggestions" means the card's, no list.
    !isWordOf(name, 'verbWord') &&
    !/^suggestions?$/i.test(name) &&
    // "in the freezer section", "in aisle 5": a part of the shop, not a list.
    !/(?:^|\s)(?:section|aisle)(?:\s+\d+)?$|^aisle\b/i.test(name)
  );
}
