import { z } from 'zod/v4';
import { clearBought, formatItem, markBought, markNotBought } from '../lists';
import { shopSummary } from '../shopping/shop-summary';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';
import { defineAction } from './define-action';
import { markedItemsEffect } from './marked-items-effect';
import { itemTexts, listName } from './parameters';

export const markBoughtAction = defineAction({
  name: 'markBought',
  description: "Tick ('got eggs').",
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists, userName }) {
    return markedItemsEffect(markBought(lists, list, items, userName), items, { done: (names, on) => `Marked ${names} bought on ${on}.`, already: 'already bought' });
  },
});

export const markNotBoughtAction = defineAction({
  name: 'markNotBought',
  description: 'Untick items.',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists }) {
    return markedItemsEffect(markNotBought(lists, list, items), items, { done: (names, on) => `${capitalize(names)} back to buy on ${on}.`, already: 'not marked bought' });
  },
});

export const clearBoughtAction = defineAction({
  name: 'clearBought',
  description: 'Drop ticked items.',
  parameters: z.object({ list: listName }),
  run({ list }, { lists, reminding }) {
    const result = clearBought(lists, list);
    if (!result.ok) {
      return result;
    }
    const { removed } = result.value;
    if (removed.length === 0) {
      return { ok: true, value: { outcome: `Nothing on ${result.value.list} is marked bought.` } };
    }
    const before = lists.find((each) => each.name === result.value.list);
    // In a shared chat the clear ends the shop for everyone: it says who bought what, and what is left.
    const outcome = reminding?.sharedChat && before ? shopSummary(before, removed) : `Took the bought items off ${result.value.list}: ${joinWords(removed.map(formatItem))}.`;
    return { ok: true, value: { lists: result.value.lists, outcome } };
  },
});
