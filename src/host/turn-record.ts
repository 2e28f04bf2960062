import type { TurnContext } from 'botbuilder';
import type { AppliedCall } from '../actions/applied-call';
import type { GroceryLists } from '../lists';
import type { Offer } from '../planning/offer';
import type { ModelCall, PlannerName } from '../planning/planning-model';
import type { ReminderContext } from '../reminders/new-reminder';
import type { AppTurnState } from './app-turn-state';

/** What a turn remembers of how it began, so that a failed turn can leave no trace. */
export interface TurnStart {
  readonly lists: GroceryLists;
  readonly history: readonly unknown[];
  /** The conversation's stored fields as loaded, to tell which ones the turn changed. */
  readonly conversation: Readonly<Record<string, unknown>>;
}

/**
 * Everything one turn knows of itself, in one place: begun by the turn runner, filled in as the
 * turn goes, and read by the runner when the state must be saved again after a conflict.
 */
export interface TurnRecord {
  readonly startedAt: number;
  /** Set once the turn's state is loaded and the turn is for the bot. */
  start?: TurnStart;
  /** The state object of the turn, which teams-ai saves at its end. */
  state?: AppTurnState;
  /** The planners that answered, in the order they first did. */
  readonly planners: PlannerName[];
  /** The planner that wrote the latest plan: its words are labelled as AI generated unless it was the offline one. */
  lastPlanner?: PlannerName;
  /** The step being planned: the user's message first, then observations. */
  step?: { readonly input: string; readonly isUsersMessage: boolean; readonly signal?: AbortSignal };
  /** What the latest rejected plan was told, while no valid plan has come since. */
  rejection?: { readonly feedback: string };
  /** What setting a reminder reads in this turn (its time, the person's zone), worked out once for every planner and action. */
  reminding?: ReminderContext;
  /** Every change the turn made, in order: replaying them on other lists repeats the turn. */
  readonly applied: AppliedCall[];
  /** The lists the turn read or showed: if they change before its state is saved, its replies are stale. */
  readonly consulted: Set<string>;
  /** False for a change that is not a set of calls (an undo): after a conflict it is not applied again. */
  replayable: boolean;
  /** Set by /undo, whose change must not itself become the next thing to undo. */
  undoing: boolean;
  /** Set when the turn confirmed /reset: what the conversation bought is erased, and nothing of the turn recorded. */
  forgetsShopping: boolean;
  /** The steps planned: the user's message, then each observation the planner was asked about. */
  steps: number;
  /** Every request made to a language model, in order. */
  readonly modelCalls: ModelCall[];
  /** How the turn offers its plan, when the planner was not sure of its reading (see Offer). */
  offer?: Offer;
  /** Why the request was not planned (too long, not understood), when it was not. */
  declined?: string;
  /** Set when a conflict made the runner store the turn's changes again: whether they changed the newer lists. */
  replayedChanges?: boolean;
  /** The action whose failure was the turn's answer ("there is no list called..."), when one was. */
  failedAction?: string;
  /** Why the turn failed (a model error's kind, the storage down), when it did. */
  failure?: string;
}

const RECORD_KEY = Symbol('pantry.turnRecord');

/** Begins the record of the turn `context` carries. */
export function beginTurnRecord(context: TurnContext, startedAt = Date.now()): TurnRecord {
  const record: TurnRecord = { startedAt, planners: [], applied: [], consulted: new Set(), replayable: true, undoing: false, forgetsShopping: false, steps: 0, modelCalls: [] };
  context.turnState.set(RECORD_KEY, record);
  return record;
}

/** The record of the turn; one is begun if the turn runner did not (a turn run by another caller). */
export function turnRecordOf(context: TurnContext): TurnRecord {
  return (context.turnState.get(RECORD_KEY) as TurnRecord | undefined) ?? beginTurnRecord(context);
}

/** Notes the planner that answered the latest step. */
export function notePlanner(record: TurnRecord, planner: PlannerName): void {
  if (!record.planners.includes(planner)) {
    record.planners.push(planner);
  }
  record.lastPlanner = planner;
}

/** Which planners answered the turn ("offline", "openai", "offline+openai"), if any was asked. */
export function plannersOf(record: TurnRecord | undefined): string | undefined {
  return record && record.planners.length > 0 ? record.planners.join('+') : undefined;
}
