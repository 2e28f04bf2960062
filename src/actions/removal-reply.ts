import { formatItem, type ListItem } from '../lists';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';

/** "Removed milk from groceries.", and for what is fewer now, "Groceries now has 3 lemons." */
export function removalReply({ removed, reduced }: { readonly removed: readonly ListItem[]; readonly reduced: readonly ListItem[] }, list: string, bought = false): string {
  const names = joinWords(removed.map(formatItem));
  return [
    removed.length === 0 ? '' : bought ? `Crossed ${names} off ${list}.` : `Removed ${names} from ${list}.`,
    reduced.length === 0 ? '' : `${capitalize(list)} now has ${joinWords(reduced.map(formatItem))}.`,
  ].filter(Boolean).join(' ');
}
