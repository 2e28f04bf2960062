import type { AppliedCall } from '../actions/applied-call';

/** Changes shown for confirmation and not yet made: Confirm makes exactly these, Cancel none. */
export interface PendingConfirmation {
  /** Identifies the card that shows them; a card of an older confirmation is refused. */
  readonly id: string;
  readonly calls: readonly AppliedCall[];
  /** The changes in words, as the card lists them. */
  readonly changes: readonly string[];
}
