/** The model tokens a conversation has used on one UTC day, as the model service counted them. */
export interface ModelTokens {
  /** The UTC day counted, as YYYY-MM-DD. */
  readonly day: string;
  readonly used: number;
}

/** How many model tokens one conversation may use a UTC day, and the clock that says which day it is. */
export interface TokenBudget {
  readonly tokensPerDay: number;
  readonly now: () => number;
}

/** The UTC day `now` falls on, as YYYY-MM-DD. */
export function utcDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The tokens counted on the day `now` falls on: a count from an earlier day is no longer owed. */
export function tokensUsedToday(tokens: ModelTokens | undefined, now: number): number {
  // Stored state is read as it is: a count in another shape counts as none.
  return tokens?.day === utcDay(now) && Number.isFinite(tokens.used) ? tokens.used : 0;
}

/** Whether a conversation that has used `tokens` may call the model at `now`, with `tokensPerDay` allowed a day. */
export function mayCallModel(tokens: ModelTokens | undefined, tokensPerDay: number, now: number): boolean {
  return tokensUsedToday(tokens, now) < tokensPerDay;
}

/** The count after a turn that used `added` tokens at `now`: a new UTC day starts from nothing. */
export function withTokensUsed(tokens: ModelTokens | undefined, added: number, now: number): ModelTokens {
  return { day: utcDay(now), used: tokensUsedToday(tokens, now) + added };
}
