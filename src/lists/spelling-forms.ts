import { singular } from '../text/word-forms';
import { remembered } from '../text/remembered';
import { itemKey } from './item-key';
import { findUnit } from './quantity-units';

/**
 * The forms an item key takes once plural endings are set aside ("avocadoe" is also "avocado",
 * "leaf" stays "leaf"), with "X of Y" read as "Y X", or as "Y" when X is a unit: "leafs of basil" is
 * "basil leaf", "loafs of bread" is "bread". Two keys that share a form name one item.
 */
export const spellingForms: (key: string) => readonly string[] = remembered((key) => [...new Set([key, reordered(key)].flatMap(endings))]);

function reordered(key: string): string {
  const parts = /^(?<first>\S+) of (?<rest>.+)$/u.exec(key)?.groups;
  if (!parts?.first || !parts.rest) {
    return key;
  }
  const unit = findUnit(parts.first) ?? findUnit(singular(parts.first));
  return itemKey(unit ? parts.rest : `${parts.rest} ${parts.first}`);
}

/** Endings a plural is written with, right or wrong, and what each leaves: "tomatoes", "avocadoes", "potatoe", "leafs". */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/oes$/u, 'o'],
  [/oe$/u, 'o'],
  [/ies$/u, 'y'],
  [/ves$/u, 'f'],
  [/ves$/u, 'fe'],
  [/fs$/u, 'f'],
  [/(?<=[sxz]|[cs]h)es$/u, ''],
  [/(?<=[^s])s$/u, ''],
];

function endings(key: string): string[] {
  const at = key.lastIndexOf(' ') + 1;
  const word = key.slice(at);
  const stems = ENDINGS.filter(([ending]) => ending.test(word)).map(([ending, replacement]) => word.replace(ending, replacement));
  return [word, ...stems].map((stem) => key.slice(0, at) + stem);
}
