import { cleanText, type GroceryList, type GroceryLists, indexOfList } from '../../lists';

/**
 * The list name in a phrase such as "the party list", "my Groceries", "list called Summer BBQ":
 * articles, possessives and the word "list" removed. Undefined when nothing is left.
 */
export function listNameFrom(phrase: string): string | undefined {
  const name = cleanText(phrase)
    .replace(/^(?:the|my|our|your|a|an|this|that)\s+/i, '')
    .replace(/^(?:new\s+)?list\s+(?:called|named|for)\s+/i, '')
    .replace(/(?:'s)?\s+list$/i, '')
    .replace(/^list$/i, '')
    .replace(/^["']|["']$/g, '')
    .trim();
  return name.length > 0 ? name : undefined;
}

/** The existing list a phrase names, if any. */
export function findNamedList(lists: GroceryLists, phrase: string): GroceryList | undefined {
  const name = listNameFrom(phrase);
  return name === undefined ? undefined : lists[indexOfList(lists, name)];
}

/**
 * Whether a name that matches no list still reads as a list's name, so that "add milk to bbq" can
 * be answered "there is no list called bbq" while a longer sentence is left to a smarter planner.
 */
export function isPlausibleListName(name: string): boolean {
  return name.split(' ').length <= 4 && !/[,;:]/.test(name) && !/\b(?:and|to|from|with|on|off|for|of|in|into|it|them|everything)\b/i.test(name);
}
