import type { TurnContext } from 'botbuilder';

/** Which planner answered a turn: logged with the turn, so an operator can see what was paid for. */
export type PlannerName = 'offline' | 'openai' | 'azure-openai';

const PLANNER_KEY = Symbol('pantry.planner');

/** Records on the turn which planner answered it; a later step of the same turn may overwrite it. */
export function notePlanner(context: TurnContext, planner: PlannerName): void {
  const previous = context.turnState.get(PLANNER_KEY) as PlannerName | undefined;
  // A turn the offline planner began and a model continued was answered by both.
  context.turnState.set(PLANNER_KEY, previous && previous !== planner ? `${previous}+${planner}` : planner);
}

/** Which planner answered the turn, if a planner was asked at all. */
export function plannerOf(context: TurnContext): string | undefined {
  return context.turnState.get(PLANNER_KEY) as string | undefined;
}
