import { z } from 'zod/v4';
import { removeListedItems } from '../lists';
import { removalReply } from './removal-reply';
import { agree } from '../text/agree';
import { capitalize } from '../text/capitalize';
import { joinWords } from '../text/join-words';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const removeItemsAction = defineAction({
  name: 'removeItems',
  description: 'Take items off.',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists }) {
    const result = removeListedItems(lists, list, items);
    if (!result.ok) {
      return result;
    }
    const { found, missing, removed, reduced, refusal } = result.value;
    if (!refusal) {
      const left = result.value.lists.find((each) => each.name === result.value.list)?.items.length;
      return { ok: true, value: { lists: result.value.lists, outcome: removalReply(result.value, result.value.list, left) } };
    }
    // "Remove milk and eggs" wants neither on the list: with eggs not there, removing milk does just that.
    const partial = {
      parameters: { list: result.value.list, items: found },
      ...(removed.length + reduced.length > 0 ? { done: removalReply(result.value, result.value.list) } : {}),
      note: `${capitalize(joinWords(missing))} ${agree(missing, "wasn't", "weren't")} on ${result.value.list}.`,
      refusal,
    };
    return { ok: true, value: { ...(removed.length + reduced.length > 0 ? { lists: result.value.lists } : {}), partial } };
  },
});

