import { type Intent, type OfflineRequest } from './intent';
import { adds, listActedOn } from './focus';
import { planAdd, planRemove } from './item-intents';
import type { ValidatedPlan } from '../plan';

/**
 * A follow-up that names only items ("and eggs", "bread too", "also 1 kg flour") after a turn that
 * added to one list, or took items off it: the same again, for these items, on that list. After a
 * turn that did anything else, or several things, it is left to another reading.
 */
function planFollowUp(request: OfflineRequest): ValidatedPlan | undefined {
  const acted = request.followsOn ? listActedOn(request) : undefined;
  if (!acted) {
    return undefined;
  }
  if (adds(acted.action)) {
    return planAdd(request, request.text, acted.list.name, true);
  }
  return acted.action === 'removeItems' ? planRemove(request, request.text, acted.list.name, false) : undefined;
}

export const followUpIntents: readonly Intent[] = [planFollowUp];
