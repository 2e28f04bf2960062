import { type ModelTokens, withTokensUsed } from '../conversation/token-budget';
import type { TurnRecord } from './turn-record';

/**
 * The conversation's count of model tokens with the turn's own added (prompt and completion, as the
 * service reported them, failed turns included), or undefined when the turn reported none and the
 * count is left as stored. A call that reported no usage counts nothing: only the provider's figures do.
 */
export function countTurnTokens(stored: ModelTokens | undefined, record: TurnRecord, now: number): ModelTokens | undefined {
  const tokens = record.modelCalls.reduce((total, call) => total + (call.promptTokens ?? 0) + (call.completionTokens ?? 0), 0);
  return tokens > 0 ? withTokensUsed(stored, tokens, now) : undefined;
}
