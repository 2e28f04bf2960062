import { formatItem, type GroceryList, itemKey, itemPositions, parseItem } from '../../lists';

/**
 * The list's own spelling of each text, where a text names an item by part of its name ("flour" for
 * "1 kg self raising flour", the one flour there is); the text itself where the list has it, or has
 * nothing like it. Undefined when a text could be several items ("oil": olive or vegetable), so the
 * request is not planned by guesswork.
 */
export function asListed(list: GroceryList, texts: readonly string[]): string[] | undefined {
  const positions = itemPositions(list.items);
  const resolved: string[] = [];
  for (const text of texts) {
    const key = itemKey(parseItem(text).name);
    if (positions.has(key)) {
      resolved.push(text);
      continue;
    }
    const partly = list.items.filter((item) => {
      const name = itemKey(item.name);
      return name.endsWith(` ${key}`) || name.startsWith(`${key} `);
    });
    const [only, ...more] = partly;
    if (more.length > 0) {
      return undefined;
    }
    resolved.push(only ? formatItem(only) : text);
  }
  return resolved;
}
