import type { GroceryLists } from '../lists';
import { adaptiveCard, type AdaptiveCard, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** Buttons Teams shows on a card before it folds them away; more lists are still in the facts. */
const MAX_SHOW_BUTTONS = 6;

/** All the conversation's lists with their sizes, and a button to open each. */
export function listsCard(lists: GroceryLists): AdaptiveCard {
  if (lists.length === 0) {
    const text = 'You have no lists yet. Try "create a groceries list with milk and eggs".';
    return adaptiveCard([heading('Your lists'), paragraph(text)], [], text);
  }
  const facts = lists.map((list) => ({ title: list.name, value: list.items.length === 1 ? '1 item' : `${list.items.length} items` }));
  const actions = lists.slice(0, MAX_SHOW_BUTTONS).map((list) => executeAction(`Show ${list.name}`, CARD_VERBS.showList, { listId: list.id, list: list.name }));
  return adaptiveCard([heading('Your lists'), { type: 'FactSet', facts }], actions, `Your lists: ${lists.map((list) => list.name).join(', ')}`);
}
