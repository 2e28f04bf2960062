import type { ProposalChoice } from '../confirmations/pending-confirmation';

/**
 * What a reading that was not sure asks of its turn beyond the plan (see the offline planner's
 * lenient reading): the plan's changes made with an Undo button beside what it says; the changes
 * held, and offered as one button, because they take something away; or nothing done, and up to
 * three changes offered as buttons.
 */
export type Offer =
  | { readonly kind: 'undo'; readonly alternatives?: readonly ProposalChoice[] }
  | { readonly kind: 'propose'; readonly question: string }
  | { readonly kind: 'suggest'; readonly choices: readonly ProposalChoice[] };
