import { formatItem, type ListItem } from '../lists';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';

/** What taking items off did. */
interface Removal {
  readonly removed: readonly ListItem[];
  readonly reduced: readonly ListItem[];
}

/**
 * "Removed milk from groceries.", and for what is fewer now, "Groceries now has 3 lemons."; with
 * `left` 0, that the list is empty now.
 */
export function removalReply({ removed, reduced }: Removal, list: string, left?: number): string {
  return [
    removed.length === 0 ? '' : `Removed ${joinWords(removed.map(formatItem))} from ${list}.`,
    reduced.length === 0 ? '' : `${capitalize(list)} now has ${joinWords(reduced.map(formatItem))}.`,
    left === 0 ? `${capitalize(list)} is empty now.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
