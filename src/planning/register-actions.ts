import { AI, type Application } from '@microsoft/teams-ai';
import type { ActionDefinition } from '../actions/define-action';
import type { ListLimits } from '../lists';
import type { AppTurnState } from '../state';
import { rollbackTurn } from './turn-rollback';

/** Thrown if a DO reaches its handler with parameters its schema rejects, which validation should make impossible. */
export class UnvalidatedParametersError extends Error {
  constructor(readonly action: string) {
    super(`The parameters of '${action}' reached its handler without passing its schema.`);
    this.name = new.target.name;
  }
}

/**
 * Registers each action with teams-ai. The parameters are parsed with the action's zod schema once
 * more at the door, so nothing unchecked reaches the domain. A domain error (a list that does not
 * exist, a limit) undoes the turn's changes, tells the user why, and stops the plan before its SAY
 * can claim a success that did not happen.
 */
export function registerActions(app: Application<AppTurnState>, actions: readonly ActionDefinition[], limits: ListLimits): void {
  for (const action of actions) {
    app.ai.action<Record<string, unknown>>(action.name, async (context, state, parameters) => {
      const parsed = action.parameters.safeParse(parameters);
      if (!parsed.success) {
        throw new UnvalidatedParametersError(action.name);
      }
      const result = action.run(parsed.data, {
        lists: state.conversation.lists ?? [],
        limits,
        ...(context.activity.from?.name ? { userName: context.activity.from.name } : {}),
      });
      if (!result.ok) {
        rollbackTurn(state);
        await context.sendActivity(result.error.message);
        return AI.StopCommandName;
      }
      if (result.value.lists) {
        state.conversation.lists = result.value.lists;
      }
      // A read's result goes back to the model as its next input; a change returns nothing, so the plan goes on.
      return result.value.observation === undefined ? '' : `Result of ${action.name}: ${result.value.observation}`;
    });
  }
}
