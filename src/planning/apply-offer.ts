import { proposalCard } from '../cards/proposal-card';
import { describeChanges } from '../confirmations/destructive-changes';
import { newProposal, type ProposalChoice } from '../confirmations/pending-confirmation';
import type { GroceryLists } from '../lists';
import { cardReply, type Reply } from '../replies/reply';
import type { Offer } from './offer';
import type { TurnPlan } from './plan-turn';

const UNDO: ProposalChoice = { label: 'Undo', calls: [], changes: [], undoes: true };

/**
 * The turn as its offer shapes it. `undo`: the changes stand, and what was said carries Undo (and
 * any other choice offered). `propose`: nothing is changed; the changes wait behind one button that
 * names them. `suggest`: nothing was done, and the choices are buttons under the answer. A turn
 * already waiting for confirmation, or one whose plan changed nothing to undo or propose, is as it was.
 */
export function applyOffer(outcome: TurnPlan, offer: Offer | undefined, listsAtStart: GroceryLists, now: number): TurnPlan {
  if (!offer || outcome.kind !== 'done') {
    return outcome;
  }
  switch (offer.kind) {
    case 'undo': {
      if (outcome.applied.length === 0 || outcome.lists === listsAtStart) {
        return outcome;
      }
      const offered = newProposal([UNDO, ...(offer.alternatives ?? [])], now);
      return { ...outcome, replies: withButtons(outcome.replies, offered), offered };
    }
    case 'propose': {
      if (outcome.applied.length === 0) {
        return outcome;
      }
      const changes = describeChanges(outcome.applied, listsAtStart);
      const pending = newProposal([{ label: changes.join('; '), calls: outcome.applied, changes }], now);
      return { kind: 'confirm', pending, replies: [cardReply(proposalCard(offer.question, pending))], consulted: outcome.consulted, recap: `${outcome.recap}\nNot done yet: offered to the user as a button.` };
    }
    case 'suggest': {
      if (offer.choices.length === 0) {
        return outcome;
      }
      const offered = newProposal(offer.choices, now);
      return { ...outcome, replies: withButtons(outcome.replies, offered), offered };
    }
  }
}

/** The replies with the last text one shown as a card with the proposal's buttons. */
function withButtons(replies: readonly Reply[], offered: ReturnType<typeof newProposal>): Reply[] {
  const last = replies.map((reply) => reply.kind).lastIndexOf('text');
  const text = last >= 0 ? (replies[last] as Extract<Reply, { kind: 'text' }>).text : undefined;
  if (text === undefined) {
    return [...replies, cardReply(proposalCard('', offered))];
  }
  return replies.map((reply, index) => (index === last ? cardReply(proposalCard(text, offered)) : reply));
}
