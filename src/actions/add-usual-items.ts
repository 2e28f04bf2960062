import { z } from 'zod/v4';
import { addItems, findList } from '../lists';
import { usualToAdd } from '../shopping/usual-to-add';
import { usualItems } from '../shopping/usual-items';
import { EMPTY_SHOPPING_MEMORY } from '../shopping/shopping-memory';
import { defineAction } from './define-action';
import { listName } from './parameters';

export const addUsualItemsAction = defineAction({
  name: 'addUsualItems',
  description: "Add 'our usual'.",
  parameters: z.object({ list: listName }),
  answersUser: true,
  run({ list }, { lists, limits, userName, shopping }) {
    const found = findList(lists, list);
    if (!found.ok) {
      return found;
    }
    const toAdd = usualToAdd(usualItems(shopping ?? EMPTY_SHOPPING_MEMORY), found.value);
    if (!toAdd.ok) {
      return toAdd;
    }
    const added = addItems(lists, found.value.name, toAdd.value.add, limits, userName);
    if (!added.ok) {
      return added;
    }
    // Recorded as the items it added: applied again, it adds the same items, whatever is usual by then.
    return { ok: true, value: { lists: added.value.lists, show: found.value.name, recordAs: { action: 'addItems', parameters: { list: found.value.name, items: [...toAdd.value.add] } } } };
  },
});
