import { mayCallModel, type TokenBudget } from '../conversation/token-budget';
import { TokenBudgetSpentError } from './planner-errors';
import type { PlanAnswer, PlanningModel, PlanRequest } from './planning-model';

/** A daily allowance of model tokens, and whether the offline planner answers in front of the model. */
export interface TokenBudgetModelOptions extends TokenBudget {
  readonly offlineAnswers: boolean;
}

/**
 * A model that a conversation may call only while its tokens today, as stored when the turn began,
 * are fewer than its allowance; past it, each step fails at once with TokenBudgetSpentError and no
 * request is made. The turn that crosses the allowance finishes: a turn half done would be rolled
 * back, its tokens spent for nothing.
 */
export class TokenBudgetModel implements PlanningModel {
  constructor(
    private readonly model: PlanningModel,
    private readonly budget: TokenBudgetModelOptions,
  ) {}

  get description(): string {
    return this.model.description;
  }

  get canReplan(): boolean {
    return this.model.canReplan;
  }

  async plan(request: PlanRequest): Promise<PlanAnswer> {
    if (!mayCallModel(request.modelTokens, this.budget.tokensPerDay, this.budget.now())) {
      throw new TokenBudgetSpentError(this.budget.tokensPerDay, this.budget.offlineAnswers);
    }
    return this.model.plan(request);
  }
}
