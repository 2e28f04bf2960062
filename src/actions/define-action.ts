import type { z } from 'zod/v4';
import type { GroceryLists, ListLimits, ListResult } from '../lists';

/** What an action may read: the conversation's lists, the limits, and who is asking. */
export interface ActionContext {
  readonly lists: GroceryLists;
  readonly limits: ListLimits;
  readonly userName?: string;
}

/** What an action did: new lists if it changed any, and text for the model if it read something. */
export interface ActionEffect {
  readonly lists?: GroceryLists;
  readonly observation?: string;
}

/** An action the planner may use: its name, what the model is told, its parameters, and what it does. */
export interface ActionDefinition<Parameters extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly description: string;
  readonly parameters: Parameters;
  run(parameters: z.infer<Parameters>, context: ActionContext): ListResult<ActionEffect>;
}

/** Declares an action so that `run` gets its parameters typed from the zod schema. */
export function defineAction<Parameters extends z.ZodObject>(definition: ActionDefinition<Parameters>): ActionDefinition<Parameters> {
  return definition;
}
