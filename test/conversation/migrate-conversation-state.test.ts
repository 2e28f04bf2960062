import { describe, expect, it } from 'vitest';
import { migrateConversationState } from '../../src/conversation/migrate-conversation-state';
import { undoChange } from '../../src/conversation/undo-change';

const milk = { name: 'milk', addedBy: 'Alice' };
const eggs = { name: 'eggs', addedBy: 'Alice' };
const chips = { name: 'chips', addedBy: 'Bob' };

describe('undo snapshots of version 1, migrated', () => {
  it('become the change each was, naming by id the list it changed, not every list copied', () => {
    const migrated = migrateConversationState({
      schemaVersion: 1,
      lists: [{ name: 'groceries', items: [milk, eggs] }, { name: 'party', items: [chips] }],
      undo: [[{ name: 'groceries', items: [milk] }], [{ name: 'groceries', items: [milk, eggs] }]],
    });
    const [groceries, party] = migrated.lists ?? [];
    expect(migrated.undo).toEqual([
      { changes: [{ kind: 'changedItems', listId: groceries?.id, removed: [], added: [{ at: 1, name: 'eggs' }] }] },
      { changes: [{ kind: 'createdList', listId: party?.id }] },
    ]);
    const undoneOnce = undoChange(migrated.lists ?? [], migrated.undo?.[1] ?? { changes: [] });
    expect(undoneOnce).toEqual([groceries]);
    expect(undoChange(undoneOnce, migrated.undo?.[0] ?? { changes: [] })).toEqual([{ ...groceries, items: [milk] }]);
  });

  it('tell lists apart by name as version 1 did: a list renamed only in its spelling is the same list', () => {
    const migrated = migrateConversationState({ schemaVersion: 1, lists: [{ name: 'Groceries', items: [milk] }], undo: [[{ name: 'groceries', items: [milk] }]] });
    const [groceries] = migrated.lists ?? [];
    expect(migrated.undo).toEqual([{ changes: [{ kind: 'replacedList', at: 0, list: { name: 'groceries', items: [milk], id: groceries?.id } }] }]);
  });
});
