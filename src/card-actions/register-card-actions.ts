import { AdaptiveCardActionExecuteResponseType, type Application } from '@microsoft/teams-ai';
import type { ActionDefinition } from '../actions/define-action';
import type { AdaptiveCard } from '../cards/adaptive-card';
import { CARD_VERBS } from '../cards/card-verbs';
import { confirmationOutcomeCard } from '../cards/confirmation-card';
import { cardForList, ITEM_INPUT_PREFIX, listCard, listVersion, missingListCard } from '../cards/list-card';
import { findList, type ListLimits, removeItems } from '../lists';
import { applyCalls } from '../planning/apply-calls';
import { joinWords } from '../planning/offline/replies';
import { recordAppliedCalls } from '../planning/turn-record';
import type { AppTurnState } from '../state';

/** How a card action is answered: the card it becomes, for everyone who sees it (lists are shared). */
export const CARD_RESPONSE_TYPE = AdaptiveCardActionExecuteResponseType.REPLACE_FOR_ALL;

/**
 * Handles the cards' Universal Actions. They change lists with no model call, and every change is
 * recorded like a plan's, so it is applied again if another instance saved first.
 */
export function registerCardActions(app: Application<AppTurnState>, actions: readonly ActionDefinition[], limits: ListLimits): void {
  const cards = app.adaptiveCards;
  // teams-ai types its own AdaptiveCard narrowly; ours is the same JSON.
  const answer = (card: AdaptiveCard) => card as never;

  cards.actionExecute<{ list?: string }>([CARD_VERBS.refreshList, CARD_VERBS.showList], async (_context, state, data) => {
    return answer(cardForList(state.conversation.lists ?? [], String(data.list ?? '')));
  });

  cards.actionExecute<Record<string, unknown>>(CARD_VERBS.removeTicked, async (context, state, data) => {
    const lists = state.conversation.lists ?? [];
    const name = String(data.list ?? '');
    const found = findList(lists, name);
    if (!found.ok) {
      return answer(missingListCard(name, lists.map((list) => list.name)));
    }
    if (data.version !== listVersion(found.value)) {
      return answer(listCard(found.value, { text: 'This list changed since the card was sent. Here it is now: tick the items again.', color: 'Warning' }));
    }
    // The version matched, so each checkbox's position is still its item's.
    const ticked = found.value.items.filter((_, index) => data[`${ITEM_INPUT_PREFIX}${index}`] === 'true').map((item) => item.name);
    if (ticked.length === 0) {
      return answer(listCard(found.value, { text: 'Tick the items to remove first.' }));
    }
    const removed = removeItems(lists, found.value.name, ticked);
    if (!removed.ok) {
      return answer(listCard(found.value, { text: removed.error.message, color: 'Attention' }));
    }
    state.conversation.lists = removed.value.lists;
    recordAppliedCalls(context, [{ action: 'removeItems', parameters: { list: found.value.name, items: ticked } }]);
    const updated = findList(removed.value.lists, found.value.name);
    return answer(updated.ok ? listCard(updated.value, { text: `Removed ${joinWords(ticked)}.`, color: 'Good' }) : missingListCard(name, []));
  });

  cards.actionExecute<{ id?: string }>(CARD_VERBS.confirmChanges, async (context, state, data) => {
    const pending = state.conversation.pendingConfirmation;
    if (!pending || pending.id !== data.id) {
      return answer(confirmationOutcomeCard('Nothing was changed', ['These changes were already confirmed, cancelled, or replaced by a newer request.']));
    }
    delete state.conversation.pendingConfirmation;
    const userName = context.activity.from?.name;
    const applied = await applyCalls(state.conversation.lists ?? [], pending.calls, actions, { limits, ...(userName ? { userName } : {}) });
    if (!applied.ok) {
      return answer(confirmationOutcomeCard('Nothing was changed', [`The lists changed since: ${applied.error.message}`], 'Attention'));
    }
    state.conversation.lists = applied.value;
    recordAppliedCalls(context, pending.calls);
    return answer(confirmationOutcomeCard('Done', [...pending.changes.map((change) => `- ${change}`), 'Type /undo to take it back.'], 'Good'));
  });

  cards.actionExecute<{ id?: string }>(CARD_VERBS.cancelChanges, async (_context, state, data) => {
    if (state.conversation.pendingConfirmation?.id === data.id) {
      delete state.conversation.pendingConfirmation;
    }
    return answer(confirmationOutcomeCard('Cancelled', ['Nothing was changed.']));
  });
}
