import type { ActionDefinition } from '../actions/define-action';
import { failure, type GroceryLists, type ListLimits, type ListResult, success } from '../lists';
import type { AppliedCall } from '../actions/applied-call';

/**
 * Applies recorded calls, with the values they were first applied with, to other lists: a turn
 * applied again after a conflict, or changes confirmed after they were shown.
 */
export async function applyCalls(
  lists: GroceryLists,
  calls: readonly AppliedCall[],
  actions: readonly ActionDefinition[],
  context: { limits: ListLimits; userName?: string },
): Promise<ListResult<GroceryLists>> {
  let current = lists;
  for (const call of calls) {
    const action = actions.find((each) => each.name === call.action);
    const parsed = action?.parameters.safeParse(call.parameters);
    if (!action || !parsed?.success) {
      throw new Error(`A recorded call of '${call.action}' cannot be applied again.`);
    }
    const result = await action.run(parsed.data, { ...context, lists: current });
    if (!result.ok) {
      return failure(result.error);
    }
    // A recorded call was narrowed to what was done, so it applies in full to the lists it was made
    // on; where it now applies only in part, the lists changed under it, and it has not the same effect.
    if (result.value.partial) {
      return failure(result.value.partial.refusal);
    }
    current = result.value.lists ?? current;
  }
  return success(current);
}
