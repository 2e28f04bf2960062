import type { AppliedCall } from '../actions/applied-call';
import { ADD_TO_PANTRY_INPUTS } from '../cards/add-to-pantry-card';
import { findListById, type GroceryLists } from '../lists';
import { typedItems } from '../planning/offline/typed-items';

/** The new list the dialog adds to when the chat has none. */
const NEW_LIST = 'groceries';

/**
 * What the Add to Pantry dialog's submit asks for: the items ticked, and those typed in its box
 * (split as a message is), on the list chosen (or the only one, or a new groceries list), as the
 * calls that make it. Undefined when nothing was ticked or typed.
 */
export function callsFromDialog(lists: GroceryLists, data: Record<string, unknown>): { readonly calls: AppliedCall[]; readonly list: string; readonly items: string[] } | undefined {
  const shown = Array.isArray(data.items) ? data.items.map((item: unknown) => (typeof item === 'string' ? item.trim() : '')) : [];
  // Positions are kept, since the toggles are numbered by them; a blank one names no item.
  const ticked = shown.filter((item, index) => item.length > 0 && data[ADD_TO_PANTRY_INPUTS.item(index)] !== 'false');
  const typed = typeof data[ADD_TO_PANTRY_INPUTS.more] === 'string' ? (data[ADD_TO_PANTRY_INPUTS.more] as string).trim() : '';
  const more = typed ? typedItems(typed) : [];
  const items = [...new Set([...ticked, ...more])];
  if (items.length === 0) {
    return undefined;
  }
  const chosen = typeof data[ADD_TO_PANTRY_INPUTS.list] === 'string' ? findListById(lists, data[ADD_TO_PANTRY_INPUTS.list] as string) : undefined;
  const list = chosen ?? lists[0];
  if (!list) {
    return { calls: [{ action: 'createList', parameters: { list: NEW_LIST, items } }], list: NEW_LIST, items };
  }
  return { calls: [{ action: 'addItems', parameters: { list: list.name, items } }], list: list.name, items };
}
