import { z } from 'zod/v4';
import { formatItem } from '../lists';
import { EMPTY_SHOPPING_MEMORY } from '../shopping/shopping-memory';
import { describeUsualReason, usualItems } from '../shopping/usual-items';
import { defineAction } from './define-action';

export const getUsualItemsAction = defineAction({
  name: 'getUsualItems',
  description: 'Usual buys.',
  parameters: z.object({}),
  output: z.array(z.string()),
  run(_parameters, { shopping }) {
    const usual = usualItems(shopping ?? EMPTY_SHOPPING_MEMORY);
    return { ok: true, value: { output: usual.map((item) => `${formatItem(item)} (${describeUsualReason(item.reason)})`) } };
  },
});
