import type { Reply } from '../replies/reply';
import type { ConversationState } from './conversation-state';

/**
 * Whether a turn's replies ask the user something: "Which list should I add eggs to? Your lists: …".
 * Any question counts, the model's "Anything else?" too: after it, a message may be an answer, and
 * is never read as a follow-up of an earlier change.
 */
export function asksBack(replies: readonly Reply[]): boolean {
  return replies.some((reply) => reply.kind === 'text' && reply.text.includes('?'));
}

/** Keeps, for the next turn, whether this one asked something back and changed nothing. */
export function noteAskedBack(conversation: ConversationState, asked: boolean): void {
  if (asked) {
    conversation.askedBack = true;
  } else {
    delete conversation.askedBack;
  }
}
