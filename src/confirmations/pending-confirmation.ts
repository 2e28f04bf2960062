import type { AppliedCall } from '../actions/applied-call';

/** Changes shown for confirmation and not yet made: Confirm makes exactly these, Cancel none. */
export interface PendingConfirmation {
  /** Identifies the card that shows them; a card of an older confirmation is refused. */
  readonly id: string;
  readonly calls: readonly AppliedCall[];
  /** The changes in words, as the card lists them. */
  readonly changes: readonly string[];
}

/** What is said once the changes are made, by the card's Confirm or a typed "yes": each change, and how to undo it. */
export function confirmedLines(pending: PendingConfirmation): string[] {
  return [...pending.changes.map((change) => `- ${change}`), 'Type /undo to take it back.'];
}
