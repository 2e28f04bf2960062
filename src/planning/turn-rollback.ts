import type { AppTurnState } from '../state';
import { PLAN_HISTORY_VARIABLE } from './plan-prompt';

/** Notes the lists and the planner's history as the turn begins. */
export function rememberTurnStart(state: AppTurnState): void {
  const history = state.getValue<unknown[] | undefined>(PLAN_HISTORY_VARIABLE) ?? [];
  // The history array is appended to in place by teams-ai, so it is copied; lists are never mutated.
  state.temp.turnStart = { lists: state.conversation.lists ?? [], history: [...history] };
}

/** Puts the lists and the history back as they were when the turn began: a failed turn changes nothing. */
export function rollbackTurn(state: AppTurnState): void {
  const start = state.temp.turnStart;
  if (!start) {
    return;
  }
  state.conversation.lists = start.lists;
  state.setValue(PLAN_HISTORY_VARIABLE, [...start.history]);
}
