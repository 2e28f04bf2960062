import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition } from '../actions/define-action';
import type { GroceryLists } from '../lists';
import { recordPurchases } from '../shopping/record-purchases';
import { EMPTY_SHOPPING_MEMORY, type ShoppingMemory } from '../shopping/shopping-memory';

/** What a turn did, as the shopping memory learns from it. */
export interface ShoppingTurn {
  /** The lists as the turn began, and as it left them. */
  readonly before: GroceryLists;
  readonly after: GroceryLists;
  /** The turn's calls, in order: those of actions that change the memory ("milk is a staple") are folded in. */
  readonly applied: readonly AppliedCall[];
  readonly actions: readonly ActionDefinition[];
  readonly at: number;
  readonly undoing: boolean;
}

/**
 * The shopping memory after a turn: the choices its calls made, then what it bought or cleared. Run
 * on the memory as stored, it is also how a turn applied again after a conflict remembers, once.
 */
export function shoppingAfterTurn(memory: ShoppingMemory | undefined, turn: ShoppingTurn): ShoppingMemory | undefined {
  let next = memory ?? EMPTY_SHOPPING_MEMORY;
  for (const call of turn.applied) {
    const action = turn.actions.find((each) => each.name === call.action);
    const parsed = action?.remember ? action.parameters.safeParse(call.parameters) : undefined;
    if (action?.remember && parsed?.success) {
      next = action.remember(parsed.data, next, turn.after);
    }
  }
  next = recordPurchases(next, { before: turn.before, after: turn.after, at: turn.at, undoing: turn.undoing });
  return next === (memory ?? EMPTY_SHOPPING_MEMORY) ? memory : next;
}
