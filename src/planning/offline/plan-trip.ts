import { findListById, type GroceryList, type ListItem } from '../../lists';
import { joinWords } from '../../text/join-words';
import type { ValidatedPlan } from '../plan';
import { findNamedList } from './list-phrases';
import { doCommand, type OfflineRequest, sayPlan } from './plans';

/**
 * "I'm going to the shops": in a group chat or channel, a notice for everyone, with the list to
 * shop from, so they can add what they need in time; in a personal chat, one short line. The list is
 * the one named, else the one talked about last, else every list with something to buy.
 */
export function planGoingShopping(request: OfflineRequest, listName?: string): ValidatedPlan {
  const named = listName === undefined ? undefined : findNamedList(request.lists, listName);
  const focused = named ?? (request.focus && findListById(request.lists, request.focus.listId));
  const toShop = focused ? [focused] : request.lists.filter((list) => list.items.some((item) => !item.bought));
  const left = toShop.reduce((count, list) => count + list.items.filter((item) => !item.bought).length, 0);
  if (!request.sharedChat) {
    return sayPlan(toShop.length === 0 ? 'Have a good shop: nothing is on your lists yet.' : `Have a good shop: ${left === 1 ? '1 thing' : `${left} things`} to buy on ${joinWords(toShop.map((list) => list.name))}.`);
  }
  const who = request.userName ?? 'Someone';
  return { type: 'plan', commands: [{ type: 'SAY', response: `${who} is going shopping: add anything now.` }, ...toShop.slice(0, 3).map((list) => doCommand('showList', { list: list.name }))] };
}

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
