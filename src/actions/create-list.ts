import { z } from 'zod/v4';
import { type CreateListOutcome, createList, formatItem } from '../lists';
import { agree } from '../text/agree';
import { joinWords } from '../text/join-words';
import { defineAction } from './define-action';
import { itemTexts, listName } from './parameters';

export const createListAction = defineAction({
  name: 'createList',
  description: 'Make a list.',
  parameters: z.object({
    list: listName,
    items: itemTexts.optional(),
  }),
  run({ list, items }, { lists, limits, userName }) {
    const result = createList(lists, list, items ?? [], limits, userName);
    if (!result.ok) {
      return result;
    }
    const outcome = creationWords(result.value, items ?? []);
    const changed = result.value.created || result.value.added.length + result.value.updated.length > 0;
    return { ok: true, value: { ...(changed ? { lists: result.value.lists } : {}), outcome } };
  },
});

/** "Created party with cups.", or, for a list that was there, what its items did to it. */
function creationWords({ list, created, added, updated }: CreateListOutcome, asked: readonly string[]): string {
  const named = joinWords([...added, ...updated].map(formatItem));
  if (created) {
    return named === '' ? `Created the ${list} list.` : `Created ${list} with ${named}.`;
  }
  if (named !== '') {
    return `You already have ${list}, so I added ${named} to it.`;
  }
  return asked.length === 0 ? `You already have a list called ${list}.` : `${joinWords(asked)} ${agree(asked, 'is', 'are')} already on ${list}.`;
}
