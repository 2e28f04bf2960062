import { isServiceFailure, ModelRestingError } from './planner-errors';
import type { PlanAnswer, PlanningModel, PlanRequest } from './planning-model';

/** When a model keeps failing it is left alone for a while: each call would fail too, slowly, and cost. */
export interface CircuitBreakerOptions {
  /** Failed calls in a row (each after the client's own retries) that open the breaker. */
  readonly failuresToOpen: number;
  readonly coolDownMs: number;
}

/**
 * A model behind a circuit breaker: after `failuresToOpen` failures of the service in a row (5xx,
 * 429 after the client's retries, timeouts, no connection) it is not asked until the cool-down
 * ends, and each step meanwhile fails at once with ModelRestingError. A request refused for what it
 * holds, or a bad configuration, neither counts nor resets the count.
 */
export class CircuitBreaker implements PlanningModel {
  private failuresInARow = 0;
  private openUntil = 0;

  constructor(
    private readonly model: PlanningModel,
    private readonly breaker: CircuitBreakerOptions,
    private readonly now: () => number = Date.now,
  ) {}

  get description(): string {
    return this.model.description;
  }

  get canReplan(): boolean {
    return this.model.canReplan;
  }

  async plan(request: PlanRequest): Promise<PlanAnswer> {
    if (this.now() < this.openUntil) {
      throw new ModelRestingError(this.openUntil);
    }
    try {
      const answer = await this.model.plan(request);
      this.failuresInARow = 0;
      return answer;
    } catch (error) {
      // Only the service failing counts: one message refused (a content filter, a prompt too long) says nothing of it.
      if (isServiceFailure(error)) {
        this.recordFailure();
      }
      throw error;
    }
  }

  private recordFailure(): void {
    this.failuresInARow += 1;
    if (this.failuresInARow >= this.breaker.failuresToOpen) {
      this.openUntil = this.now() + this.breaker.coolDownMs;
      this.failuresInARow = 0;
    }
  }
}
