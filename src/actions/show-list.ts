import { z } from 'zod/v4';
import { findList } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const showListAction = defineAction({
  name: 'showList',
  description: "Card ('what's on').",
  parameters: z.object({ list: listName }),
  answersUser: true,
  run({ list }, { lists }) {
    const found = findList(lists, list);
    return found.ok ? { ok: true, value: { show: found.value.name } } : found;
  },
});
