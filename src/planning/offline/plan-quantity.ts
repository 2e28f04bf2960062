import { type GroceryList, itemKey, type ListItem, parseItem, parseQuantity } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { doCommand, doPlan, type OfflineRequest, sayPlan } from './plans';
import { itemsPointer } from './focus';
import { itemsOnList, missingNote } from './items-on-list';
import { NUMBER_WORDS_PATTERN } from '../../text/number-words';

/** The words a new quantity may begin with, besides a number's digits. */
const AMOUNT_WORDS = `a dozen|half a dozen|a couple|${NUMBER_WORDS_PATTERN}|dozen`;
/** A new quantity as people say one: a number or a number's word first, "2", "3 apples", "a dozen"; or an amount the domain reads, "3kg". */
const QUANTITY = new RegExp(String.raw`^(?:\d+(?:[.,]\d+)?|\d+\/\d+|${AMOUNT_WORDS})(?:\s|$)`, 'i');
const isAmount = (text: string): boolean => QUANTITY.test(text) || parseQuantity(text) !== undefined;

/**
 * The item text `setQuantity` wants, "2 milk" or "2 loaves of bread", from what the user said of
 * the new quantity: the whole item ("3 apples") or only the amount ("3", "2 loaves"). Undefined when
 * the words name another item, since "make milk 2 oat milk" is no quantity change.
 */
function itemWithQuantity(item: ListItem, quantityText: string): string | undefined {
  if (!isAmount(quantityText)) {
    return undefined;
  }
  const whole = parseItem(quantityText);
  if (whole.quantity && itemKey(whole.name) === itemKey(item.name)) {
    return quantityText;
  }
  const text = `${quantityText} ${item.name}`;
  const combined = parseItem(text);
  return combined.quantity && itemKey(combined.name) === itemKey(item.name) ? text : undefined;
}

/** Sets one item's quantity: "change milk to 2", "make it 3 apples" (the item the previous turn named). */
export function planQuantity(request: OfflineRequest, itemText: string, quantityText: string, listPhrase: string | undefined): ValidatedPlan | undefined {
  if (!isAmount(quantityText)) {
    return undefined;
  }
  // "make it 3 loaves of bread": the words name the item themselves, and "it" only stands in.
  const named = parseItem(quantityText);
  const pointer = itemsPointer(itemText);
  if (pointer && named.quantity) {
    const plan = planQuantity(request, named.name, quantityText, listPhrase);
    if (plan) {
      return plan;
    }
  }
  const chosen = itemsOnList(request, pointer ?? { kind: 'items', items: [itemText], notes: [] }, listPhrase, 'Which list do you mean?');
  if (!chosen || 'reply' in chosen) {
    return chosen && sayPlan(chosen.reply);
  }
  const { list, found, missing } = chosen;
  const [item, ...more] = found;
  if (more.length > 0 || (missing.length > 0 && found.length > 0)) {
    return undefined;
  }
  if (!item) {
    return sayPlan(missingNote(missing, list));
  }
  return planSet(request, list, item, quantityText);
}

function planSet(request: OfflineRequest, list: GroceryList, item: ListItem, quantityText: string): ValidatedPlan | undefined {
  const text = itemWithQuantity(item, quantityText);
  if (text === undefined) {
    return undefined;
  }
  return doPlan([doCommand('setQuantity', { list: list.name, items: [text] })]);
}
