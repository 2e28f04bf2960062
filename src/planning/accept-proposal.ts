import type { ActionDefinition } from '../actions/define-action';
import type { AppliedCall } from '../actions/applied-call';
import type { ListsChange } from '../conversation/lists-change';
import { undoChange } from '../conversation/undo-change';
import type { GroceryLists, ListLimits } from '../lists';
import { applyCalls } from './apply-calls';
import { CONFIRMATION_CLOSED, isWaiting, type PendingConfirmation, type ProposalChoice } from '../confirmations/pending-confirmation';

/** A proposal's button pressed: the change it names made, or why none was. */
export type AcceptedProposal =
  | {
      readonly ok: true;
      readonly choice: ProposalChoice;
      readonly lists: GroceryLists;
      readonly calls: readonly AppliedCall[];
      /** Set when the choice took the turn's change back: the undo steps left, that one taken. */
      readonly undo?: ListsChange[];
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Makes the change choice `index` of `pending` names, once: a proposal no longer waiting (answered,
 * replaced, timed out, or the lists changed since) makes none. Undo takes back the newest undo step,
 * which is the proposing turn's own change: any later change would have taken the proposal away.
 */
export async function acceptProposal(
  pending: PendingConfirmation | undefined,
  answer: { readonly id: unknown; readonly index: unknown },
  conversation: { readonly lists: GroceryLists; readonly undo: readonly ListsChange[] },
  actions: readonly ActionDefinition[],
  context: { readonly limits: ListLimits; readonly userName?: string; readonly now: number },
): Promise<AcceptedProposal> {
  const choice = typeof answer.index === 'number' ? pending?.choices?.[answer.index] : undefined;
  if (!isWaiting(pending, context.now) || pending.id !== answer.id || !choice) {
    return { ok: false, reason: CONFIRMATION_CLOSED };
  }
  let lists = conversation.lists;
  let undo: ListsChange[] | undefined;
  if (choice.undoes) {
    const steps = [...conversation.undo];
    const latest = steps.pop();
    if (!latest) {
      return { ok: false, reason: 'There is nothing to undo.' };
    }
    lists = undoChange(lists, latest);
    undo = steps;
  }
  const applied = await applyCalls(lists, choice.calls, actions, context);
  if (!applied.ok) {
    return { ok: false, reason: `The lists changed since: ${applied.error.message}` };
  }
  return { ok: true, choice, lists: applied.value, calls: choice.calls, ...(undo ? { undo } : {}) };
}

/** What is said once a proposal's change is made. */
export function acceptedLines(choice: ProposalChoice): string[] {
  return choice.undoes && choice.calls.length === 0 ? ['Undone: that change is taken back.'] : [...choice.changes.map((change) => `- ${change}`), ...(choice.undoes ? [] : ['Type /undo to take it back.'])];
}
