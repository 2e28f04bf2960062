import type { z } from 'zod/v4';
import type { GroceryLists, ListError, ListLimits, ListResult } from '../lists';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { AppliedCall } from './applied-call';
import type { Recipe } from '../recipes/recipe';
import type { Reminder } from '../reminders/reminder';
import type { ReminderContext } from '../reminders/new-reminder';

/** What an action may read: the conversation's lists, the limits, who is asking, and what the household buys. */
export interface ActionContext {
  readonly lists: GroceryLists;
  readonly limits: ListLimits;
  readonly userName?: string;
  /** What the conversation bought, as the turn began. */
  readonly shopping?: ShoppingMemory;
  /** The conversation's reminders as the turn began, the turn's time and the person's time zone. */
  readonly reminding?: ReminderContext;
}

/** What an action did: new lists if it changed any, its result if it reads something, a list to show. */
export interface ActionEffect {
  readonly lists?: GroceryLists;
  readonly output?: unknown;
  /** The name of a list to show the user as a card. */
  readonly show?: string;
  /** Set when the action did only the part of its call that could be done. */
  readonly partial?: PartialEffect;
  /**
   * The call to record in this one's place: one whose effect depends on more than the lists (the
   * usual items) is recorded as the list change it made, so applying it again (after a conflict,
   * on Confirm) makes the same change.
   */
  readonly recordAs?: AppliedCall;
  /** A recipe to show as its card, for the person to tick and add: a model proposes, never adds. */
  readonly propose?: Recipe;
  /** The action's own words to the user, where only it knows them (the time a reminder was read as). */
  readonly say?: string;
  /**
   * What the call did, in words for the user: "Added eggs to groceries. Milk was already on it."
   * It is the reply to a plan that words none of its own (the offline planner's), so what is said is
   * what was done, not what a planner expected.
   */
  readonly outcome?: string;
}

/**
 * The part of a call that was done, and what the user is told of the rest. Accepted only where it
 * cannot surprise: as a plan's only change, never when a recorded call is applied again (README:
 * "Answers and observations").
 */
export interface PartialEffect {
  /** The call's parameters narrowed to what was done: the call recorded, confirmed and replayed. */
  readonly parameters: Record<string, unknown>;
  /** What was done, for the user: "Removed milk from groceries."; none when nothing was. */
  readonly done?: string;
  /** What was not, for the user: "Eggs weren't on groceries." */
  readonly note: string;
  /** The error refusing the whole call, where doing part of it is not accepted. */
  readonly refusal: ListError;
}

/** An action the planner may use: its name, what the model is told, its parameters, and what it does. */
export interface ActionDefinition<Parameters extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly description: string;
  readonly parameters: Parameters;
  /**
   * What a read action returns. Only read actions have one, and only they may be nested as another
   * action's parameter, where their output must fit the parameter's schema.
   */
  readonly output?: z.ZodType;
  /** Whether the action itself answers the user (shows a card), so a plan may end with it. */
  readonly answersUser?: boolean;
  run(parameters: z.infer<Parameters>, context: ActionContext): ListResult<ActionEffect> | Promise<ListResult<ActionEffect>>;
  /**
   * What the call changes in the conversation's shopping memory, for an action that changes that
   * rather than the lists ("milk is a staple"). Its calls are recorded as changes, and the turn folds
   * them into the memory it saves (see shoppingAfterTurn), on the lists the turn left.
   */
  remember?(parameters: z.infer<Parameters>, memory: ShoppingMemory, lists: GroceryLists): ShoppingMemory;
  /** What the call changes in the conversation's reminders; folded in after the turn, as `remember` is. */
  remind?(parameters: z.infer<Parameters>, reminders: readonly Reminder[]): Reminder[];
}

/** Declares an action so that `run` gets its parameters typed from the zod schema. */
export function defineAction<Parameters extends z.ZodObject>(definition: ActionDefinition<Parameters>): ActionDefinition<Parameters> {
  return definition;
}
