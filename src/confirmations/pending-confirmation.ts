import { randomUUID } from 'node:crypto';
import type { AppliedCall } from '../actions/applied-call';

/** How long a confirmation waits for its answer; after that its card, pressed, changes nothing. */
export const CONFIRMATION_WAITS_MS = 10 * 60_000;

/**
 * One change a proposal offers, made by its own button: the calls it names, after taking back the
 * change the turn made when `undoes` is set ("Undo", or "Put them on cleaning instead").
 */
export interface ProposalChoice {
  /** The button's title, which names the change: "Remove rice from groceries". */
  readonly label: string;
  readonly calls: readonly AppliedCall[];
  /** The changes in words, as said once made. */
  readonly changes: readonly string[];
  readonly undoes?: true;
}

/**
 * Changes shown for confirmation and not yet made: Confirm makes exactly these, Cancel none. With
 * `choices`, it is a proposal: each button makes exactly the change it names, once, and it goes
 * stale as a confirmation does.
 */
export interface PendingConfirmation {
  /** Identifies the card that shows them; a card of an older confirmation is refused. */
  readonly id: string;
  readonly calls: readonly AppliedCall[];
  /** The changes in words, as the card lists them. */
  readonly changes: readonly string[];
  /**
   * When the card was sent (ms since the epoch). One stored before there was a time limit has none:
   * it waits as if sent when the first turn after that sees it, and that turn stamps it so.
   */
  readonly at?: number;
  /**
   * Whether a typed "yes" or "no" still answers it: only the message right after the card. Once
   * another message has come and gone, a "yes" answers that one (a question the model asked), never the card.
   */
  readonly typedAnswer?: boolean;
  /** Set by /reset: Confirm also erases what the conversation has bought (its history, staples and choices). */
  readonly forgetsShopping?: boolean;
  /** Set for a proposal: what each of its buttons makes. `calls` and `changes` are then the first choice's. */
  readonly choices?: readonly ProposalChoice[];
}

export function newPendingConfirmation(calls: readonly AppliedCall[], changes: readonly string[], now: number, options: { readonly forgetsShopping?: boolean } = {}): PendingConfirmation {
  return { id: randomUUID(), calls, changes, at: now, typedAnswer: true, ...(options.forgetsShopping ? { forgetsShopping: true } : {}) };
}

/**
 * A proposal of `choices`, one button each. A typed "yes" takes it only when it offers one change
 * that takes nothing back: "yes" after "Added milk" is no request to undo it.
 */
export function newProposal(choices: readonly ProposalChoice[], now: number): PendingConfirmation {
  const [first] = choices;
  const typed = choices.length === 1 && first !== undefined && first.undoes !== true;
  return { id: randomUUID(), calls: first?.calls ?? [], changes: first?.changes ?? [], at: now, typedAnswer: typed, choices };
}

/** Whether a confirmation still waits for its answer: it is within its time. */
export function isWaiting(pending: PendingConfirmation | undefined, now: number): pending is PendingConfirmation {
  return pending !== undefined && (pending.at === undefined || now - pending.at < CONFIRMATION_WAITS_MS);
}

/**
 * What becomes of the confirmation that waited when a turn began, once the turn is done. One the turn
 * answered or replaced is the turn's business. One still waiting is taken off the table when its
 * time is up, or when the turn changed the lists (Confirm would make changes read against lists that
 * are no more); after any other message, only its card can answer it.
 */
export function confirmationAfterTurn(waiting: PendingConfirmation | undefined, now: PendingConfirmation | undefined, turn: { readonly changedLists: boolean; readonly wasMessage: boolean; readonly at: number }): PendingConfirmation | undefined {
  if (!waiting || now !== waiting) {
    return now;
  }
  if (!isWaiting(waiting, turn.at) || turn.changedLists) {
    return undefined;
  }
  const timed = waiting.at === undefined ? { ...waiting, at: turn.at } : waiting;
  return turn.wasMessage && timed.typedAnswer !== false ? { ...timed, typedAnswer: false } : timed;
}

/** What is said once the changes are made, by the card's Confirm or a typed "yes": each change, and how to undo it. */
export function confirmedLines(pending: PendingConfirmation): string[] {
  return [...pending.changes.map((change) => `- ${change}`), 'Type /undo to take it back.'];
}

/** What a card of a confirmation no longer waiting says when it is pressed. */
export const CONFIRMATION_CLOSED = `This is no longer waiting for an answer: it was confirmed or cancelled, replaced by a newer request, the lists changed since, or it waited more than ${CONFIRMATION_WAITS_MS / 60_000} minutes.`;
