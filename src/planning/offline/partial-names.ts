import { singular } from '../../text/word-forms';
import { findItemPosition, formatItem, type GroceryList, isKnownGrocery, itemKey, itemPositions, matchKey, parseItem } from '../../lists';

function singularWords(text: string): string[] {
  return matchKey(parseItem(text).name).split(' ').map((word) => singular(word));
}

/** Whether an item key begins or ends with the key of a shorter name: "bag of spinach" with "spinach". */
export function beginsOrEnds(itemName: string, key: string): boolean {
  return itemName.endsWith(` ${key}`) || itemName.startsWith(`${key} `);
}

/** Whether `run` stands in `words` as words of its own, in order. */
function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  return words.some((_, at) => run.length > 0 && run.every((word, offset) => words[at + offset] === word));
}

/**
 * The list's own spelling of each text, where a text names an item by part of its name ("flour" for
 * "1 kg self raising flour", the one flour there is); the text itself where the list has it, or has
 * nothing like it and the text is a grocery the dictionary knows ("caviar"). Undefined when a text
 * could be several items ("oil": olive or vegetable) or a short form of one ("oj"), so the request is
 * not planned by guesswork.
 */
export function asListed(list: GroceryList, texts: readonly string[]): string[] | undefined {
  const positions = itemPositions(list.items);
  const resolved: string[] = [];
  for (const text of texts) {
    const key = itemKey(parseItem(text).name);
    // On the list as named, or as a misspelling or odd plural of an item there ("leafs of basil").
    const at = positions.get(key) ?? findItemPosition(list.items, parseItem(text).name);
    const found = at === undefined ? undefined : list.items[at];
    if (found) {
      resolved.push(positions.has(key) ? text : formatItem(found));
      continue;
    }
    // "balloons candles party bags": several of the list's items run together, so no one of them is meant.
    const words = singularWords(text);
    if (list.items.some((item) => itemKey(item.name) !== key && holdsRun(words, singularWords(item.name)))) {
      return undefined;
    }
    const partly = list.items.filter((item) => beginsOrEnds(itemKey(item.name), key));
    const [only, ...more] = partly;
    // "oj" with orange juice on the list: a name neither on it nor in the grocery dictionary may be a
    // short form of something there, so it is not answered "not on the list" while others are ticked.
    if (more.length > 0 || (!only && !isKnownGrocery(parseItem(text).name))) {
      return undefined;
    }
    resolved.push(only ? formatItem(only) : text);
  }
  return resolved;
}
