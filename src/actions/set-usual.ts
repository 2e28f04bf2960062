import { z } from 'zod/v4';
import { parseItem } from '../lists';
import { withStaples, withoutSuggesting } from '../shopping/usual-choices';
import { defineAction } from './define-action';
import { itemTexts } from './parameters';

export const setUsualAction = defineAction({
  name: 'setUsual',
  description: 'Set staples.',
  parameters: z.object({ items: itemTexts, usual: z.boolean().describe('false: stop suggesting.') }),
  run() {
    return { ok: true, value: {} };
  },
  remember({ items, usual }, memory) {
    return usual ? withStaples(memory, items.map(stapleOf)) : withoutSuggesting(memory, items.map((text) => parseItem(text).name));
  },
});

function stapleOf(text: string) {
  const { name, quantity } = parseItem(text);
  return { name, ...(quantity ? { quantity } : {}) };
}
