import { formatItem, itemKey, parseItem } from '../../lists';
import { chooseList, listsHolding } from './choose-list';
import { doCommand, doPlan, type OfflineRequest, sayPlan } from './plans';
import { joinWords } from '../../text/join-words';

// "replace milk with 2 gallons" changes how much, not what: a quantity change is for a model.
const ONLY_A_MEASURE = /^(?:\d+(?:[.,]\d+)?\s*)?(?:gallons?|liters?|litres?|loaf|loaves|bottles?|cartons?|packs?|bags?|box|boxes|cans?|jars?|dozen|kg|g|lbs?|oz|pounds?|ounces?)$/i;

/** The item, unless it is only a measure. */
function oneItem(item: string): string | undefined {
  return ONLY_A_MEASURE.test(item) ? undefined : item;
}

/**
 * Replaces an item with another on the list that holds it (or the one named): removeItems, then
 * addItems. The item to replace must be on a list; when several hold it, the user is asked which.
 */
export function planReplace(request: OfflineRequest, oldText: string, newText: string, listPhrase: string | undefined) {
  const old = oneItem(oldText);
  const replacement = oneItem(newText);
  if (old === undefined || replacement === undefined) {
    return undefined;
  }
  const holding = listsHolding(request.lists, [old]);
  if (listPhrase === undefined && holding.length > 1) {
    return sayPlan(`Which list should I replace ${old} on? It is on ${joinWords(holding.map((list) => list.name))}.`);
  }
  const [only] = holding;
  const choice = listPhrase === undefined ? only && { list: only } : chooseList(request, listPhrase, { whichQuestion: `Which list should I replace ${old} on?` });
  if (!choice || 'reply' in choice) {
    return choice && sayPlan(choice.reply);
  }
  const key = itemKey(parseItem(old).name);
  const found = choice.list.items.find((item) => itemKey(item.name) === key);
  if (!found) {
    return undefined;
  }
  // "change tofu to silken tofu" with 2 packs of tofu there: the new thing comes in the amount the old one did, unless another is said.
  const wanted = parseItem(replacement);
  const added = wanted.quantity === undefined && found.quantity !== undefined ? formatItem({ ...wanted, quantity: found.quantity }) : replacement;
  // Told as one replacement (see tellOutcome).
  return doPlan([doCommand('removeItems', { list: choice.list.name, items: [formatItem(found)] }), doCommand('addItems', { list: choice.list.name, items: [added] })]);
}
