import { z } from 'zod/v4';
import { clearBought, markBought, markNotBought } from '../lists';
import { defineAction } from './define-action';
import { markedItemsEffect } from './marked-items-effect';
import { itemTexts, listName } from './parameters';

export const markBoughtAction = defineAction({
  name: 'markBought',
  description: "Tick ('got eggs').",
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, userName }) {
    return markedItemsEffect(markBought(lists, list, items, userName), items, (names, on) => `Marked ${names} bought on ${on}.`);
  },
});

export const markNotBoughtAction = defineAction({
  name: 'markNotBought',
  description: 'Untick items.',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists }) {
    return markedItemsEffect(markNotBought(lists, list, items), items, (names, on) => `${names} back to buy on ${on}.`);
  },
});

export const clearBoughtAction = defineAction({
  name: 'clearBought',
  description: 'Drop ticked items.',
  parameters: z.object({ list: listName }),
  run({ list }, { lists }) {
    const result = clearBought(lists, list);
    return result.ok ? { ok: true, value: { lists: result.value.lists } } : result;
  },
});
