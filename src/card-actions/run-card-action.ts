import { CARD_VERBS } from '../cards/card-verbs';
import { confirmationOutcomeCard } from '../cards/confirmation-card';
import { ITEM_INPUT_PREFIX, listCard, listVersion, missingListCard } from '../cards/list-card';
import { CONFIRMATION_CLOSED, confirmedLines, isWaiting } from '../confirmations/pending-confirmation';
import { confirmChanges } from '../planning/confirm-changes';
import { acceptedLines, acceptProposal } from '../planning/accept-proposal';
import type { ConversationState } from '../conversation/conversation-state';
import { findList, type GroceryLists, removeItems } from '../lists';
import type { CardAction, CardActionContext, CardActionOutcome } from './card-action';
import { addFromCard, clearBoughtOnCard, goneCard, listOfCard, suggestingCard, toggleBought } from './list-card-actions';
import { addSuggestion, stopSuggesting } from './suggestion-card-actions';
import { addRecipe } from './recipe-card-actions';
import { cancelReminderOnCard } from './reminder-card-actions';
import { joinWords } from '../text/join-words';

export type { CardAction, CardActionContext, CardActionOutcome } from './card-action';

/** The verbs handled here: each is a button on one of the bot's cards. */
export const CARD_ACTION_VERBS: readonly string[] = Object.values(CARD_VERBS);

/**
 * Answers a card's action with no model call. Every change is returned as calls, like a plan's, so
 * it can be applied again if another instance saved first. Undefined for a verb no card has.
 */
export async function runCardAction(action: CardAction, conversation: ConversationState, context: CardActionContext): Promise<CardActionOutcome | undefined> {
  const lists = conversation.lists ?? [];
  const { data } = action;
  switch (action.verb) {
    case CARD_VERBS.refreshList:
    case CARD_VERBS.showList: {
      const list = listOfCard(lists, data);
      return list ? { card: suggestingCard(lists, list, context) } : goneCard(lists, data);
    }
    case CARD_VERBS.toggleBought:
      return toggleBought(lists, data, context);
    case CARD_VERBS.clearBought:
      return clearBoughtOnCard(lists, data, context);
    case CARD_VERBS.addFromCard:
      return addFromCard(lists, data, context);
    case CARD_VERBS.addSuggestion:
      return addSuggestion(lists, data, context);
    case CARD_VERBS.stopSuggesting:
      return stopSuggesting(lists, data, context);
    case CARD_VERBS.addRecipe:
      return addRecipe(lists, data, context);
    case CARD_VERBS.removeTicked:
      return removeTicked(lists, data);
    case CARD_VERBS.cancelReminder:
      return cancelReminderOnCard(lists, conversation.reminders ?? [], data, context.now ?? Date.now());
    case CARD_VERBS.confirmChanges: {
      const pending = conversation.pendingConfirmation;
      if (!isWaiting(pending, context.now ?? Date.now()) || pending.id !== data.id) {
        return { card: confirmationOutcomeCard('Nothing was changed', [CONFIRMATION_CLOSED]), settlesConfirmation: pending?.id === data.id };
      }
      const { actions, limits, userName } = context;
      const confirmed = await confirmChanges(pending, lists, actions, { limits, ...(userName ? { userName } : {}) });
      if (!confirmed.ok) {
        return { card: confirmationOutcomeCard('Nothing was changed', [confirmed.reason], 'Attention'), settlesConfirmation: true };
      }
      return {
        card: confirmationOutcomeCard('Done', confirmedLines(pending), 'Good'),
        changed: { lists: confirmed.lists, calls: confirmed.calls, forgetsShopping: confirmed.forgetsShopping },
        settlesConfirmation: true,
      };
    }
    case CARD_VERBS.acceptProposal: {
      const { actions, limits, userName } = context;
      const accepted = await acceptProposal(conversation.pendingConfirmation, { id: data.id, index: data.choice }, { lists, undo: conversation.undo ?? [] }, actions, { limits, now: context.now ?? Date.now(), ...(userName ? { userName } : {}) });
      const settles = conversation.pendingConfirmation?.id === data.id;
      if (!accepted.ok) {
        return { card: confirmationOutcomeCard('Nothing was changed', [accepted.reason]), settlesConfirmation: settles };
      }
      return {
        card: confirmationOutcomeCard('Done', acceptedLines(accepted.choice), 'Good'),
        changed: { lists: accepted.lists, calls: accepted.calls, ...(accepted.undo ? { undo: accepted.undo } : {}) },
        settlesConfirmation: true,
      };
    }
    case CARD_VERBS.cancelChanges:
      return { card: confirmationOutcomeCard('Cancelled', ['Nothing was changed.']), settlesConfirmation: conversation.pendingConfirmation?.id === data.id };
    default:
      return undefined;
  }
}

function removeTicked(lists: GroceryLists, data: Record<string, unknown>): CardActionOutcome {
  const name = String(data.list ?? '');
  const found = findList(lists, name);
  if (!found.ok) {
    return { card: missingListCard(name, lists.map((list) => list.name)) };
  }
  if (data.version !== listVersion(found.value)) {
    return { card: listCard(found.value, { text: 'This list changed since the card was sent. Here it is now: tick the items again.', color: 'Warning' }) };
  }
  // The version matched, so each checkbox's position is still its item's.
  const ticked = found.value.items.filter((_, index) => data[`${ITEM_INPUT_PREFIX}${index}`] === 'true').map((item) => item.name);
  if (ticked.length === 0) {
    return { card: listCard(found.value, { text: 'Tick the items to remove first.' }) };
  }
  const removed = removeItems(lists, found.value.name, ticked);
  if (!removed.ok) {
    return { card: listCard(found.value, { text: removed.error.message, color: 'Attention' }) };
  }
  const updated = findList(removed.value.lists, found.value.name);
  return {
    card: updated.ok ? listCard(updated.value, { text: `Removed ${joinWords(ticked)}.`, color: 'Good' }) : missingListCard(name, []),
    changed: { lists: removed.value.lists, calls: [{ action: 'removeItems', parameters: { list: found.value.name, items: ticked } }] },
  };
}
