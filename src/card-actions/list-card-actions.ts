import type { AppliedCall } from '../actions/applied-call';
import type { AdaptiveCard } from '../cards/adaptive-card';
import { listCard, missingListCard, NEW_ITEMS_INPUT, type CardNote } from '../cards/list-card';
import { suggestionsFor } from '../shopping/suggestions';
import { findList, findListById, formatItem, type GroceryList, type GroceryLists, itemKey } from '../lists';
import { applyCalls } from '../planning/apply-calls';
import { typedItems } from '../planning/offline/typed-items';
import { joinWords } from '../text/join-words';
import type { CardActionContext, CardActionOutcome } from './card-action';

/**
 * The list a card's action is about. Cards refer to a list by its id, which a rename keeps; cards
 * sent before lists had ids carry its name, and are still answered by it.
 */
export function listOfCard(lists: GroceryLists, data: Record<string, unknown>): GroceryList | undefined {
  if (typeof data.listId === 'string') {
    return findListById(lists, data.listId);
  }
  const found = findList(lists, String(data.list ?? ''));
  return found.ok ? found.value : undefined;
}

/** The card of a list that is gone: named as the card named it, with the lists there are. */
export function goneCard(lists: GroceryLists, data: Record<string, unknown>): CardActionOutcome {
  return { card: missingListCard(typeof data.list === 'string' && data.list.length > 0 ? data.list : undefined, lists.map((list) => list.name)) };
}

/** A tap on an item: into the cart, or back out of it, as the row asked; a card that is behind changes nothing. */
export async function toggleBought(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): Promise<CardActionOutcome> {
  const list = listOfCard(lists, data);
  if (!list) {
    return goneCard(lists, data);
  }
  const name = String(data.item ?? '');
  const item = list.items.find((each) => itemKey(each.name) === itemKey(name));
  if (!item) {
    return { card: suggestingCard(lists, list, context, { text: `${name} is no longer on ${list.name}.`, color: 'Warning' }) };
  }
  const wantBought = data.bought !== false;
  if (Boolean(item.bought) === wantBought) {
    const by = item.bought?.by ? ` (${item.bought.by} got it)` : '';
    return { card: suggestingCard(lists, list, context, { text: wantBought ? `${formatItem(item)} is already in the cart${by}.` : `${formatItem(item)} is already back on the list.` }) };
  }
  const call: AppliedCall = { action: wantBought ? 'markBought' : 'markNotBought', parameters: { list: list.name, items: [item.name] } };
  return applyOnCard(lists, list, [call], context, wantBought ? `${formatItem(item)} is in the cart.` : `${formatItem(item)} is back on the list.`);
}

/** Takes the bought items off the list; like any change, /undo brings them back. */
export async function clearBoughtOnCard(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): Promise<CardActionOutcome> {
  const list = listOfCard(lists, data);
  if (!list) {
    return goneCard(lists, data);
  }
  const bought = list.items.filter((item) => item.bought);
  if (bought.length === 0) {
    return { card: suggestingCard(lists, list, context, { text: 'Nothing is in the cart yet: tap an item when you have it.' }) };
  }
  const cleared = bought.length === 1 ? '1 bought item' : `${bought.length} bought items`;
  return applyOnCard(lists, list, [{ action: 'clearBought', parameters: { list: list.name } }], context, `Cleared ${cleared}. Type /undo to bring them back.`);
}

/** Adds what was typed in the card's box: split as a message is, one item if it does not read as several. */
export async function addFromCard(lists: GroceryLists, data: Record<string, unknown>, context: CardActionContext): Promise<CardActionOutcome> {
  const list = listOfCard(lists, data);
  if (!list) {
    return goneCard(lists, data);
  }
  const text = typeof data[NEW_ITEMS_INPUT] === 'string' ? (data[NEW_ITEMS_INPUT] as string).trim() : '';
  if (text.length === 0) {
    return { card: suggestingCard(lists, list, context, { text: 'Type the items to add in the box first, for example: milk, 2 loaves of bread.', color: 'Attention' }) };
  }
  if (text.length > context.maxMessageLength) {
    return {
      card: suggestingCard(lists, list, context, { text: `That is ${text.length} characters long; I can take at most ${context.maxMessageLength}. Please add them in shorter pieces.`, color: 'Attention' }),
    };
  }
  const items = typedItems(text);
  return applyOnCard(lists, list, [{ action: 'addItems', parameters: { list: list.name, items } }], context, `Added ${joinWords(items)}.`);
}

/**
 * Runs the calls through the actions, as a plan's are, so the change is validated the same way, can
 * be applied again after a storage conflict, and undone. A refusal is said on the card, nothing changed.
 */
export async function applyOnCard(lists: GroceryLists, list: GroceryList, calls: readonly AppliedCall[], context: CardActionContext, done: string): Promise<CardActionOutcome> {
  const { actions, limits, userName } = context;
  const applied = await applyCalls(lists, calls, actions, { limits, ...(userName ? { userName } : {}) });
  if (!applied.ok) {
    return { card: suggestingCard(lists, list, context, { text: applied.error.message, color: 'Attention' }) };
  }
  const updated = findListById(applied.value, list.id);
  const note: CardNote = { text: done, color: 'Good' };
  return { card: updated ? suggestingCard(applied.value, updated, context, note) : missingListCard(list.name, applied.value.map((each) => each.name)), changed: { lists: applied.value, calls } };
}

/** A list's card as a card's action answers with it: with what it suggests adding, as things stand after the action. */
export function suggestingCard(lists: GroceryLists, list: GroceryList, context: CardActionContext, note?: CardNote): AdaptiveCard {
  return listCard(list, note, suggestionsFor(context.shopping, lists, list, context.now ?? Date.now()));
}
