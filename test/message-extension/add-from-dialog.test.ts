import { describe, expect, it } from 'vitest';
import { callsFromDialog } from '../../src/message-extension/add-from-dialog';

describe("the Add to Pantry dialog's submit", () => {
  it('adds what was ticked, by position, and leaves out blank and non-text items it was sent', () => {
    const asked = callsFromDialog([], { items: ['milk', '', 5, ' eggs ', 'jam'], 'item-0': 'true', 'item-1': 'true', 'item-2': 'true', 'item-3': 'true', 'item-4': 'false' });
    expect(asked).toEqual({ calls: [{ action: 'createList', parameters: { list: 'groceries', items: ['milk', 'eggs'] } }], list: 'groceries', items: ['milk', 'eggs'] });
  });

  it('asks for nothing when only blanks were ticked', () => {
    expect(callsFromDialog([], { items: ['', '  '], moreItems: '' })).toBeUndefined();
  });
});
