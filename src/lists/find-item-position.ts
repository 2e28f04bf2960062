import { itemKey } from './item-key';
import { itemPositions, itemSpellings } from './item-positions';
import { matchSpelling } from './spelling-match';
import type { ListItem } from './types';

/**
 * Where the item `name` names stands in `items`: the item of the same key, or failing that the one
 * it is an odd plural or a misspelling of ("avocadoes", "bananna"; see `matchSpelling`). Undefined
 * when none is, or when more than one could be. The exact key is looked up first, so a name that is
 * on the list costs one lookup, and the spelling match is paid only for a name that is not.
 */
export function findItemPosition(items: readonly ListItem[], name: string): number | undefined {
  const positions = itemPositions(items);
  const key = itemKey(name);
  const exact = positions.get(key);
  if (exact !== undefined) {
    return exact;
  }
  const similar = matchSpelling(key, [itemSpellings(items)]);
  return similar === undefined ? undefined : positions.get(similar);
}
