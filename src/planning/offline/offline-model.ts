import type { ListLimits } from '../../lists';
import { NOT_UNDERSTOOD_REPLY } from '../../replies/help-replies';
import type { ValidatedPlan } from '../plan';
import type { PlanAnswer, PlanningModel, PlanRequest } from '../planning-model';
import { sayPlan } from './plans';
import { planOffline } from './offline-planner';

/**
 * The offline planner as a model: it answers the user's message with its plan, so validation,
 * actions and replies run exactly as for a language model. With no `fallback`, a request it does not
 * understand is answered with what it can do; with one (PLANNER=auto and a model configured), such
 * requests, and every later step of a turn, go to it.
 */
export class OfflineModel implements PlanningModel {
  constructor(
    private readonly limits: ListLimits,
    private readonly fallback?: PlanningModel,
  ) {}

  get description(): string {
    return this.fallback ? `offline, then ${this.fallback.description}` : 'offline';
  }

  get canReplan(): boolean {
    return this.fallback?.canReplan ?? false;
  }

  async plan(request: PlanRequest): Promise<PlanAnswer> {
    // Later steps of a turn carry an action's result as input, not the user's words.
    const planning = request.isUsersMessage ? planOffline(request.input, request.lists, this.limits, request.focus, { afterQuestion: request.afterQuestion === true, ...(request.userName ? { userName: request.userName } : {}), ...(request.shopping ? { shopping: request.shopping } : {}), ...(request.sharedChat ? { sharedChat: true } : {}), ...(request.reminding ? { reminding: request.reminding } : {}) }) : undefined;
    if (planning?.understood) {
      return answer(planning.plan);
    }
    if (this.fallback) {
      return this.fallback.plan(request);
    }
    return { ...answer(sayPlan(NOT_UNDERSTOOD_REPLY)), declined: 'not_understood' };
  }
}

function answer(plan: ValidatedPlan): PlanAnswer {
  return { plan, plannedBy: 'offline' };
}
