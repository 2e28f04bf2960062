import { createHash } from 'node:crypto';
import { findList, formatItem, type GroceryList, type GroceryLists } from '../lists';
import { adaptiveCard, type AdaptiveCard, type CardElement, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';
import { listItemRows } from './list-item-rows';
import type { Suggestion } from '../shopping/suggestions';
import { suggestionRow } from './suggestion-row';

/**
 * The input id of an item's checkbox on list cards sent before items were tapped to buy: its
 * position, which the card's version pins down. Those cards are still in chats, and still work.
 */
export const ITEM_INPUT_PREFIX = 'item-';

/** The id of the list card's text box for adding items; Teams sends its text with every action of the card. */
export const NEW_ITEMS_INPUT = 'newItems';

/**
 * Teams refuses a message over about 28 KB. The card stops adding rows at this many bytes of JSON,
 * leaving room for the activity around it (about 2 KB) and for the 60 user ids its refresh may
 * name (Teams ids run to about 90 characters: some 6 KB).
 */
const CARD_BYTES_BUDGET = 20_000;

/** Room kept for the line that says how many items are not shown. */
const MORE_NOTE_BYTES = 200;

/** The longest fallback text, in characters: it travels in the card, and counts towards its size. */
const FALLBACK_TEXT_LENGTH = 1_000;

/** A line on the card about what just happened or went wrong. */
export interface CardNote {
  readonly text: string;
  readonly color?: 'Attention' | 'Good' | 'Warning';
}

/**
 * A short fingerprint of a list's contents. A card carries the version it showed, so an action on a
 * card of a list that changed since is recognised, and the current list is shown instead.
 */
export function listVersion(list: GroceryList): string {
  return createHash('sha256').update(JSON.stringify(list.items)).digest('base64url').slice(0, 12);
}

/**
 * A list as a card for the shop: the items to buy under their sections in walking order, each one
 * tap to put in the cart; the cart struck through at the bottom; a box to add items; and a refresh
 * block, so the card shows the list as it is whenever it is looked at (the host adds who it refreshes for).
 */
export function listCard(list: GroceryList, note?: CardNote, suggestions: readonly Suggestion[] = []): AdaptiveCard {
  const bought = list.items.filter((item) => item.bought).length;
  const top = [heading(list.name), paragraph(countText(list.items.length, bought), { subtle: true }), ...(note ? [paragraph(note.text, note.color ? { color: note.color } : {})] : [])];
  // The name is only for saying which list is gone if it is deleted; the id is what finds the list.
  const listData = { listId: list.id, list: list.name };
  const input: CardElement = { type: 'Input.Text', id: NEW_ITEMS_INPUT, placeholder: 'Add items: milk, 2 loaves of bread', spacing: 'Medium' };
  const actions = [
    executeAction('Add', CARD_VERBS.addFromCard, listData, 'positive'),
    ...(bought > 0 ? [executeAction('Clear bought items', CARD_VERBS.clearBought, listData)] : []),
    executeAction('Refresh', CARD_VERBS.refreshList, listData),
  ];
  const fallback = list.items.length === 0 ? `${list.name} is empty.` : `${list.name}: ${fallbackItems(list)}`;
  const refresh = { action: { type: 'Action.Execute', title: 'Refresh', verb: CARD_VERBS.refreshList, data: listData } };
  // Under the list, before the box: what the household usually buys and is not on it (left out when nothing is).
  const suggested = suggestionRow(list, suggestions);
  const frame = { ...adaptiveCard([...top, ...suggested, input], actions, fallback), refresh };

  let bytes = byteLength(frame) + MORE_NOTE_BYTES;
  const rows: CardElement[] = [];
  const groups = listItemRows(list);
  let shown = 0;
  for (const group of groups) {
    const size = group.reduce((total, element) => total + byteLength(element) + 1, 0);
    if (bytes + size > CARD_BYTES_BUDGET) {
      break;
    }
    bytes += size;
    rows.push(...group);
    shown += 1;
  }
  const hidden = groups.length - shown;
  const more = hidden > 0 ? [paragraph(`${hidden} more ${hidden === 1 ? 'item is' : 'items are'} not shown: a card has room for ${shown}.`, { color: 'Warning' })] : [];
  return { ...frame, body: [...top, ...rows, ...more, ...suggested, input] };
}

/** The items as text for a client that shows no cards, cut short as the card is. */
function fallbackItems(list: GroceryList): string {
  const texts = list.items.map((item) => (item.bought ? `${formatItem(item)} (bought)` : formatItem(item)));
  let length = 0;
  const kept = texts.filter((text) => (length += text.length + 2) <= FALLBACK_TEXT_LENGTH);
  return kept.length === texts.length ? kept.join(', ') : `${kept.join(', ')} and ${texts.length - kept.length} more`;
}

function countText(items: number, bought: number): string {
  if (items === 0) {
    return 'This list is empty.';
  }
  const all = items === 1 ? '1 item' : `${items} items`;
  return bought === 0 ? all : `${items - bought} to buy, ${bought} in the cart`;
}

function byteLength(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

/** What a list's card suggests adding, given the lists it is one of. */
export type SuggestFor = (lists: GroceryLists, list: GroceryList) => readonly Suggestion[];

/** The card of the list called `name`, or, if there is none, the card that says which lists there are. */
export function cardForList(lists: GroceryLists, name: string, suggest?: SuggestFor): AdaptiveCard {
  const found = findList(lists, name);
  return found.ok ? listCard(found.value, undefined, suggest?.(lists, found.value)) : missingListCard(name, lists.map((list) => list.name));
}

/** Said on a card whose list no longer exists; a card may not know the name of a list it found by id. */
export function missingListCard(name: string | undefined, existing: readonly string[]): AdaptiveCard {
  const gone = name ? `There is no list called ${name} any more` : 'This list is gone';
  const text = existing.length === 0 ? `${gone}, and no other lists.` : `${gone}. Your lists: ${existing.join(', ')}.`;
  return adaptiveCard([heading(name ?? 'List deleted'), paragraph(text, { color: 'Attention' })], [], text);
}
