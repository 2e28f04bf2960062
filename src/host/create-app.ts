import { ActivityTypes, type Storage, type TurnContext } from 'botbuilder';
import { AdaptiveCardActionExecuteResponseType, AI, ActionPlanner, Application, GPTTokenizer, PromptManager } from '@microsoft/teams-ai';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { confirmationAfterTurn, type PendingConfirmation } from '../confirmations/pending-confirmation';
import { isRepeat, withActivity } from '../conversation/recent-activities';
import type { ActionDefinition } from '../actions/define-action';
import { allActions, recordableActions } from '../actions/all-actions';
import type { PlanningConfig } from '../config';
import { rememberSectionChoices } from '../conversation/remember-sections';
import { withRecentUser } from '../conversation/recent-users';
import { rememberForUndo } from '../conversation/remember-undo';
import { shoppingAfterTurn } from '../conversation/remember-shopping';
import { remindersAdded, remindersAfterTurn } from '../conversation/remember-reminders';
import type { ReminderSchedule } from '../scheduler/wake-up';
import { conversationReferenceOf } from './conversation-reference';
import { countRemindersSet } from './reminder-telemetry';
import type { TokenBudget } from '../conversation/token-budget';
import type { AllowedHosts } from '../links/allowed-hosts';
import type { ConversationState } from '../conversation/conversation-state';
import type { ListLimits } from '../lists';
import type { Logger } from '../logger';
import { describeTurnFailure } from '../planning/describe-turn-failure';
import { PLAN_HISTORY_MESSAGES } from '../planning/plan-history';
import { PLAN_HISTORY_VARIABLE, PLAN_PROMPT } from '../planning/plan-prompt';
import type { PlanningModel } from '../planning/planning-model';
import { renderActionsForPrompt } from '../planning/render-actions';
import { renderListsForPrompt } from '../planning/render-lists';
import { isAddressedToBot } from './addressed-to-bot';
import { LinkReadLimit } from './link-read-limit';
import { type AppTurnState, type BotApplication, ChannelTurnState } from './app-turn-state';
import { CachingTokenizer } from './caching-tokenizer';
import { CompletionModel } from './completion-model';
import { countTurnTokens } from './count-model-tokens';
import { PlanningLoopPlanner } from './planning-loop-planner';
import { registerCardActions } from './register-card-actions';
import { registerCommands } from './register-commands';
import { registerRecipes } from './register-recipes';
import { registerMessageExtensions } from './register-message-extensions';
import { PersonalChats } from './personal-chats';
import { registerWelcome } from './register-welcome';
import { type TurnRecord, turnRecordOf } from './turn-record';
import { ValidatedPlanAugmentation } from './validated-plan-augmentation';

/** The parts an Application is built from; a test can build one without a server. */
export interface AppParts {
  readonly storage: Storage;
  readonly model: PlanningModel;
  readonly limits: ListLimits;
  /** The longest message, or text typed in a card's box, the bot takes. */
  readonly maxMessageLength: number;
  readonly planning: PlanningConfig;
  readonly logger: Logger;
  readonly actions?: readonly ActionDefinition[];
  /** The actions a recorded call may name (the model's, and the cards' own); `actions`, or every one, by default. */
  readonly recordableActions?: readonly ActionDefinition[];
  readonly promptsFolder?: string;
  /** Model tokens a conversation may use a day (the model given is already behind it); each turn's are counted into its state. */
  readonly tokenBudget?: TokenBudget;
  /** Where each person's chat with the bot is, for the message extension used in chats the bot is not in. */
  readonly personalChats?: PersonalChats;
  /** `host:port`s a user's link may reach although their address would be refused. */
  readonly linkFetchAllowedHosts?: AllowedHosts;
  /** Links a conversation, and a person, may have read a minute, sent in chat or unfurled (LINK_READS_PER_MINUTE). */
  readonly linkReadsPerMinute: number;
  /** The clock a confirmation's wait is timed by; a test's, to let one run out. */
  readonly now?: () => number;
  /** Where a reminder set in a turn waits for its time. */
  readonly schedule?: ReminderSchedule;
}

/** prompts/ at the project's root, whether this runs compiled (dist/src/host) or from source (src/host). */
function promptsFolder(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'prompts', 'plan', 'skprompt.txt'))) {
      return join(folder, 'prompts');
    }
  }
  throw new Error(`No prompts/plan folder above ${__dirname}.`);
}

/** Builds the teams-ai Application: the plan prompt, its validated planner inside the planning loop, the routes and the error reply. */
export function createApp(parts: AppParts): BotApplication {
  const { planning, logger, tokenBudget } = parts;
  const now = parts.now ?? Date.now;
  const actions = parts.actions ?? allActions;
  const recordable = parts.recordableActions ?? (parts.actions ? actions : recordableActions);
  const prompts = new PromptManager({
    promptsFolder: parts.promptsFolder ?? promptsFolder(),
    // teams-ai cuts the history as each step adds to it: room for every step of a turn on top of the
    // earlier turns kept, so no step loses the user's message. The planning loop cuts it after the turn.
    max_history_messages: PLAN_HISTORY_MESSAGES + 2 * planning.maxSteps,
  });
  // The actions change only with the code: rendered once, they keep the prompt's opening the same on every call.
  const actionsSection = renderActionsForPrompt(actions);
  prompts.addFunction('actions', async () => actionsSection);
  prompts.addFunction('lists', async (_context, memory, _functions, tokenizer) =>
    renderListsForPrompt(memory.getValue('conversation.lists') ?? [], planning.listTokens, (text) => tokenizer.encode(text).length),
  );

  const augmentation = new ValidatedPlanAugmentation(actions, logger);
  const actionPlanner = new ActionPlanner<AppTurnState>({
    model: new CompletionModel(parts.model),
    prompts,
    tokenizer: new CachingTokenizer(new GPTTokenizer()),
    // The template names no augmentation (its actions are the {{actions}} section); the validator is ours.
    defaultPrompt: async () => ({ ...(await prompts.getPrompt(PLAN_PROMPT)), augmentation }),
    max_repair_attempts: planning.repairAttempts,
  });
  const planner = new PlanningLoopPlanner({
    inner: actionPlanner,
    repairAttempts: planning.repairAttempts,
    // A model's plans are validated against `actions` first; the offline planner's may name the bot's own (a reminder cancelled).
    actions: recordable,
    limits: parts.limits,
    logger,
    maxSteps: planning.maxSteps,
    maxTurnMs: planning.maxTurnMs,
    canReplan: parts.model.canReplan,
    confirmRemoveOver: planning.confirmRemoveOver,
    now,
  });

  const personalChats = parts.personalChats ?? new PersonalChats(parts.storage);
  const app: BotApplication = new Application<AppTurnState>({
    storage: parts.storage,
    // The planning loop bounds the turn itself; teams-ai only delivers its SAYs.
    ai: { planner },
    // A Teams channel's threads share the channel's lists.
    turnStateFactory: () => new ChannelTurnState(),
    // Lists are shared: a card's action answers with the card it becomes, for everyone who sees it.
    adaptiveCards: { actionExecuteResponseType: AdaptiveCardActionExecuteResponseType.REPLACE_FOR_ALL },
    // teams-ai keeps one typing timer per Application, shared by every conversation's turn.
    startTypingTimer: false,
  });

  app.turn('beforeTurn', async (context, state) => {
    if (!isAddressedToBot(context.activity)) {
      return false;
    }
    const record = turnRecordOf(context);
    // A message delivered again (Teams resends one it had no answer to in about 15 s) was answered the
    // first time, or is being answered: it changes nothing and is not answered twice.
    if (context.activity.type === ActivityTypes.Message && isRepeat(state.conversation.recentActivityIds, context.activity.id)) {
      record.declined = 'repeated';
      return false;
    }
    const history = state.getValue<unknown[] | undefined>(PLAN_HISTORY_VARIABLE) ?? [];
    // The history array is appended to in place by teams-ai, so it is copied; lists are never mutated.
    record.start = { lists: state.conversation.lists ?? [], history: [...history], conversation: { ...state.conversation } };
    record.state = state;
    noteSender(context, state);
    return true;
  });
  app.turn('afterTurn', async (context, state) => {
    const record = turnRecordOf(context);
    if (context.activity.type === ActivityTypes.Message && context.activity.id) {
      state.conversation.recentActivityIds = withActivity(state.conversation.recentActivityIds, context.activity.id);
    }
    rememberSectionChoices(state.conversation, record.start?.lists);
    if (record.forgetsShopping) {
      delete state.conversation.shopping;
    } else if (record.start) {
      const shopping = shoppingAfterTurn(state.conversation.shopping, { before: record.start.lists, after: state.conversation.lists ?? [], applied: record.applied, actions: recordable, at: now(), undoing: record.undoing });
      if (shopping) {
        state.conversation.shopping = shopping;
      }
    }
    rememberForUndo(state.conversation, record.start?.lists, record.undoing);
    await keepReminders(context, state, record, recordable, parts.schedule);
    // A confirmation waits only for its answer: a turn that changed the lists, or its time running out, takes it off the table.
    const waiting = confirmationAfterTurn(record.start?.conversation.pendingConfirmation as PendingConfirmation | undefined, state.conversation.pendingConfirmation, {
      changedLists: record.start !== undefined && state.conversation.lists !== record.start.lists,
      wasMessage: context.activity.type === ActivityTypes.Message,
      at: now(),
    });
    if (waiting) {
      state.conversation.pendingConfirmation = waiting;
    } else {
      delete state.conversation.pendingConfirmation;
    }
    const modelTokens = tokenBudget ? countTurnTokens(state.conversation.modelTokens, record, tokenBudget.now()) : undefined;
    if (modelTokens) {
      state.conversation.modelTokens = modelTokens;
    }
    return true;
  });
  registerWelcome(app);
  registerCommands(app, now);
  // One count for both routes: a link sent in chat and one unfurled are the same fetch and parse.
  const linkReads = new LinkReadLimit(parts.linkReadsPerMinute, logger, now);
  registerRecipes(app, { allowedHosts: parts.linkFetchAllowedHosts ?? new Set(), logger, linkReads });
  registerMessageExtensions(app, { actions: recordable, limits: parts.limits, allowedHosts: parts.linkFetchAllowedHosts ?? new Set(), personalChats, linkReads });
  registerCardActions(app, recordable, parts.limits, parts.maxMessageLength, now);
  // botbuilder answers an invoke nobody handles with 501; it is the sender's mistake, so 400.
  app.activity(ActivityTypes.Invoke, async (context) => {
    await context.sendActivity({ type: ActivityTypes.InvokeResponse, value: { status: 400, body: { error: `This bot does not handle the invoke '${context.activity.name ?? ''}'.` } } });
  });
  app.feedbackLoop(async (context, _state, feedback) => {
    const conversationId = context.activity.conversation?.id;
    logger.info('feedback', { conversationId, replyToId: feedback.replyToId, reaction: feedback.actionValue.reaction });
    // What a person wrote is theirs: it is logged only when asked for.
    logger.debug('feedback text', { conversationId, replyToId: feedback.replyToId, feedback: feedback.actionValue.feedback });
  });
  app.ai.action<Record<string, unknown>>(AI.HttpErrorActionName, async (context, state, error) => {
    rollBack(turnRecordOf(context), state);
    const failure = describeTurnFailure(error);
    turnRecordOf(context).failure = failure.kind;
    logger.warn('turn failed', { conversationId: context.activity.conversation?.id, kind: failure.kind, blame: failure.blame, error });
    await context.sendActivity(failure.userMessage);
    return AI.StopCommandName;
  });
  return app;
}

/**
 * Remembers who wrote or tapped, for the refresh of the cards the bot sends. A refresh Teams makes
 * as a card is viewed is no sign of use, and left out: each view would otherwise be a write.
 */
function noteSender(context: TurnContext, state: AppTurnState): void {
  const id = context.activity.from?.id;
  const value = context.activity.value as { trigger?: unknown } | undefined;
  if (!id || (context.activity.type === ActivityTypes.Invoke && value?.trigger === 'automatic')) {
    return;
  }
  if (state.conversation.recentUserIds?.[0] !== id) {
    state.conversation.recentUserIds = withRecentUser(state.conversation.recentUserIds, id);
  }
}

/**
 * Folds the turn's reminders set and cancelled into the conversation's, and schedules those it set,
 * before the state is saved: a save that fails leaves a wake-up that finds no reminder and is
 * dropped, never a reminder without its wake-up. The wake-ups of those it cancelled are forgotten
 * after the save, for the same reason (cancellingWakeUpsAfterSave).
 */
async function keepReminders(context: TurnContext, state: AppTurnState, record: TurnRecord, actions: readonly ActionDefinition[], schedule: ReminderSchedule | undefined): Promise<void> {
  const reminders = remindersAfterTurn(state.conversation.reminders, record.applied, actions);
  if (reminders) {
    state.conversation.reminders = reminders;
  } else {
    delete state.conversation.reminders;
  }
  const added = remindersAdded(record.start?.conversation.reminders as ConversationState['reminders'], reminders);
  const stateKey = state.getScope('conversation')?.storageKey;
  if (added.length === 0 || !schedule || !stateKey) {
    return;
  }
  const reference = conversationReferenceOf(context);
  for (const reminder of added) {
    await schedule.schedule({ reminderId: reminder.id, dueAt: reminder.dueAt, stateKey, reference });
  }
  countRemindersSet(added.length);
}

/** Puts the lists and the history back as they were when the turn began, and forgets its changes: a failed turn changes nothing. */
function rollBack(record: TurnRecord, state: AppTurnState): void {
  record.applied.length = 0;
  record.forgetsShopping = false;
  if (!record.start) {
    return;
  }
  state.conversation.lists = record.start.lists;
  state.setValue(PLAN_HISTORY_VARIABLE, [...record.start.history]);
}
