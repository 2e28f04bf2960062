import { z } from 'zod/v4';
import { deleteList } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const deleteListAction = defineAction({
  name: 'deleteList',
  description: 'Delete a list.',
  parameters: z.object({ list: listName }),
  run({ list }, { lists }) {
    const result = deleteList(lists, list);
    if (!result.ok) {
      return result;
    }
    const { name, items } = result.value.deleted;
    const outcome = items.length === 0 ? `Deleted ${name}.` : `Deleted ${name} and the ${items.length === 1 ? 'item' : `${items.length} items`} on it.`;
    return { ok: true, value: { lists: result.value.lists, outcome } };
  },
});
