import { z } from 'zod/v4';
import { itemKey, parseItem } from '../lists';
import { defineAction } from './define-action';
import { itemName } from './parameters';

export const findItemAction = defineAction({
  name: 'findItem',
  description: 'Lists with it.',
  parameters: z.object({
    item: itemName,
  }),
  output: z.array(z.string()),
  run({ item }, { lists }) {
    const key = itemKey(parseItem(item).name);
    const holding = lists.filter((list) => list.items.some((each) => itemKey(each.name) === key)).map((list) => list.name);
    return { ok: true, value: { output: holding } };
  },
});
