import type { ActionDefinition } from '../actions/define-action';
import type { AppliedCall } from '../actions/applied-call';
import type { GroceryLists, ListLimits } from '../lists';
import { applyCalls } from './apply-calls';
import type { PendingConfirmation } from '../confirmations/pending-confirmation';

/** Confirm makes the changes shown; if the lists changed since so that one cannot be made, none is. */
export type ConfirmedChanges =
  | { readonly ok: true; readonly lists: GroceryLists; readonly calls: readonly AppliedCall[]; readonly forgetsShopping: boolean }
  | { readonly ok: false; readonly reason: string };

/** Makes the changes a confirmation showed, all of them or, with the reason, none. */
export async function confirmChanges(
  pending: PendingConfirmation,
  lists: GroceryLists,
  actions: readonly ActionDefinition[],
  context: { limits: ListLimits; userName?: string },
): Promise<ConfirmedChanges> {
  const applied = await applyCalls(lists, pending.calls, actions, context);
  return applied.ok ? { ok: true, lists: applied.value, calls: pending.calls, forgetsShopping: pending.forgetsShopping === true } : { ok: false, reason: `The lists changed since: ${applied.error.message}` };
}
