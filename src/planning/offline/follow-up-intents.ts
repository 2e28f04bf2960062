import { findListById } from '../../lists';
import { type Intent, type OfflineRequest } from './intent';
import { planAdd, planRemove } from './item-intents';
import type { ValidatedPlan } from '../plan';

/**
 * A follow-up that names only items ("and eggs", "bread too", "also 1 kg flour") after a turn that
 * added to one list, or took items off it: the same again, for these items, on that list. After a
 * turn that did anything else, or several things, it is left to another reading.
 */
function planFollowUp(request: OfflineRequest): ValidatedPlan | undefined {
  const { focus } = request;
  const list = request.followsOn && focus?.action ? findListById(request.lists, focus.listId) : undefined;
  if (!list) {
    return undefined;
  }
  switch (focus?.action) {
    case 'addItems':
    case 'createList':
      return planAdd(request, request.text, list.name, true);
    case 'removeItems':
      return planRemove(request, request.text, list.name, false);
    default:
      return undefined;
  }
}

export const followUpIntents: readonly Intent[] = [planFollowUp];
