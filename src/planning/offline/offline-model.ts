import type { ListLimits } from '../../lists';
import { ModelRestingError, TokenBudgetSpentError } from '../planner-errors';
import type { PlanAnswer, PlanningModel, PlanRequest } from '../planning-model';
import { NOT_UNDERSTOOD_REPLY } from '../../replies/help-replies';
import { answerOffline } from './answer-offline';
import { sayPlan } from './plans';

/**
 * The offline planner as a model: it answers the user's message with its plan, so validation,
 * actions and replies run exactly as for a language model. With no `fallback`, what the strict
 * reading is not sure of is read leniently and offered (see answerOffline); with one (PLANNER=auto
 * and a model configured), it goes to the model, and is read leniently only while the model is
 * unavailable (resting after failures, or the conversation's tokens spent for the day), when a
 * message the lenient reading cannot read either is answered with why there is no model.
 */
export class OfflineModel implements PlanningModel {
  constructor(
    private readonly limits: ListLimits,
    private readonly fallback?: PlanningModel,
    /** Whether what the strict reading is not sure of is read leniently when no model answers it (OFFLINE_READING). */
    private readonly lenient = true,
  ) {}

  get description(): string {
    return this.fallback ? `offline, then ${this.fallback.description}` : 'offline';
  }

  get canReplan(): boolean {
    return this.fallback?.canReplan ?? false;
  }

  async plan(request: PlanRequest): Promise<PlanAnswer> {
    // Later steps of a turn carry an action's result as input, not the user's words.
    if (!request.isUsersMessage) {
      if (this.fallback) {
        return this.fallback.plan(request);
      }
      return { plan: sayPlan(NOT_UNDERSTOOD_REPLY), plannedBy: 'offline', declined: 'not_understood' };
    }
    const first = this.answer(request, this.lenient && this.fallback === undefined);
    if (first || !this.fallback) {
      return first ?? { plan: sayPlan(NOT_UNDERSTOOD_REPLY), plannedBy: 'offline', declined: 'not_understood' };
    }
    try {
      return await this.fallback.plan(request);
    } catch (error) {
      // While the model is unavailable, what the lenient reading reads is answered; a message it cannot read gets the reason there is no model.
      const lenient = this.lenient && (error instanceof ModelRestingError || error instanceof TokenBudgetSpentError) ? this.answer(request, true) : undefined;
      if (lenient && lenient.declined === undefined) {
        return lenient;
      }
      throw error;
    }
  }

  private answer(request: PlanRequest, lenient: boolean): PlanAnswer | undefined {
    const answer = answerOffline(request.input, request.lists, this.limits, request.focus, {
      lenient,
      afterQuestion: request.afterQuestion === true,
      ...(request.userName ? { userName: request.userName } : {}),
      ...(request.shopping ? { shopping: request.shopping } : {}),
      ...(request.sharedChat ? { sharedChat: true } : {}),
      ...(request.reminding ? { reminding: request.reminding } : {}),
    });
    return answer && { plan: answer.plan, plannedBy: 'offline', ...(answer.offer ? { offer: answer.offer } : {}), ...(answer.declined ? { declined: answer.declined } : {}) };
  }
}
