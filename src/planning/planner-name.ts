import type { TurnContext } from 'botbuilder';

/** Which planner answered a turn: logged with the turn, so an operator can see what was paid for. */
export type PlannerName = 'offline' | 'openai' | 'azure-openai';

const PLANNER_KEY = Symbol('pantry.planner');
const LAST_PLANNER_KEY = Symbol('pantry.lastPlanner');

/** Records on the turn which planner answered its latest step, and so the turn. */
export function notePlanner(context: TurnContext, planner: PlannerName): void {
  const previous = context.turnState.get(PLANNER_KEY) as string | undefined;
  // A turn the offline planner began and a model continued was answered by both.
  context.turnState.set(PLANNER_KEY, previous && !previous.split('+').includes(planner) ? `${previous}+${planner}` : (previous ?? planner));
  context.turnState.set(LAST_PLANNER_KEY, planner);
}

/** Which planner wrote the latest plan: its words are labelled as AI generated unless it was the offline one. */
export function lastPlannerOf(context: TurnContext): PlannerName | undefined {
  return context.turnState.get(LAST_PLANNER_KEY) as PlannerName | undefined;
}

/** Which planner answered the turn, if a planner was asked at all. */
export function plannerOf(context: TurnContext): string | undefined {
  return context.turnState.get(PLANNER_KEY) as string | undefined;
}
