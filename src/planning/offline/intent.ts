import type { GroceryLists, ListLimits } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';

/** A request as the offline planner reads it: the cleaned text and the lists it acts on. */
export interface OfflineRequest {
  readonly text: string;
  readonly lists: GroceryLists;
  readonly limits: ListLimits;
}

/**
 * One kind of request the offline planner knows: it returns the plan for a request it fully
 * understands, and undefined for anything else, so that another intent, or a model, can try.
 */
export type Intent = (request: OfflineRequest) => ValidatedPlan | undefined;

/** A plan that only answers. */
export function sayPlan(response: string): ValidatedPlan {
  return { type: 'plan', commands: [{ type: 'SAY', response }] };
}

/** A plan that runs `commands` and then tells the user what they did. */
export function doPlan(commands: readonly ValidatedDo[], response: string): ValidatedPlan {
  return { type: 'plan', commands: [...commands, { type: 'SAY', response }] };
}

export function doCommand(action: string, parameters: Record<string, unknown>): ValidatedDo {
  return { type: 'DO', action, parameters };
}

/** Runs `pattern` on the request and hands its named groups to `read`. */
export function whenMatches(pattern: RegExp, read: (groups: Record<string, string | undefined>, request: OfflineRequest) => ValidatedPlan | undefined): Intent {
  return (request) => {
    const match = pattern.exec(request.text);
    return match ? read(match.groups ?? {}, request) : undefined;
  };
}
