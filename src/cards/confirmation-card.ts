import type { PendingConfirmation } from '../confirmations/pending-confirmation';
import { adaptiveCard, type AdaptiveCard, executeAction, heading, paragraph } from './adaptive-card';
import { CARD_VERBS } from './card-verbs';

/** Shows the exact changes asked for, with Confirm and Cancel. */
export function confirmationCard(pending: PendingConfirmation): AdaptiveCard {
  return adaptiveCard(
    [heading('Please confirm'), paragraph('This will:'), ...pending.changes.map((change) => paragraph(`- ${change}`))],
    [executeAction('Confirm', CARD_VERBS.confirmChanges, { id: pending.id }, 'destructive'), executeAction('Cancel', CARD_VERBS.cancelChanges, { id: pending.id })],
    `Please confirm: ${pending.changes.join('; ')}.`,
  );
}

/** What a confirmation card becomes once answered. */
export function confirmationOutcomeCard(title: string, lines: readonly string[], color?: 'Good' | 'Attention'): AdaptiveCard {
  return adaptiveCard([heading(title), ...lines.map((line) => paragraph(line, color ? { color } : {}))], [], `${title} ${lines.join(' ')}`);
}
