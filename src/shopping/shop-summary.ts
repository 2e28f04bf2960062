import type { GroceryList, ListItem } from '../lists';
import { joinWords } from '../text/join-words';

/**
 * What a clear of the bought items says in a group chat or channel, as the shop's summary: who bought
 * how many, and what is still on the list. "Bob bought 12 items; 3 are still on groceries."
 */
export function shopSummary(list: GroceryList, bought: readonly ListItem[]): string {
  const byWhom = new Map<string, number>();
  for (const item of bought) {
    const who = item.bought?.by ?? 'Someone';
    byWhom.set(who, (byWhom.get(who) ?? 0) + 1);
  }
  const [first, ...others] = [...byWhom].sort((left, right) => right[1] - left[1]);
  const counted = (count: number) => (count === 1 ? '1 item' : `${count} items`);
  const buyers = first ? [`${first[0]} bought ${counted(first[1])}`, ...others.map(([who, count]) => `${who} ${count}`)] : [];
  const left = list.items.length - bought.length;
  const rest = left === 0 ? `nothing is left on ${list.name}` : `${left} ${left === 1 ? 'is' : 'are'} still on ${list.name}`;
  return `${joinWords(buyers)}; ${rest}.`;
}
