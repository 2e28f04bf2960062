import { z } from 'zod/v4';
import { removeItems } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const removeItemsAction = defineAction({
  name: 'removeItems',
  description: 'Remove items (bought, unwanted) by name.',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists }) {
    const result = removeItems(lists, list, items);
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
