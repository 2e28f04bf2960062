import type { AdaptiveCard } from '../cards/adaptive-card';
import { confirmationOutcomeCard } from '../cards/confirmation-card';
import { listCard } from '../cards/list-card';
import type { GroceryLists } from '../lists';
import { listOfCard } from './list-card-actions';

/**
 * The card a tap answers with when its change could not be stored: the list as it is stored, with
 * why nothing changed on it; a card of no list (a confirmation) says so alone. Never the card the
 * change would have made.
 */
export function unsavedCard(storedLists: GroceryLists, data: Record<string, unknown>, reason: string): AdaptiveCard {
  const list = listOfCard(storedLists, data);
  return list ? listCard(list, { text: reason, color: 'Attention' }) : confirmationOutcomeCard('Nothing was changed', [reason], 'Attention');
}
