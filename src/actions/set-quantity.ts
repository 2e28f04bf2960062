import { z } from 'zod/v4';
import { setQuantity, type GroceryLists } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const setQuantityAction = defineAction({
  name: 'setQuantity',
  description: "Set quantity ('make it 3').",
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, limits }) {
    // Each text is an item already on the list with its new quantity; one not there refuses them all.
    let current: GroceryLists = lists;
    for (const item of items) {
      const result = setQuantity(current, list, item, limits);
      if (!result.ok) {
        return result;
      }
      current = result.value.lists;
    }
    return { ok: true, value: { lists: current } };
  },
});
