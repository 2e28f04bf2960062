import { z } from 'zod/v4';
import { createList } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const createListAction = defineAction({
  name: 'createList',
  description: 'Make a list.',
  parameters: z.object({
    list: listName,
    items: itemTexts.optional(),
  }),
  run({ list, items }, { lists, limits, userName }) {
    const result = createList(lists, list, items ?? [], limits, userName);
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
