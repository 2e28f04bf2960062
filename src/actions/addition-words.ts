import { formatItem, type ListItem } from '../lists';
import { agree } from '../text/agree';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';

/**
 * What adding to a list did, in words: "Added eggs to groceries. Groceries now has 4 loaves of
 * bread. Milk was already on it.", or, when nothing changed, "Milk is already on groceries."
 */
export function additionWords({ added, updated, unchanged }: { readonly added: readonly ListItem[]; readonly updated: readonly ListItem[]; readonly unchanged: readonly ListItem[] }, list: string): string {
  const already = unchanged.map(formatItem);
  if (added.length === 0 && updated.length === 0) {
    return `${capitalize(joinWords(already))} ${agree(already, 'is', 'are')} already on ${list}.`;
  }
  return [
    added.length > 0 ? `Added ${joinWords(added.map(formatItem))} to ${list}.` : '',
    updated.length > 0 ? `${capitalize(list)} now has ${joinWords(updated.map(formatItem))}.` : '',
    already.length > 0 ? `${capitalize(joinWords(already))} ${agree(already, 'was', 'were')} already on it.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
