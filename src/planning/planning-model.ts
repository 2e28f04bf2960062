import type { ConversationFocus } from '../conversation/conversation-state';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { ReminderContext } from '../reminders/new-reminder';
import type { ModelTokens } from '../conversation/token-budget';
import type { GroceryLists } from '../lists';
import type { Offer } from './offer';
import type { ValidatedPlan } from './plan';

/** Who wrote a plan: the offline planner, or a language model service. */
export type PlannerName = 'offline' | 'openai' | 'azure-openai';

/** One message of a rendered prompt. */
export interface PromptMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** How the model is asked to answer, as the prompt's template sets it. */
export interface CompletionSettings {
  readonly maxTokens?: number;
  readonly temperature?: number;
  readonly topP?: number;
  readonly presencePenalty?: number;
  readonly frequencyPenalty?: number;
}

/** The plan prompt as the host rendered it for one step of a turn. */
export interface RenderedPrompt {
  readonly messages: readonly PromptMessage[];
  readonly settings: CompletionSettings;
}

/** One request a language model answered or failed, for the turn's log line. */
export interface ModelCall {
  readonly ms: number;
  /** As the service counted them; absent when it reported no usage (or the call failed). */
  readonly promptTokens?: number;
  readonly completionTokens?: number;
}

/** One step of a turn, as a model is asked to plan it. */
export interface PlanRequest {
  /** The user's message on the first step; after it, what the previous step's actions observed. */
  readonly input: string;
  /** Whether `input` is the user's own message rather than an observation. */
  readonly isUsersMessage: boolean;
  readonly lists: GroceryLists;
  /** What the previous turn acted on or showed, for "it" and "them" in the user's message. */
  readonly focus?: ConversationFocus;
  /** Whether the bot's last reply asked the user something: then "and eggs" or a bare name may answer it, and is not read as a follow-up. */
  readonly afterQuestion?: boolean;
  /** Aborted when the turn's time is up: a model cancels its call. */
  readonly signal?: AbortSignal;
  /** Who sent the message, as the actions record them ("added by"). */
  readonly userName?: string;
  /** What the conversation bought: what "our usual" is, for a planner that answers it itself. */
  readonly shopping?: ShoppingMemory;
  /** Whether the chat is a group chat or a channel, where a shop is announced to everyone. */
  readonly sharedChat?: boolean;
  /** The conversation's reminders, the turn's time and the person's time zone, for a planner that reads reminders itself. */
  readonly reminding?: ReminderContext;
  /** The conversation's model tokens as stored when the turn began, kept while a daily allowance is set. */
  readonly modelTokens?: ModelTokens;
  /** Renders the prompt; only a model that reads one pays for it. */
  renderPrompt(): Promise<RenderedPrompt>;
  /** Shows the user that the bot is working, while a slow model thinks; returns how to stop. */
  showWorking(): () => void;
  /** Told of every request made to a language model, answered or not. */
  noteModelCall(call: ModelCall): void;
}

/**
 * A plan and who wrote it: a language model's answer as it wrote it (JSON text, validated by the
 * caller), or a plan of the offline planner's, built from the actions' own shapes, as an object.
 */
export type PlanAnswer = ModelAnswer | BuiltAnswer;

interface AnswerOrigin {
  readonly plannedBy: PlannerName;
  /** Set when the planner declined the request instead of planning it: why, for the log. */
  readonly declined?: string;
  /** Set when the plan is a reading the planner was not sure of: how the turn offers it. */
  readonly offer?: Offer;
}

export interface ModelAnswer extends AnswerOrigin {
  readonly text: string;
}

export interface BuiltAnswer extends AnswerOrigin {
  readonly plan: ValidatedPlan;
}

/**
 * What plans a step of a turn: the offline planner, a language model, or one in front of another.
 * The host adapts this one interface to its framework; nothing else about models is shared.
 */
export interface PlanningModel {
  /** The planner that answers when nothing is handed on: for the start-up log. */
  readonly description: string;
  /** Whether it can act on an observation (a language model can; the offline planner cannot). */
  readonly canReplan: boolean;
  /** Answers with a plan, or throws a PlanningError that says why it could not. */
  plan(request: PlanRequest): Promise<PlanAnswer>;
}
