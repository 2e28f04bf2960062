import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition } from '../actions/define-action';
import { confirmationCard } from '../cards/confirmation-card';
import { cardForList, type SuggestFor } from '../cards/list-card';
import { recipeCardFor } from '../cards/recipe-card';
import { newPendingConfirmation, type PendingConfirmation } from '../confirmations/pending-confirmation';
import { describeChanges, needsConfirmation } from '../confirmations/destructive-changes';
import type { GroceryLists, ListLimits } from '../lists';
import type { Logger } from '../logger';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { ReminderContext } from '../reminders/new-reminder';
import { cardReply, type Reply, textReply } from '../replies/reply';
import { failureObservation, readObservation, sameFailure, type FailedStep } from './observations';
import type { ValidatedPlan } from './plan';
import { describeCall } from './plan-history';
import { executePlan, type PlanOutput } from './plan-executor';
import { StepsExhaustedError, TurnTimeExhaustedError } from './planner-errors';

/** One step's question to the planner: plan from this input, with the lists as they are now. */
export interface StepRequest {
  readonly input: string;
  readonly isUsersMessage: boolean;
  readonly lists: GroceryLists;
  /** Aborted when the turn's time is up: a model call still under way is cancelled, not left to run. */
  readonly signal: AbortSignal;
}

/** A validated plan, and whether a language model wrote it (its words are then labelled as AI generated). */
export interface StepPlan {
  readonly plan: ValidatedPlan;
  readonly byModel: boolean;
}

export interface PlanTurnOptions {
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
  readonly logger: Logger;
  /** Plans (model calls, repairs aside) one turn may take. */
  readonly maxSteps: number;
  readonly maxTurnMs: number;
  /**
   * Whether the planner can act on an observation. The offline planner cannot: a failing action is
   * then answered with its reason, as it would be told to the model.
   */
  readonly canReplan: boolean;
  /** Removing more items than this in one turn must be confirmed first. */
  readonly confirmRemoveOver: number;
  /** The clock a confirmation's time is stamped by. */
  readonly now?: () => number;
  /** Runs each plan's actions; the host passes one that times them as a span of the turn. */
  readonly runActions?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The message a turn plans for, and the conversation it plans in. */
export interface TurnInput {
  readonly text: string;
  readonly lists: GroceryLists;
  readonly userName?: string;
  /** What the conversation bought, as the turn began: the usual items are read from it. */
  readonly shopping?: ShoppingMemory;
  /** What a list's card suggests adding. */
  readonly suggest?: SuggestFor;
  /** The conversation's reminders, the turn's time and the person's time zone: what setting a reminder reads. */
  readonly reminding?: ReminderContext;
  /** For the log. */
  readonly conversationId?: string;
}

/** How a planned turn ended: changes made and replies to send, or destructive changes held for confirmation. */
export type TurnPlan =
  | {
      readonly kind: 'done';
      readonly lists: GroceryLists;
      readonly applied: readonly AppliedCall[];
      readonly replies: readonly Reply[];
      /** The lists the turn read or showed: what its replies describe beyond the changes it made. */
      readonly consulted: readonly string[];
      /** The turn in short, for the model's history: the calls of the plans that ran, and what was said. */
      readonly recap: string;
      /** The action whose failure ended the turn, its reason being the answer. */
      readonly failedAction?: string;
      /** Changes offered as buttons under what was said (an Undo, a suggestion), waiting as a confirmation does. */
      readonly offered?: PendingConfirmation;
    }
  | {
      readonly kind: 'confirm';
      readonly pending: PendingConfirmation;
      readonly replies: readonly Reply[];
      readonly consulted: readonly string[];
      readonly recap: string;
      readonly failedAction?: string;
    };

/**
 * The turn's planning loop, in the ReAct pattern: ask for a plan, run it, and if an action failed in
 * a way the planner may fix, or the plan ended on a read, tell the planner what happened and ask
 * again, within a number of steps and a time. A failure no planner could fix, or the same failure
 * twice in a row, is the user's answer. Each plan is all or nothing; the lists change as plans
 * succeed, so the next step sees them. Destructive changes are not made but held for confirmation.
 * Only the replies of plans that succeeded are returned, so what the bot says is true.
 */
export async function planTurn(turn: TurnInput, askForPlan: (request: StepRequest) => Promise<StepPlan>, options: PlanTurnOptions): Promise<TurnPlan> {
  const { actions, limits, maxSteps, maxTurnMs, logger } = options;
  const deadline = Date.now() + maxTurnMs;
  const timeUp = new AbortController();
  let lists = turn.lists;
  const outputs: { output: PlanOutput; byModel: boolean }[] = [];
  const applied: AppliedCall[] = [];
  const consulted = new Set<string>();
  // A plan that failed changed nothing, so only the calls of plans that ran are remembered.
  const calls: string[] = [];
  let request: StepRequest = { input: turn.text, isUsersMessage: true, lists, signal: timeUp.signal };
  // The step before, when it failed: a plan failing the same way again ends the turn (see sameFailure).
  let failedBefore: FailedStep | undefined;
  for (let step = 1; step <= maxSteps; step++) {
    const { plan, byModel } = await withinDeadline(askForPlan(request), deadline, maxTurnMs, timeUp);
    // A model's SAYs are its account of its plan; a plan that words none of its own is told by what its calls did.
    const sayOutcomes = !byModel || !plan.commands.some((command) => command.type === 'SAY');
    const context = { lists, limits, ...(turn.userName ? { userName: turn.userName } : {}), ...(turn.shopping ? { shopping: turn.shopping } : {}), ...(turn.reminding ? { reminding: turn.reminding } : {}) };
    const execute = () => executePlan(plan, actions, context, { sayOutcomes });
    const execution = await (options.runActions ? options.runActions(execute) : execute());
    if (!execution.ok) {
      const failed = { plan, failure: execution.failure };
      const repeated = failedBefore !== undefined && sameFailure(failedBefore, failed);
      // At debug: the reason quotes the request ("no list called 'grocer'"); the turn's line names the action.
      logger.debug('plan failed', { conversationId: turn.conversationId, step, action: execution.failure.action, reason: execution.failure.message, ...(repeated ? { repeated } : {}) });
      if (!options.canReplan || !execution.failure.modelMayFix || repeated) {
        // The reason is the answer: no planner could do better (a full list), or this one cannot
        // replan, or has just been told the reason and failed the same way: asking again would only spend steps.
        outputs.push({ output: { kind: 'note', text: execution.failure.message }, byModel: false });
        return { ...finish(turn, lists, applied, outputs, consulted, calls, options), failedAction: execution.failure.action };
      }
      failedBefore = failed;
      request = { input: failureObservation(execution.failure), isUsersMessage: false, lists, signal: timeUp.signal };
      continue;
    }
    failedBefore = undefined;
    for (const output of execution.outputs) {
      if (output.kind === 'note') {
        logger.debug('plan done in part', { conversationId: turn.conversationId, step, note: output.text });
      }
    }
    lists = execution.lists;
    applied.push(...execution.applied);
    calls.push(...plan.commands.flatMap((command) => (command.type === 'DO' ? [describeCall(command.action, command.parameters)] : [])));
    for (const read of execution.reads) {
      if (typeof read.parameters.list === 'string') {
        consulted.add(read.parameters.list);
      }
    }
    outputs.push(...execution.outputs.map((output) => ({ output, byModel })));
    if (!execution.endsWithRead) {
      return finish(turn, lists, applied, outputs, consulted, calls, options);
    }
    const notes = execution.outputs.flatMap((output) => (output.kind === 'note' ? [noteText(output)] : []));
    request = { input: readObservation(execution.reads, notes), isUsersMessage: false, lists, signal: timeUp.signal };
  }
  throw new StepsExhaustedError(maxSteps);
}

/** The turn's end: its changes made, or held for confirmation when they are destructive. */
function finish(
  turn: TurnInput,
  lists: GroceryLists,
  applied: readonly AppliedCall[],
  outputs: readonly { output: PlanOutput; byModel: boolean }[],
  consulted: Set<string>,
  calls: readonly string[],
  options: PlanTurnOptions,
): TurnPlan {
  if (needsConfirmation(applied, turn.lists, lists, options.confirmRemoveOver)) {
    const pending = newPendingConfirmation(applied, describeChanges(applied, turn.lists), (options.now ?? Date.now)());
    // The card shows what would be done; what could not be (a note, a failure) is said first, since the card cannot show it.
    const notes = outputs.flatMap(({ output }) => (output.kind === 'note' ? [textReply(output.text, false)] : []));
    const recap = [...calls, 'Not done yet: the user was asked to confirm these changes on a card.'].join('\n');
    return { kind: 'confirm', pending, replies: [...notes, cardReply(confirmationCard(pending))], consulted: [...consulted], recap };
  }
  return done(lists, applied, outputs, consulted, calls, turn.suggest);
}

function done(lists: GroceryLists, applied: readonly AppliedCall[], outputs: readonly { output: PlanOutput; byModel: boolean }[], consulted: Set<string>, calls: readonly string[], suggest: SuggestFor | undefined): TurnPlan {
  for (const { output } of outputs) {
    if (output.kind === 'show') {
      consulted.add(output.list);
    }
  }
  const replies = inOneMessage(outputs.map(({ output, byModel }) => {
    switch (output.kind) {
      case 'say':
        return textReply(output.text, byModel && !output.ownWords);
      case 'outcome':
        return textReply(output.text, false);
      case 'note':
        return textReply(noteText(output), false);
      case 'show':
        return cardReply(cardForList(lists, output.list, suggest));
      case 'propose':
        return cardReply(recipeCardFor(output.recipe, lists, undefined));
    }
  }));
  const said = outputs.flatMap(({ output }) => (output.kind === 'say' || output.kind === 'outcome' ? [`SAY: ${output.text}`] : output.kind === 'note' ? [`SAY: ${noteText(output)}`] : []));
  return { kind: 'done', lists, applied, replies, consulted: [...consulted], recap: [...calls, ...said].join('\n') };
}

/**
 * The replies with the bot's own words in a row sent as one message: a plan of several calls, each
 * telling what it did, is one answer ("Added eggs to groceries. Added cups to party."). A model's
 * words stay as it wrote them.
 */
function inOneMessage(replies: readonly Reply[]): Reply[] {
  const joined: Reply[] = [];
  for (const reply of replies) {
    const before = joined.at(-1);
    if (reply.kind === 'text' && !reply.byModel && before?.kind === 'text' && !before.byModel) {
      joined[joined.length - 1] = textReply(`${before.text} ${reply.text}`, false);
    } else {
      joined.push(reply);
    }
  }
  return joined;
}

/** A note as the user reads it: what was done in part, then what was not. */
function noteText(note: { readonly text: string; readonly done?: string }): string {
  return note.done ? `${note.done} ${note.text}` : note.text;
}

async function withinDeadline<T>(work: Promise<T>, deadline: number, maxTurnMs: number, timeUp: AbortController): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TurnTimeExhaustedError(maxTurnMs);
      // The step's model call is cancelled: its answer would come to a turn that has ended.
      timeUp.abort(error);
      reject(error);
    }, Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
