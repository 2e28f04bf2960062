import { z } from 'zod/v4';
import { addItems } from '../lists';
import { additionWords } from './addition-words';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const addItemsAction = defineAction({
  name: 'addItems',
  description: 'Add (amounts add up).',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, limits, userName }) {
    const result = addItems(lists, list, items, limits, userName);
    if (!result.ok) {
      return result;
    }
    const { added, updated } = result.value;
    const outcome = additionWords(result.value, result.value.list);
    // Items all there already change nothing: no new lists, so nothing to save or undo.
    return { ok: true, value: { ...(added.length + updated.length > 0 ? { lists: result.value.lists } : {}), outcome } };
  },
});
