import { UNEXPECTED_ERROR_REPLY } from '../replies/unexpected-error';
import {
  type Blame,
  ModelConfigurationError,
  ModelRefusedMessageError,
  ModelRestingError,
  ModelRateLimitedError,
  ModelUnreachableError,
  PlanningError,
  PromptTooLongError,
  RepairsExhaustedError,
  StepsExhaustedError,
  TokenBudgetSpentError,
  TurnTimeExhaustedError,
} from './planner-errors';

/** Why a planned turn could not finish, sorted by what the user or the operator can do about it. */
export type TurnFailureKind = 'invalid_plan' | 'rate_limited' | 'model_rejected_credentials' | 'model_rejected_configuration' | 'model_refused_message' | 'model_resting' | 'model_budget_spent' | 'model_unreachable' | 'prompt_too_long' | 'too_many_steps' | 'too_slow' | 'internal';

/** A failed turn as the user is told it, and as it is logged. */
export interface TurnFailure {
  readonly kind: TurnFailureKind;
  /** Who must act: the model (rephrase), the operator (configuration), or the system (wait, or a bug). */
  readonly blame: Blame;
  readonly userMessage: string;
}

const NOTHING_CHANGED = 'nothing was changed';

/** Turns the error that ended a turn into one clear reply that says the lists are as they were, and what to do. */
export function describeTurnFailure(error: unknown): TurnFailure {
  const failure = (kind: TurnFailureKind, userMessage: string): TurnFailure => ({ kind, blame: error instanceof PlanningError ? error.blame : 'system', userMessage });
  if (error instanceof RepairsExhaustedError) {
    return failure(
      'invalid_plan',
      `Sorry, I couldn't turn that into changes I know how to make, so ${NOTHING_CHANGED}. Try saying it another way, for example "add milk and eggs to groceries" or "what's on the party list?".`,
    );
  }
  if (error instanceof ModelRateLimitedError) {
    return failure('rate_limited', `The language model is busy right now, so ${NOTHING_CHANGED}. Please try again in a minute.`);
  }
  if (error instanceof ModelConfigurationError) {
    if (error.credentialsRefused) {
      return failure(
        'model_rejected_credentials',
        `The language model refused this bot's credentials, so ${NOTHING_CHANGED}. Whoever runs the bot needs to check its model key (OPENAI_API_KEY or AZURE_OPENAI_API_KEY).`,
      );
    }
    return failure(
      'model_rejected_configuration',
      `The language model service refused the bot's request (${error.status}), so ${NOTHING_CHANGED}. Whoever runs the bot needs to check ${error.variables.join(', ')}.`,
    );
  }
  if (error instanceof ModelRefusedMessageError) {
    return failure(
      'model_refused_message',
      error.reason === 'content_filter'
        ? `The language model's content filter refused that message, so ${NOTHING_CHANGED}. Try saying it another way.`
        : `That was more than the language model can read at once, so ${NOTHING_CHANGED}. Try a shorter message.`,
    );
  }
  if (error instanceof ModelRestingError) {
    return failure(
      'model_resting',
      `The language model has failed several times in a row, so I'm giving it a moment's rest, and ${NOTHING_CHANGED}. Simple requests such as "add milk to groceries" still work meanwhile.`,
    );
  }
  if (error instanceof TokenBudgetSpentError) {
    const allowance = `This chat has used its model allowance for today (${error.tokensPerDay.toLocaleString('en-US')} tokens)`;
    return failure(
      'model_budget_spent',
      error.offlineAnswers
        ? `${allowance}, so I can only do plain requests until midnight UTC: try "add milk to groceries" or "what's on groceries?".`
        : `${allowance}, so ${NOTHING_CHANGED}. I can plan requests again after midnight UTC; /lists and /undo still work meanwhile.`,
    );
  }
  if (error instanceof ModelUnreachableError) {
    return failure('model_unreachable', `I couldn't reach the language model, so ${NOTHING_CHANGED}. Please try again in a moment.`);
  }
  if (error instanceof PromptTooLongError) {
    return failure('prompt_too_long', `That request is too long for me to plan with in one go, so ${NOTHING_CHANGED}. Try a shorter message.`);
  }
  if (error instanceof StepsExhaustedError) {
    return failure('too_many_steps', `That took more steps than I'm allowed in one turn, so ${NOTHING_CHANGED}. Try asking for one thing at a time.`);
  }
  if (error instanceof TurnTimeExhaustedError) {
    return failure('too_slow', `That took too long, so ${NOTHING_CHANGED}. Please try again, or ask for one thing at a time.`);
  }
  return failure('internal', UNEXPECTED_ERROR_REPLY);
}
