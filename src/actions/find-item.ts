import { z } from 'zod/v4';
import { matchKey, parseItem } from '../lists';
import { defineAction } from './define-action';

export const findItemAction = defineAction({
  name: 'findItem',
  description: 'Find which lists hold an item (matched by name, ignoring quantity and case). Returns the names of those lists, possibly none.',
  parameters: z.object({
    item: z.string().min(1).describe("The item to look for, as the user said it (e.g. 'milk')."),
  }),
  output: z.array(z.string()),
  run({ item }, { lists }) {
    const key = matchKey(parseItem(item).name);
    const holding = lists.filter((list) => list.items.some((each) => matchKey(each.name) === key)).map((list) => list.name);
    return { ok: true, value: { output: holding } };
  },
});
