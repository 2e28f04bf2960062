import type { PendingConfirmation } from '../confirmations/pending-confirmation';
import { adaptiveCard, type AdaptiveCard, executeAction, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/**
 * What the bot said, with a button for each change its proposal offers: "Undo" under what it did,
 * "Remove rice from groceries" under what it read but would not do unasked.
 */
export function proposalCard(text: string, pending: PendingConfirmation): AdaptiveCard {
  const choices = pending.choices ?? [];
  const buttons = choices.map((choice, index) => executeAction(choice.label, CARD_VERBS.acceptProposal, { id: pending.id, choice: index }, index === 0 && !choice.undoes ? 'positive' : undefined));
  return adaptiveCard(
    text.split('\n').map((line) => paragraph(line)),
    buttons,
    `${text}${choices.length > 0 ? ` (${choices.map((choice) => choice.label).join(' / ')})` : ''}`,
  );
}
