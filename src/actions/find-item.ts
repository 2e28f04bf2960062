import { z } from 'zod/v4';
import { matchKey, parseItem } from '../lists';
import { defineAction } from './define-action';

export const findItemAction = defineAction({
  name: 'findItem',
  description: 'Which lists hold an item (by name, any quantity). Returns list names, maybe none.',
  parameters: z.object({
    item: z.string().min(1).describe("The item to look for: 'milk'."),
  }),
  output: z.array(z.string()),
  run({ item }, { lists }) {
    const key = matchKey(parseItem(item).name);
    const holding = lists.filter((list) => list.items.some((each) => matchKey(each.name) === key)).map((list) => list.name);
    return { ok: true, value: { output: holding } };
  },
});
