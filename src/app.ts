import { ActivityTypes, type Storage } from 'botbuilder';
import { AI, ActionPlanner, Application, PromptManager, TurnState, type PromptCompletionModel } from '@microsoft/teams-ai';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ActionDefinition } from './actions/define-action';
import { allActions } from './actions/all-actions';
import { CARD_RESPONSE_TYPE, registerCardActions } from './card-actions/register-card-actions';
import { registerCommands } from './commands/register-commands';
import type { PlanningConfig } from './config';
import { isAddressedToBot } from './conversation/addressed-to-bot';
import { rememberForUndo } from './conversation/remember-undo';
import { registerWelcome } from './conversation/welcome';
import type { ListLimits } from './lists';
import type { Logger } from './logger';
import { describeTurnFailure } from './planning/describe-turn-failure';
import { PLAN_PROMPT } from './planning/plan-prompt';
import { planResponseFormat } from './planning/plan-response-format';
import { ReActPlanner } from './planning/react-planner';
import { renderListsForPrompt } from './planning/render-lists';
import { forgetAppliedCalls, recordTurnState } from './planning/turn-record';
import { rememberTurnStart, rollbackTurn } from './planning/turn-rollback';
import { ValidatedPlanAugmentation } from './planning/validated-plan-augmentation';
import type { AppTurnState } from './state';

/** The parts an Application is built from; a test can build one without a server. */
export interface AppParts {
  readonly storage: Storage;
  readonly model: PromptCompletionModel;
  /** False when only the offline planner plans: it cannot act on an observation. */
  readonly canReplan: boolean;
  readonly limits: ListLimits;
  readonly planning: PlanningConfig;
  readonly logger: Logger;
  readonly actions?: readonly ActionDefinition[];
  readonly promptsFolder?: string;
}

/** prompts/ at the project's root, whether this runs compiled (dist/src) or from source (src). */
function promptsFolder(): string {
  for (let folder = __dirname; folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'prompts', 'plan', 'skprompt.txt'))) {
      return join(folder, 'prompts');
    }
  }
  throw new Error(`No prompts/plan folder above ${__dirname}.`);
}

/** Builds the teams-ai Application: the plan prompt, its validated planner inside the ReAct loop, and the error reply. */
export function createApp(parts: AppParts): Application<AppTurnState> {
  const { planning, logger } = parts;
  const actions = parts.actions ?? allActions;
  const prompts = new PromptManager({ promptsFolder: parts.promptsFolder ?? promptsFolder() });
  prompts.addFunction('lists', async (_context, memory, _functions, tokenizer) =>
    renderListsForPrompt(memory.getValue('conversation.lists') ?? [], planning.listTokens, (text) => tokenizer.encode(text).length),
  );

  const augmentation = new ValidatedPlanAugmentation(actions, logger);
  const responseFormat = planning.structuredOutputs ? planResponseFormat(actions) : undefined;
  const actionPlanner = new ActionPlanner<AppTurnState>({
    model: parts.model,
    prompts,
    // The template keeps the sequence augmentation's prompt section; its validator is ours.
    defaultPrompt: async () => {
      const template = await prompts.getPrompt(PLAN_PROMPT);
      if (responseFormat) {
        // OpenAIModel copies response_format from the completion config, which its type does not declare.
        Object.assign(template.config.completion, { response_format: responseFormat });
      }
      return { ...template, augmentation };
    },
    max_repair_attempts: planning.repairAttempts,
  });
  const planner = new ReActPlanner({
    inner: actionPlanner,
    actions,
    limits: parts.limits,
    logger,
    maxSteps: planning.maxSteps,
    maxTurnMs: planning.maxTurnMs,
    canReplan: parts.canReplan,
    confirmRemoveOver: planning.confirmRemoveOver,
  });

  const app = new Application<AppTurnState>({
    storage: parts.storage,
    // The ReAct planner bounds the turn itself; teams-ai only delivers its SAYs.
    ai: { planner },
    turnStateFactory: () => new TurnState(),
    adaptiveCards: { actionExecuteResponseType: CARD_RESPONSE_TYPE },
    // teams-ai keeps one typing timer per Application, shared by every conversation's turn.
    startTypingTimer: false,
  });

  app.turn('beforeTurn', async (context, state) => {
    if (!isAddressedToBot(context.activity)) {
      return false;
    }
    rememberTurnStart(state);
    recordTurnState(context, state);
    return true;
  });
  app.turn('afterTurn', async (_context, state) => {
    rememberForUndo(state);
    return true;
  });
  registerWelcome(app);
  registerCommands(app);
  registerCardActions(app, actions, parts.limits);
  // botbuilder answers an invoke nobody handles with 501; it is the sender's mistake, so 400.
  app.activity(ActivityTypes.Invoke, async (context) => {
    await context.sendActivity({ type: ActivityTypes.InvokeResponse, value: { status: 400, body: { error: `This bot does not handle the invoke '${context.activity.name ?? ''}'.` } } });
  });
  app.feedbackLoop(async (context, _state, feedback) => {
    logger.info('feedback', { conversationId: context.activity.conversation?.id, replyToId: feedback.replyToId, reaction: feedback.actionValue.reaction, feedback: feedback.actionValue.feedback });
  });
  app.ai.action<Record<string, unknown>>(AI.HttpErrorActionName, async (context, state, error) => {
    rollbackTurn(state);
    forgetAppliedCalls(context);
    const failure = describeTurnFailure(error);
    logger.warn('turn failed', { conversationId: context.activity.conversation?.id, kind: failure.kind, error });
    await context.sendActivity(failure.userMessage);
    return AI.StopCommandName;
  });
  return app;
}
