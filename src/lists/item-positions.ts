import { itemKey } from './item-key';
import { SpellingIndex } from './spelling-index';
import type { ListItem } from './types';

/**
 * Where each item key stands in a list's items (the last item, for a key that appears twice). Kept
 * with the items array: items are replaced, never changed, so the list a turn plans against and then
 * changes is keyed once, and a list of thousands is not walked key by key on every step.
 */
export function itemPositions(items: readonly ListItem[]): ReadonlyMap<string, number> {
  let positions = POSITIONS.get(items);
  if (!positions) {
    positions = new Map(itemKeys(items).map((key, at) => [key, at]));
    POSITIONS.set(items, positions);
  }
  return positions;
}

/** Every item's key, in the items' order, kept as `itemPositions` is. */
export function itemKeys(items: readonly ListItem[]): readonly string[] {
  let keys = KEYS.get(items);
  if (!keys) {
    keys = items.map((item) => itemKey(item.name));
    KEYS.set(items, keys);
  }
  return keys;
}

/** The items' keys indexed for `matchSpelling`, kept as `itemPositions` is, and built only when a name is not found. */
export function itemSpellings(items: readonly ListItem[]): SpellingIndex {
  let spellings = SPELLINGS.get(items);
  if (!spellings) {
    spellings = new SpellingIndex(itemPositions(items).keys());
    SPELLINGS.set(items, spellings);
  }
  return spellings;
}

const POSITIONS = new WeakMap<readonly ListItem[], ReadonlyMap<string, number>>();
const KEYS = new WeakMap<readonly ListItem[], readonly string[]>();
const SPELLINGS = new WeakMap<readonly ListItem[], SpellingIndex>();
