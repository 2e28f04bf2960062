import type { ValidatedPlan } from '../plan';
import type { Clause, ItemsPhrase } from './clause';
import { listsHolding } from './choose-list';
import { adds, listActedOn } from './focus';
import { planAdd, planRemove } from './plan-items';
import { planAddToEvery, planRemoveFromEvery } from './plan-every-list';
import { planClear, planCreate, planDelete, planRemoveAllExcept } from './plan-lists';
import { planQuantity } from './plan-quantity';
import { allListsPlan, cartPlan, greetingPlan, helpPlan, howManyPlan, isBoughtPlan, isOnListPlan, reactionPlan, showEveryPlan, showLeftPlan, showListPlan, thanksPlan, whichListPlan, whoAddedPlan } from './plan-reads';
import { planRename } from './plan-rename';
import { planReplace } from './plan-replace';
import { planSection } from './plan-section';
import { planClearBought, planMark, planMarkAll } from './plan-shopping';
import { planTransfer } from './plan-transfer';
import type { OfflineRequest } from './plans';
import { planGoingShopping } from './plan-trip';
import { planAddUsual, planAskUsual, planIsUsual, planMakeUsual, planSaveUsual, planStopSuggesting } from './plan-usual';

/** What a request means for the lists as they are: its plan, or undefined when it cannot be planned for sure. */
export function planClause(clause: Clause, request: OfflineRequest): ValidatedPlan | undefined {
  const plan = planOf(clause, request);
  // What was said of the items and is no name ("for the kids") is said back, moved or added alike.
  const items = 'items' in clause ? clause.items : clause.kind === 'transfer' && clause.what.kind === 'items' ? clause.what.items : undefined;
  const notes = items ? notesOf(items) : [];
  return plan && notes.length > 0 ? withNotes(plan, notes) : plan;
}

function planOf(clause: Clause, request: OfflineRequest): ValidatedPlan | undefined {
  switch (clause.kind) {
    case 'add':
      return planAdd(request, clause.items, clause.list, clause.explicit);
    case 'followUp':
      return planFollowUp(request, clause.items, clause.marked, clause.more);
    case 'remove':
      return planRemove(request, clause.items, clause.list, clause.have);
    case 'addEvery':
      return planAddToEvery(request, clause.items, clause.lists);
    case 'removeEvery':
      return planRemoveFromEvery(request, clause.items, clause.lists);
    case 'mark':
      return planMark(request, clause.items, clause.list, clause.bought, clause.backOn === true);
    case 'markAll':
      return planMarkAll(request, clause.list, clause.except);
    case 'clearBought':
      return planClearBought(request, clause.list);
    case 'create':
      return planCreate(request, clause.name, clause.quoted, clause.items, clause.copyOf);
    case 'deleteList':
      return planDelete(request, clause.list, clause.mustExist);
    case 'clearList':
      return planClear(request, clause.list);
    case 'removeAllExcept':
      return planRemoveAllExcept(request, clause.list, clause.kept);
    case 'show':
      return showListPlan(request, clause.list, clause.onlyIfThere);
    case 'showLeft':
      return showLeftPlan(request);
    case 'showAll':
      return showEveryPlan(request, false);
    case 'showEvery':
      return showEveryPlan(request, clause.both);
    case 'allLists':
      return allListsPlan(request);
    case 'help':
      return helpPlan();
    case 'greeting':
      return greetingPlan();
    case 'thanks':
      return thanksPlan();
    case 'reaction':
      return reactionPlan();
    case 'cart':
      return cartPlan(request);
    case 'whoAdded':
      return whoAddedPlan(request, clause.item, clause.list);
    case 'whichList':
      return whichListPlan(request, clause.item);
    case 'howMany':
      return howManyPlan(request, clause.item, clause.list);
    case 'isOnList':
      return isOnListPlan(request, clause.item, clause.list);
    case 'isBought':
      return isBoughtPlan(request, clause.item, clause.list);
    case 'rename':
      return planRename(request, clause.list, clause.newName, clause.quoted);
    case 'transfer':
      return planTransfer(request, clause.verb, clause.what, clause.from, clause.to);
    case 'quantity':
      return planQuantity(request, clause.item, clause.quantity, clause.list);
    case 'section':
      return planSection(request, clause.items, clause.section, clause.list);
    case 'replace':
      return planReplace(request, clause.old, clause.replacement, clause.list);
    case 'addUsual':
      return planAddUsual(request, clause.list, clause.items);
    case 'askUsual':
      return planAskUsual(request);
    case 'goingShopping':
      return planGoingShopping(request, clause.list);
    case 'isUsual':
      return planIsUsual(request, clause.items);
    case 'makeUsual':
      return planMakeUsual(request, clause.items);
    case 'stopSuggesting':
      return planStopSuggesting(request, clause.items);
    case 'saveUsual':
      return planSaveUsual(request, clause.list);
  }
}

/**
 * A follow-up that names only items after a turn that did one kind of thing to one list: the same
 * again, for these items, on that list. Marked as one ("and eggs", "bread too", "also 1 kg flour"),
 * it follows an add, a removal or a tick; unmarked ("ketchup, mustard"), only an add. After a turn
 * that did anything else, asked a question, or did several things, it is not planned.
 */
function planFollowUp(request: OfflineRequest, items: ItemsPhrase, marked: boolean, more: boolean): ValidatedPlan | undefined {
  const acted = listActedOn(request);
  if (!acted || items.kind !== 'items') {
    return undefined;
  }
  if (adds(acted.action)) {
    return planAdd(request, items, acted.list.name, true);
  }
  // "another case of beer" after a tick asks for more, not for a tick or a removal.
  if (!marked || more) {
    return undefined;
  }
  if (acted.action === 'markBought' || acted.action === 'markNotBought') {
    // "got the bin bags", then "bananas too": the bananas are ticked where they are, when that is one other
    // list. A tick is undone with a tap; a removal is not followed to another list.
    const holding = listsHolding(request.lists, items.items);
    const [only] = holding;
    const list = holding.length === 1 && only && only !== acted.list ? only : acted.list;
    return planMark(request, items, list.name, acted.action === 'markBought');
  }
  return acted.action === 'removeItems' ? planRemove(request, items, acted.list.name, false) : undefined;
}

function notesOf(items: ItemsPhrase): readonly string[] {
  return items.kind === 'items' ? items.notes : [];
}

/** A plan about items says what of the request it did not keep: "if they're cheap". */
export function withNotes(plan: ValidatedPlan, notes: readonly string[]): ValidatedPlan {
  const note = `(Not kept on the list: ${notes.map((each) => `"${each}"`).join(', ')}.)`;
  const commands = plan.commands.map((command) => (command.type === 'SAY' ? { ...command, response: `${command.response} ${note}` } : command));
  return { ...plan, commands: commands.some((command) => command.type === 'SAY') ? commands : [...commands, { type: 'SAY', response: note }] };
}
