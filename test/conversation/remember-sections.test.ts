import { describe, expect, it } from 'vitest';
import type { ConversationState } from '../../src/conversation/conversation-state';
import { rememberSectionChoices } from '../../src/conversation/remember-sections';
import { type GroceryList, itemKey } from '../../src/lists';

const groceries = (items: GroceryList['items']): GroceryList => ({ id: 'l-1', name: 'groceries', items });

describe('rememberSectionChoices', () => {
  it('remembers the section a person chose for an item, by its name whatever the plural', () => {
    const before = [groceries([{ name: 'tofu' }, { name: 'milk' }])];
    const conversation: ConversationState = { lists: [groceries([{ name: 'tofu', section: 'produce' }, { name: 'milk' }])] };
    rememberSectionChoices(conversation, before);
    expect(conversation.sectionChoices).toEqual({ [itemKey('tofu')]: 'produce' });
  });

  it('files an item added again where the conversation put it before, and leaves other items as they are', () => {
    const before = [groceries([{ name: 'milk' }])];
    const conversation: ConversationState = { sectionChoices: { [itemKey('tofu')]: 'produce' }, lists: [groceries([{ name: 'milk' }, { name: 'Tofus' }])] };
    rememberSectionChoices(conversation, before);
    expect(conversation.lists?.[0]?.items).toEqual([{ name: 'milk' }, { name: 'Tofus', section: 'produce' }]);
  });

  it('does nothing to lists the turn left alone', () => {
    const party: GroceryList = { id: 'l-2', name: 'party', items: [{ name: 'tofu' }] };
    const lists = [party];
    const conversation: ConversationState = { sectionChoices: { [itemKey('tofu')]: 'produce' }, lists };
    rememberSectionChoices(conversation, lists);
    expect(conversation.lists).toBe(lists);
  });
});
