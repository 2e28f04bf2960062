/** Why a planned turn could not finish, sorted by what the user or the operator can do about it. */
export type TurnFailureKind = 'invalid_plan' | 'rate_limited' | 'model_rejected_credentials' | 'model_unreachable' | 'prompt_too_long' | 'too_many_steps' | 'internal';

/** A failed turn as the user is told it, and as it is logged. */
export interface TurnFailure {
  readonly kind: TurnFailureKind;
  readonly userMessage: string;
}

const NOTHING_CHANGED = 'nothing was changed';

/**
 * Turns the error that ended a turn into one clear reply. teams-ai reports model failures as plain
 * Errors, so the kind is read from their messages; each message here says that the lists are as
 * they were, and what to do next.
 */
export function describeTurnFailure(error: unknown): TurnFailure {
  const text = error instanceof Error ? error.message : String(error);
  if (/max model response repair attempts/i.test(text)) {
    return failure(
      'invalid_plan',
      `Sorry, I couldn't turn that into changes I know how to make, so ${NOTHING_CHANGED}. Try saying it another way, for example "add milk and eggs to groceries" or "what's on the party list?".`,
    );
  }
  if (/rate limit/i.test(text)) {
    return failure('rate_limited', `The language model is busy right now, so ${NOTHING_CHANGED}. Please try again in a minute.`);
  }
  if (/error status of (401|403)\b/.test(text)) {
    return failure(
      'model_rejected_credentials',
      `The language model refused this bot's credentials, so ${NOTHING_CHANGED}. Whoever runs the bot needs to check its model key (OPENAI_API_KEY or AZURE_OPENAI_API_KEY).`,
    );
  }
  if (/chat completion API returned an error/i.test(text)) {
    return failure('model_unreachable', `I couldn't reach the language model, so ${NOTHING_CHANGED}. Please try again in a moment.`);
  }
  if (/exceeded the max_input_tokens/i.test(text)) {
    return failure('prompt_too_long', `Your lists are too long for me to plan with in one go, so ${NOTHING_CHANGED}. Deleting lists you no longer need will help.`);
  }
  if (/maximum (number of steps|amount of time)/i.test(text)) {
    return failure('too_many_steps', `That took more steps than I'm allowed in one turn, so ${NOTHING_CHANGED}. Try asking for one thing at a time.`);
  }
  return failure('internal', `Something went wrong on my side, so ${NOTHING_CHANGED}. Please try again.`);
}

function failure(kind: TurnFailureKind, userMessage: string): TurnFailure {
  return { kind, userMessage };
}
