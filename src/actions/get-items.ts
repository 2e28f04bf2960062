import { z } from 'zod/v4';
import { findList, formatItem } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const getItemsAction = defineAction({
  name: 'getItems',
  description: 'Items (nest to copy).',
  parameters: z.object({ list: listName }),
  output: z.array(z.string()),
  run({ list }, { lists }) {
    const found = findList(lists, list);
    return found.ok ? { ok: true, value: { output: found.value.items.map(formatItem) } } : found;
  },
});
