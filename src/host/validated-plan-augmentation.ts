import type { TurnContext } from 'botbuilder';
import type { Augmentation, Memory, Plan, Tokenizer, Validation } from '@microsoft/teams-ai';
// teams-ai does not re-export its response types from the package root.
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';
import type { ActionDefinition } from '../actions/define-action';
import type { Logger } from '../logger';
import type { ValidatedPlan } from '../planning/plan';
import { validatePlan } from '../planning/validate-plan';
import { turnRecordOf } from './turn-record';

/**
 * Stands in for teams-ai's sequence augmentation as the plan's validator: every answer is checked
 * with the actions' zod schemas before anything runs, and what is wrong goes back to the model
 * through teams-ai's repair loop. It adds no prompt section: the template shows the actions through
 * its {{actions}} function, rendered from the same schemas. The turn's record keeps what the latest
 * rejected plan was told, so that a turn whose repairs ran out is told apart by that, not by words.
 */
export class ValidatedPlanAugmentation implements Augmentation<ValidatedPlan> {
  constructor(
    private readonly actions: readonly ActionDefinition[],
    private readonly logger: Logger,
  ) {}

  createPromptSection(): undefined {
    return undefined;
  }

  async validateResponse(
    context: TurnContext,
    _memory: Memory,
    _tokenizer: Tokenizer,
    response: PromptResponse<string>,
    remainingAttempts: number,
  ): Promise<Validation<ValidatedPlan>> {
    const content: unknown = response.message?.content;
    const record = turnRecordOf(context);
    if (isBuiltPlan(content)) {
      // The offline planner's plan, handed on as the object it built: its commands have the actions'
      // shapes by construction (a property test holds it to this validator), and the executor still
      // parses each call's parameters with its action's schema before anything runs.
      delete record.rejection;
      return { type: 'Validation', valid: true, value: content as ValidatedPlan };
    }
    const result = validatePlan(typeof content === 'string' ? content : JSON.stringify(content ?? ''), this.actions);
    if (result.ok) {
      delete record.rejection;
      return { type: 'Validation', valid: true, value: result.plan };
    }
    record.rejection = { feedback: result.feedback };
    this.logger.warn('plan rejected', { conversationId: context.activity.conversation?.id, remainingAttempts, feedback: result.feedback });
    return { type: 'Validation', valid: false, feedback: result.feedback };
  }

  /** The validated plan itself: the ReAct planner runs it, teams-ai only ever sees its SAYs. */
  async createPlanFromResponse(_context: TurnContext, _memory: Memory, response: PromptResponse<ValidatedPlan>): Promise<Plan> {
    const plan = response.message?.content ?? { type: 'plan', commands: [] };
    return plan as unknown as Plan;
  }
}

/** A plan our own planner built, handed on as an object; a model's answer always comes as text. */
function isBuiltPlan(content: unknown): content is ValidatedPlan {
  return typeof content === 'object' && content !== null && (content as { type?: unknown }).type === 'plan';
}
