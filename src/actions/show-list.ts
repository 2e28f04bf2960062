import { z } from 'zod/v4';
import { findList } from '../lists';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const showListAction = defineAction({
  name: 'showList',
  description: 'Show the user a list as a card with its items, checkboxes and buttons. Use it to answer "show me" or "what is on" a list.',
  parameters: z.object({ list: listName }),
  answersUser: true,
  run({ list }, { lists }) {
    const found = findList(lists, list);
    return found.ok ? { ok: true, value: { show: found.value.name } } : found;
  },
});
