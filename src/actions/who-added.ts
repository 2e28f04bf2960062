import { z } from 'zod/v4';
import { formatItem, itemKey, parseItem } from '../lists';
import { defineAction } from './define-action';
import { itemName } from './parameters';

export const whoAddedAction = defineAction({
  name: 'whoAdded',
  description: 'Who added it.',
  parameters: z.object({
    item: itemName,
  }),
  output: z.array(z.object({ list: z.string(), item: z.string(), addedBy: z.string().optional() })),
  run({ item }, { lists }) {
    const key = itemKey(parseItem(item).name);
    const found = lists.flatMap((list) =>
      list.items
        .filter((each) => itemKey(each.name) === key)
        .map((each) => ({ list: list.name, item: formatItem(each), ...(each.addedBy ? { addedBy: each.addedBy } : {}) })),
    );
    return { ok: true, value: { output: found } };
  },
});
