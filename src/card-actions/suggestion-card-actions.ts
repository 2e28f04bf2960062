import { findItemPosition, parseItem, type GroceryLists } from '../lists';
import { withoutSuggesting } from '../shopping/usual-choices';
import { EMPTY_SHOPPING_MEMORY } from '../shopping/shopping-memory';
import type { CardActionContext, CardActionOutcome } from './card-action';
import { applyOnCard, goneCard, listOfCard, suggestingCard } from './list-card-actions';

/**
 * A tap on a suggestion: the item goes on the list for everyone, as "add" would put it. A second tap,
 * or one on a card that is behind (someone added it since), adds nothing: it is on the list already.
 */
export async function addSuggestion(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): Promise<CardActionOutcome> {
  const list = listOfCard(lists, data);
  if (!list) {
    return goneCard(lists, data);
  }
  const text = typeof data.item === 'string' ? data.item.trim() : '';
  if (text.length === 0 || text.length > context.limits.maxTextLength) {
    return { card: suggestingCard(lists, list, context, { text: 'That suggestion could not be read: nothing was added.', color: 'Attention' }) };
  }
  const at = findItemPosition(list.items, parseItem(text).name);
  const there = at === undefined ? undefined : list.items[at];
  if (there) {
    return { card: suggestingCard(lists, list, context, { text: `${there.name} is on ${list.name} already.` }) };
  }
  return applyOnCard(lists, list, [{ action: 'addItems', parameters: { list: list.name, items: [text] } }], context, `Added ${text}.`);
}

/** "Stop suggesting" from a card's menu: remembered, so the item is neither suggested nor usual until made a staple again. */
export function stopSuggesting(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): CardActionOutcome {
  const list = listOfCard(lists, data);
  if (!list) {
    return goneCard(lists, data);
  }
  const name = typeof data.item === 'string' ? parseItem(data.item).name : '';
  if (name.length === 0 || name.length > context.limits.maxTextLength) {
    return { card: suggestingCard(lists, list, context, { text: 'That suggestion could not be read: nothing was changed.', color: 'Attention' }) };
  }
  const call = { action: 'setUsual', parameters: { items: [name], usual: false } };
  // The card shows the suggestions as they are once this is remembered.
  const after = { ...context, shopping: withoutSuggesting(context.shopping ?? EMPTY_SHOPPING_MEMORY, [name]) };
  return {
    card: suggestingCard(lists, list, after, { text: `I won't suggest ${name} any more. To have it back, say "${name} is a staple".`, color: 'Good' }),
    changed: { lists, calls: [call] },
  };
}
