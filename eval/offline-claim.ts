import { commandOf } from '../src/commands/commands';
import { typedConfirmation } from '../src/confirmations/typed-confirmation';
import type { ConversationState } from '../src/conversation/conversation-state';
import type { ListLimits } from '../src/lists';
import { planOffline } from '../src/planning/offline/offline-planner';
import type { ValidatedPlan } from '../src/planning/plan';
import { answerOffline, type OfflineAnswer } from '../src/planning/offline/answer-offline';

/**
 * What answers a message with no model, if anything does: a command ("/undo"), a typed yes or no
 * to a waiting confirmation (answered before any planner, as its card's button would be), or the
 * offline planner's plan.
 */
export type OfflineClaim = { readonly by: 'command' } | { readonly by: 'typed confirmation' } | { readonly by: 'offline planner'; readonly plan: ValidatedPlan };

/**
 * Whether the bot answers `text` with no model, in a conversation whose state before the message
 * is `before`, in the order the bot tries them. The one place the evaluation asks the offline
 * planner, so that a change to its signature is adapted here alone.
 */
export function offlineClaim(text: string, before: ConversationState, limits: ListLimits): OfflineClaim | undefined {
  if (commandOf(text) !== undefined) {
    return { by: 'command' };
  }
  if (before.pendingConfirmation !== undefined && typedConfirmation(text) !== undefined) {
    return { by: 'typed confirmation' };
  }
  const planned = planOffline(text, before.lists ?? [], limits, before.focus, { afterQuestion: before.askedBack === true, ...(before.shopping ? { shopping: before.shopping } : {}) });
  return planned.understood ? { by: 'offline planner', plan: planned.plan } : undefined;
}

/** How the bot with no model answers `text`: the strict reading, the lenient one, or a decline (see answerOffline). */
export function offlineAnswer(text: string, before: ConversationState, limits: ListLimits): OfflineAnswer | undefined {
  return answerOffline(text, before.lists ?? [], limits, before.focus, { lenient: true, afterQuestion: before.askedBack === true, ...(before.shopping ? { shopping: before.shopping } : {}) });
}
