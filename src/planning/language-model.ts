import type { TurnContext } from 'botbuilder';
import { ActivityTypes } from 'botbuilder';
import type { Memory, PromptCompletionModel, PromptFunctions, PromptTemplate, Tokenizer } from '@microsoft/teams-ai';
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';
import { notePlanner, type PlannerName } from './planner-name';

/** Teams shows a typing indicator for about three seconds; it is renewed before it fades. */
const TYPING_EVERY_MS = 2_500;

/** When a model keeps failing it is left alone for a while: each call would fail too, slowly, and cost. */
export interface CircuitBreakerOptions {
  /** Failed calls in a row (each after the client's own retries) that open the breaker. */
  readonly failuresToOpen: number;
  readonly coolDownMs: number;
}

/** The model failed several times in a row, and is not being asked until the cool-down ends. */
export const CIRCUIT_OPEN = 'The language model failed several times in a row and is resting';

/**
 * A language model as the planner uses it: each call is noted as that model's (for the turn's log
 * line and the "AI generated" label), and the user sees the bot typing while it thinks. The offline
 * planner answers in microseconds and needs neither.
 */
export class LanguageModel implements PromptCompletionModel {
  private failuresInARow = 0;
  private openUntil = 0;

  constructor(
    readonly name: PlannerName,
    private readonly model: PromptCompletionModel,
    private readonly breaker: CircuitBreakerOptions = { failuresToOpen: 3, coolDownMs: 60_000 },
    private readonly now: () => number = Date.now,
  ) {}

  get events() {
    return this.model.events;
  }

  async completePrompt(context: TurnContext, memory: Memory, functions: PromptFunctions, tokenizer: Tokenizer, template: PromptTemplate): Promise<PromptResponse<string>> {
    notePlanner(context, this.name);
    if (this.now() < this.openUntil) {
      return { status: 'error', error: new Error(CIRCUIT_OPEN) };
    }
    const stopTyping = showTyping(context);
    try {
      const response = await this.model.completePrompt(context, memory, functions, tokenizer, template);
      this.record(response.status === 'error' || response.status === 'rate_limited');
      return response;
    } finally {
      stopTyping();
    }
  }

  private record(failed: boolean): void {
    this.failuresInARow = failed ? this.failuresInARow + 1 : 0;
    if (this.failuresInARow >= this.breaker.failuresToOpen) {
      this.openUntil = this.now() + this.breaker.coolDownMs;
      this.failuresInARow = 0;
    }
  }
}

function showTyping(context: TurnContext): () => void {
  if (context.activity.type !== ActivityTypes.Message) {
    return () => undefined;
  }
  // A typing indicator is a courtesy: failing to send one must not fail the turn.
  const send = () => void context.sendActivity({ type: ActivityTypes.Typing }).catch(() => undefined);
  send();
  const timer = setInterval(send, TYPING_EVERY_MS);
  return () => clearInterval(timer);
}
