import { findListById } from '../../lists';
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
