import { itemKey, type ListItem, parseItem } from '../../lists';

/**
 * The items `text` names: the one of that name, else every item whose name holds its words ("juice"
 * for "2 bottles of orange juice"), else the one written with its words run together ("timtams"), so that a question about an item is never answered "not on the
 * list" while one of that kind is there.
 */
export function itemsNamed(items: readonly ListItem[], text: string): ListItem[] {
  const key = itemKey(parseItem(text).name);
  const exact = items.filter((item) => itemKey(item.name) === key);
  if (exact.length > 0 || key.length < 3) {
    return exact;
  }
  const holding = items.filter((item) => ` ${itemKey(item.name)} `.includes(` ${key} `));
  // "timtams" for "Tim Tams": one name written as one word or two.
  const joined = key.replaceAll(' ', '');
  return holding.length > 0 ? holding : items.filter((item) => itemKey(item.name).replaceAll(' ', '') === joined);
}
