import type { Storage } from 'botbuilder';
import { AI, ActionPlanner, Application, PromptManager, TurnState, type PromptCompletionModel } from '@microsoft/teams-ai';
import { join } from 'node:path';
import type { ActionDefinition } from './actions/define-action';
import { allActions } from './actions/all-actions';
import type { ListLimits } from './lists';
import type { Logger } from './logger';
import { describeTurnFailure } from './planning/describe-turn-failure';
import { PLAN_PROMPT } from './planning/plan-prompt';
import { registerActions } from './planning/register-actions';
import { renderListsForPrompt } from './planning/render-lists';
import { rememberTurnStart, rollbackTurn } from './planning/turn-rollback';
import { ValidatedPlanAugmentation } from './planning/validated-plan-augmentation';
import type { AppTurnState } from './state';

/** The parts an Application is built from; a test can build one without a server. */
export interface AppParts {
  readonly storage: Storage;
  readonly model: PromptCompletionModel;
  readonly limits: ListLimits;
  readonly logger: Logger;
  readonly actions?: readonly ActionDefinition[];
  readonly promptsFolder?: string;
}

/** How often the model may be asked to correct an invalid plan before the user is told. */
const MAX_REPAIR_ATTEMPTS = 2;
/** Bounds on the plan → action → plan loop of one turn (read actions feed the next step). */
const MAX_STEPS = 10;
const MAX_TURN_MS = 60_000;

/** Builds the teams-ai Application: the plan prompt, its validated planner, and the actions. */
export function createApp(parts: AppParts): Application<AppTurnState> {
  const actions = parts.actions ?? allActions;
  const prompts = new PromptManager({ promptsFolder: parts.promptsFolder ?? join(__dirname, '..', '..', 'prompts') });
  prompts.addFunction('lists', async (_context, memory) => renderListsForPrompt(memory.getValue('conversation.lists') ?? []));

  const augmentation = new ValidatedPlanAugmentation(actions, parts.logger);
  const planner = new ActionPlanner<AppTurnState>({
    model: parts.model,
    prompts,
    // The template keeps the sequence augmentation's prompt section; its validator is ours.
    defaultPrompt: async () => ({ ...(await prompts.getPrompt(PLAN_PROMPT)), augmentation }),
    max_repair_attempts: MAX_REPAIR_ATTEMPTS,
  });

  const app = new Application<AppTurnState>({
    storage: parts.storage,
    // teams-ai 1.7.4 types the step bound as max_actions but its AI.run reads max_steps: set both.
    ai: { planner, max_actions: MAX_STEPS, max_time: MAX_TURN_MS, ...{ max_steps: MAX_STEPS } },
    turnStateFactory: () => new TurnState(),
    // teams-ai keeps one typing timer per Application, shared by every conversation's turn.
    startTypingTimer: false,
  });

  app.turn('beforeTurn', async (_context, state) => {
    rememberTurnStart(state);
    return true;
  });
  registerActions(app, actions, parts.limits);
  app.ai.action<Record<string, unknown>>(AI.HttpErrorActionName, async (context, state, error) => {
    rollbackTurn(state);
    const failure = describeTurnFailure(error);
    parts.logger.warn('turn failed', { conversationId: context.activity.conversation?.id, kind: failure.kind, error });
    await context.sendActivity(failure.userMessage);
    return AI.StopCommandName;
  });
  return app;
}
