import type { GroceryList } from '../lists';
import { adaptiveCard, type AdaptiveCard, type CardElement, paragraph } from './adaptive-card';

/** The inputs of the Add to Pantry dialog, as Teams submits them. */
export const ADD_TO_PANTRY_INPUTS = { item: (index: number) => `item-${index}`, more: 'moreItems', list: 'list' } as const;

/** What the dialog's submit carries back besides its inputs: the items it showed, to tell its toggles apart. */
export interface AddToPantryData {
  readonly items: readonly string[];
}

/**
 * The dialog of "Add to Pantry" on a message: the items read from it, each with a toggle (ticked), a
 * box for more, and the list to add to (the one talked about last chosen first, or the only one; a
 * new groceries list when there is none). Submitted as it opens, it adds every item it shows.
 */
export function addToPantryCard(items: readonly string[], lists: readonly GroceryList[], focusListId: string | undefined, note?: string): AdaptiveCard {
  const toggles: CardElement[] = items.map((item, index) => ({ type: 'Input.Toggle', id: ADD_TO_PANTRY_INPUTS.item(index), title: item, value: 'true', valueOn: 'true', valueOff: 'false', wrap: true }));
  const preferred = lists.find((list) => list.id === focusListId) ?? lists[0];
  const listInput: CardElement[] =
    lists.length > 1 && preferred
      ? [{ type: 'Input.ChoiceSet', id: ADD_TO_PANTRY_INPUTS.list, label: 'Add to', value: preferred.id, choices: lists.map((list) => ({ title: list.name, value: list.id })) }]
      : [paragraph(preferred ? `They go on ${preferred.name}.` : 'They go on a new groceries list.', { subtle: true })];
  const body: CardElement[] = [
    ...(note ? [paragraph(note, { color: 'Warning' })] : []),
    paragraph(items.length > 0 ? 'Items in the message:' : 'I found no items in that message. Type them below.'),
    ...toggles,
    { type: 'Input.Text', id: ADD_TO_PANTRY_INPUTS.more, label: 'More items', placeholder: 'milk, 2 loaves of bread', isMultiline: false },
    ...listInput,
  ];
  const data: AddToPantryData = { items };
  return adaptiveCard(body, [{ type: 'Action.Submit', title: 'Add', style: 'positive', data }], `Add to Pantry: ${items.join(', ')}`);
}
