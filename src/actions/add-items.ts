import { z } from 'zod/v4';
import { addItems } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const addItemsAction = defineAction({
  name: 'addItems',
  description: 'Add (amounts add up).',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, limits, userName }) {
    const result = addItems(lists, list, items, limits, userName);
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
