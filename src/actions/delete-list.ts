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
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
