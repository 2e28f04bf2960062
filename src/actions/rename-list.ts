import { z } from 'zod/v4';
import { renameList } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const renameListAction = defineAction({
  name: 'renameList',
  description: 'Rename a list.',
  parameters: z.object({ list: listName, newName: z.string().min(1).describe('The new name.') }),
  run({ list, newName }, { lists, limits }) {
    const result = renameList(lists, list, newName, limits);
    return result.ok ? { ok: true, value: { lists: result.value.lists, outcome: `Renamed ${result.value.before.name} to ${result.value.after.name}.` } } : result;
  },
});
