import type { TurnContext } from 'botbuilder';
import type { AppTurnState } from '../state';
import type { AppliedCall } from './plan-executor';

const STATE_KEY = Symbol('pantry.turnState');
const APPLIED_KEY = Symbol('pantry.appliedCalls');
const NOT_REPLAYABLE_KEY = Symbol('pantry.notReplayable');

/** Keeps the turn's state object on the context, so a turn that failed to save can be applied again. */
export function recordTurnState(context: TurnContext, state: AppTurnState): void {
  context.turnState.set(STATE_KEY, state);
}

export function turnStateOf(context: TurnContext): AppTurnState | undefined {
  return context.turnState.get(STATE_KEY) as AppTurnState | undefined;
}

/** Appends the calls a successful plan applied, with the values they were applied with. */
export function recordAppliedCalls(context: TurnContext, calls: readonly AppliedCall[]): void {
  context.turnState.set(APPLIED_KEY, [...appliedCallsOf(context), ...calls]);
}

/** Every change the turn made, in order: replaying them on other lists repeats the turn. */
export function appliedCallsOf(context: TurnContext): readonly AppliedCall[] {
  return (context.turnState.get(APPLIED_KEY) as AppliedCall[] | undefined) ?? [];
}

/** Forgets the calls of a turn whose changes were undone, so that nothing replays them. */
export function forgetAppliedCalls(context: TurnContext): void {
  context.turnState.delete(APPLIED_KEY);
}

/** Marks a turn whose change is not a set of calls (an undo): after a conflict it is not applied again. */
export function markNotReplayable(context: TurnContext): void {
  context.turnState.set(NOT_REPLAYABLE_KEY, true);
}

export function isReplayable(context: TurnContext): boolean {
  return context.turnState.get(NOT_REPLAYABLE_KEY) !== true;
}
