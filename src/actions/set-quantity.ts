import { z } from 'zod/v4';
import { formatItem, setQuantities } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const setQuantityAction = defineAction({
  name: 'setQuantity',
  description: "Set amounts ('make it 3').",
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, limits }) {
    const result = setQuantities(lists, list, items, limits);
    if (!result.ok) {
      return result;
    }
    const on = result.value.list;
    const told = result.value.changes.map(({ previous, item }) => ({ before: formatItem(previous), after: formatItem(item) }));
    const outcome = told.map(({ before, after }) => (before === after ? `${on} already has ${after}.` : `Changed ${before} to ${after} on ${on}.`)).join(' ');
    const changed = told.some(({ before, after }) => before !== after);
    return { ok: true, value: { ...(changed ? { lists: result.value.lists } : {}), outcome } };
  },
});
