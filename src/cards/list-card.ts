import { createHash } from 'node:crypto';
import { findList, formatItem, type GroceryList, type GroceryLists } from '../lists';
import { adaptiveCard, type AdaptiveCard, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/**
 * The input id of an item's checkbox: its position, which the card's version pins down. A ticked box
 * is sent as "true", an unticked one as "false": renderers treat an empty valueOff as unset.
 */
export const ITEM_INPUT_PREFIX = 'item-';

/**
 * A short fingerprint of a list's contents. A card carries the version it showed, so an action on a
 * card of a list that changed since is recognised, and the current list is shown instead.
 */
export function listVersion(list: GroceryList): string {
  return createHash('sha256').update(JSON.stringify(list.items)).digest('base64url').slice(0, 12);
}

/** A list as a card: its items with quantity and who added each, a checkbox each, and actions. */
export function listCard(list: GroceryList, note?: { text: string; color?: 'Attention' | 'Good' | 'Warning' }): AdaptiveCard {
  const count = list.items.length === 1 ? '1 item' : `${list.items.length} items`;
  const items = list.items.map((item, index) => ({
    type: 'Input.Toggle',
    id: `${ITEM_INPUT_PREFIX}${index}`,
    title: item.addedBy ? `${formatItem(item)} · added by ${item.addedBy}` : formatItem(item),
    wrap: true,
  }));
  const body = [
    heading(list.name),
    paragraph(list.items.length === 0 ? 'This list is empty.' : count, { subtle: true }),
    ...(note ? [paragraph(note.text, note.color ? { color: note.color } : {})] : []),
    ...items,
  ];
  const version = listVersion(list);
  const actions = [
    ...(list.items.length > 0 ? [executeAction('Remove ticked items', CARD_VERBS.removeTicked, { list: list.name, version })] : []),
    executeAction('Refresh', CARD_VERBS.refreshList, { list: list.name }),
  ];
  const fallback = list.items.length === 0 ? `${list.name} is empty.` : `${list.name}: ${list.items.map(formatItem).join(', ')}`;
  return adaptiveCard(body, actions, fallback);
}

/** The card of the list called `name`, or, if there is none, the card that says which lists there are. */
export function cardForList(lists: GroceryLists, name: string): AdaptiveCard {
  const found = findList(lists, name);
  return found.ok ? listCard(found.value) : missingListCard(name, lists.map((list) => list.name));
}

/** Said on a card whose list no longer exists. */
export function missingListCard(name: string, existing: readonly string[]): AdaptiveCard {
  const text = existing.length === 0 ? `There is no list called ${name} any more, and no other lists.` : `There is no list called ${name} any more. Your lists: ${existing.join(', ')}.`;
  return adaptiveCard([heading(name), paragraph(text, { color: 'Attention' })], [], text);
}
