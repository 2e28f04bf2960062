import { itemKey, type ListItem, matchKey, parseItem, respelt } from '../../lists';
import { GROCERY_SHORTHAND, MISHEARD, MISHEARD_AFTER } from './lenient-words';

/**
 * The items `text` names: the one of that name, else every item whose name holds its words ("juice"
 * for "2 bottles of orange juice"), else the one written with its words run together ("timtams"),
 * else what a short name or a slip put right names ("oj", "cofee"), so that a question about an item
 * is never answered "not on the list" while one of that kind is there.
 */
export function itemsNamed(items: readonly ListItem[], text: string): ListItem[] {
  const key = itemKey(parseItem(text).name);
  const exact = items.filter((item) => itemKey(item.name) === key);
  const short = GROCERY_SHORTHAND[key];
  if (exact.length === 0 && short !== undefined) {
    return itemsNamed(items, short);
  }
  if (exact.length > 0 || key.length < 3) {
    return exact;
  }
  const holding = items.filter((item) => ` ${itemKey(item.name)} `.includes(` ${key} `));
  if (holding.length > 0) {
    return holding;
  }
  // "timtams" for "Tim Tams": one name written as one word or two.
  const joined = key.replaceAll(' ', '');
  const together = items.filter((item) => itemKey(item.name).replaceAll(' ', '') === joined);
  if (together.length > 0) {
    return together;
  }
  // "cofee" for the coffee beans: a slip put right is asked about as the name;
  // "flower" for the flour: a word a phone mishears for a grocery, where nothing goes by the word itself.
  // The words as typed, not as keyed: "leaks" is the misheard word, "leak" no word at all.
  const fixed = matchKey(parseItem(text).name)
    .split(' ')
    .map((word) => respelt(word) ?? MISHEARD[word] ?? MISHEARD_AFTER[word]?.heard ?? word)
    .join(' ');
  return itemKey(fixed) === key ? [] : itemsNamed(items, fixed);
}
