import { EmptyTextError, LimitExceededError } from './list-errors';
import type { ListLimits } from './limits';
import { cleanText } from './match-key';

/** The reason `text` cannot be a list name or an item, if there is one. */
export function checkText(text: string, field: 'list name' | 'item', limits: ListLimits): EmptyTextError | LimitExceededError | undefined {
  const cleaned = cleanText(text);
  if (cleaned.length === 0) {
    return new EmptyTextError(field);
  }
  if (cleaned.length > limits.maxTextLength) {
    return new LimitExceededError(
      'maxTextLength',
      limits.maxTextLength,
      `That ${field} is ${cleaned.length} characters long; the most is ${limits.maxTextLength}. Shorten "${cleaned.slice(0, 40)}…".`,
    );
  }
  return undefined;
}
