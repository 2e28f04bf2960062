import type { ShoppingMemory } from '../../shopping/shopping-memory';
import type { ConversationFocus } from '../../conversation/conversation-state';
import type { GroceryList, GroceryLists, ListLimits } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';

/** A request as the offline planner plans it: the lists it acts on, and what the conversation was about. */
export interface OfflineRequest {
  readonly lists: GroceryLists;
  readonly limits: ListLimits;
  /**
   * Whether the conversation had no lists when the message came, though an earlier part of it has
   * made some since: "add milk to groceries and rope to camping" then makes both.
   */
  readonly startedWithNoLists?: boolean;
  /** The list and items the previous turn acted on or showed: what "it", "them" and "that list" point at. */
  readonly focus?: ConversationFocus;
  /** Whether the bot's last reply asked something back: the message may answer it, and follows nothing. */
  readonly afterQuestion?: boolean;
  /** Who asked: items are added and ticked in their name, as the actions will do it. */
  readonly userName?: string;
  /** What the conversation bought: what "our usual" is. */
  readonly shopping?: ShoppingMemory;
  /** Whether the chat is shared (a group chat or a channel): a shop is announced to everyone there. */
  readonly sharedChat?: boolean;
  /**
   * Set by the lenient reading: the list a request that names none is taken to mean where several
   * could be, and the one list whose name a misnamed list holds ("party" for "Beaufort Road party").
   */
  readonly assumedList?: GroceryList;
  /** Set by the lenient reading: a new name that may be a slip ("calamansi") is taken as typed, to be offered, not added unasked. */
  readonly takeAsTyped?: boolean;
}

/** A plan that only answers. */
export function sayPlan(response: string): ValidatedPlan {
  return { type: 'plan', commands: [{ type: 'SAY', response }] };
}

/**
 * What an answer that changes nothing is, where a longer request needs to know: the request is
 * already done ("Milk is already on groceries."), or thanks or a greeting, which ask for nothing
 * beside a request; as opposed to questions and refusals.
 */
type AnswerKind = 'unchanged' | 'courtesy';
const ANSWER_KINDS = new WeakMap<ValidatedPlan, AnswerKind>();

function answerPlan(response: string, kind: AnswerKind): ValidatedPlan {
  const plan = sayPlan(response);
  ANSWER_KINDS.set(plan, kind);
  return plan;
}

/** A plan that answers thanks or a greeting. */
export const courtesyPlan = (response: string): ValidatedPlan => answerPlan(response, 'courtesy');

/** Whether `plan` only answers thanks or a greeting. */
export const isCourtesyPlan = (plan: ValidatedPlan): boolean => ANSWER_KINDS.get(plan) === 'courtesy';

/** A plan that only answers that nothing needs to change: "Milk is already on groceries." */
export const unchangedPlan = (response: string): ValidatedPlan => answerPlan(response, 'unchanged');

/** Whether `plan` says the request needs no change, and so fits into a longer request. */
export const isUnchangedPlan = (plan: ValidatedPlan): boolean => ANSWER_KINDS.get(plan) === 'unchanged';

/** The commands of a plan that act: its DOs, in order. */
export function doCommandsOf(plan: ValidatedPlan): ValidatedDo[] {
  return plan.commands.filter((command): command is ValidatedDo => command.type === 'DO');
}

/** Whether a plan only says something that is neither thanks nor "already done": an answer, or a question back. */
export function saysOnly(plan: ValidatedPlan): boolean {
  return !isCourtesyPlan(plan) && !isUnchangedPlan(plan) && plan.commands.every((command) => command.type === 'SAY');
}

/**
 * A plan that runs `commands`; each call tells what it did (see ActionEffect.outcome), and `note`,
 * what the reading knows beside that ("Caviar isn't on groceries."), is said after them.
 */
export function doPlan(commands: readonly ValidatedDo[], note = ''): ValidatedPlan {
  return { type: 'plan', commands: [...commands, ...(note === '' ? [] : [{ type: 'SAY' as const, response: note }])] };
}

export function doCommand(action: string, parameters: Record<string, unknown>): ValidatedDo {
  return { type: 'DO', action, parameters };
}

/**
 * One plan that runs `plans` in turn, each call told as it is made and each answer in its place:
 * "Added eggs to groceries. Milk is already on it. Added cups to party."
 */
export function joinPlans(plans: readonly ValidatedPlan[]): ValidatedPlan {
  return { type: 'plan', commands: plans.flatMap((plan) => plan.commands) };
}
