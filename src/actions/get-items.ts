import { z } from 'zod/v4';
import { findList, formatItem } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const getItemsAction = defineAction({
  name: 'getItems',
  description: "Read the items on one list. The result comes back to you as the next input; then answer the user from it.",
  parameters: z.object({ list: listName }),
  run({ list }, { lists }) {
    const found = findList(lists, list);
    if (!found.ok) {
      return found;
    }
    const items = found.value.items.map(formatItem);
    return { ok: true, value: { observation: JSON.stringify({ list: found.value.name, items }) } };
  },
});
