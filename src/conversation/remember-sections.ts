import { type GroceryList, type GroceryLists, itemKey, itemPositions, type ListItem } from '../lists';
import type { ConversationState } from './conversation-state';

/**
 * After a turn: a section a person chose for an item ("put tofu under produce") is remembered for
 * that item's name, and an item the turn put on a list without a section of its own goes where the
 * conversation put it before, so tofu stays under produce when it is bought and added again. Only the
 * lists the turn changed are read: lists are immutable values, so an unchanged one is the same object.
 */
export function rememberSectionChoices(conversation: ConversationState, before: GroceryLists | undefined): void {
  const lists = conversation.lists;
  if (!lists || lists === before) {
    return;
  }
  const previous = new Map((before ?? []).map((list) => [list.id, list]));
  const changed = lists.filter((list) => previous.get(list.id) !== list);
  if (changed.length === 0) {
    return;
  }
  const choices = { ...conversation.sectionChoices };
  let chose = false;
  // Items are replaced, never changed: one the turn kept is the same object at its key's place before.
  const keptIn = (list: GroceryList) => {
    const before = previous.get(list.id)?.items ?? [];
    const positions = itemPositions(before);
    return (item: ListItem, key: string) => {
      const at = positions.get(key);
      return at === undefined ? undefined : { kept: before[at] === item, section: before[at]?.section };
    };
  };
  for (const list of changed) {
    const earlier = keptIn(list);
    for (const item of list.items) {
      if (!item.section) {
        continue;
      }
      const key = itemKey(item.name);
      const was = earlier(item, key);
      if (!was?.kept && item.section !== was?.section) {
        choices[key] = item.section;
        chose = true;
      }
    }
  }
  if (chose) {
    conversation.sectionChoices = choices;
  }
  if (Object.keys(choices).length === 0) {
    return;
  }
  const placed = (list: GroceryList): GroceryList => {
    const earlier = keptIn(list);
    let moved = false;
    const items = list.items.map((item): ListItem => {
      if (item.section) {
        return item;
      }
      const key = itemKey(item.name);
      const choice = choices[key];
      if (!choice || earlier(item, key)?.kept) {
        return item;
      }
      moved = true;
      return { ...item, section: choice };
    });
    return moved ? { ...list, items } : list;
  };
  const changedIds = new Set(changed.map((list) => list.id));
  conversation.lists = lists.map((list) => (changedIds.has(list.id) ? placed(list) : list));
}
