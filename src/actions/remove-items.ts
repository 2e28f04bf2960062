import { z } from 'zod/v4';
import { formatItem, removeListedItems } from '../lists';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const removeItemsAction = defineAction({
  name: 'removeItems',
  description: 'Remove items (bought, unwanted) by name.',
  parameters: z.object({ list: listName, items: itemTexts }),
  run({ list, items }, { lists }) {
    const result = removeListedItems(lists, list, items);
    if (!result.ok) {
      return result;
    }
    const { found, missing, removed, refusal } = result.value;
    if (!refusal) {
      return { ok: true, value: { lists: result.value.lists } };
    }
    // "Remove milk and eggs" wants neither on the list: with eggs not there, removing milk does just that.
    const partial = {
      parameters: { list: result.value.list, items: found },
      ...(removed.length > 0 ? { done: `Removed ${andList(removed.map(formatItem))} from ${result.value.list}.` } : {}),
      note: `${andList(missing)} ${missing.length === 1 ? "wasn't" : "weren't"} on ${result.value.list}.`,
      refusal,
    };
    return { ok: true, value: { ...(removed.length > 0 ? { lists: result.value.lists } : {}), partial } };
  },
});

/** "milk", "milk and eggs", "milk, eggs and bread" (src/text's joinWords; the domain imports nothing outside it). */
function andList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
