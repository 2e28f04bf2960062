import { z } from 'zod/v4';
import { setQuantities } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const setQuantityAction = defineAction({
  name: 'setQuantity',
  description: "Set amounts ('make it 3').",
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, limits }) {
    return setQuantities(lists, list, items, limits);
  },
});
