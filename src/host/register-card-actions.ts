import type { ActionDefinition } from '../actions/define-action';
import { CARD_ACTION_VERBS, runCardAction } from '../card-actions/run-card-action';
import { noteAskedBack } from '../conversation/asked-back';
import { refocus } from '../conversation/turn-focus';
import type { ListLimits } from '../lists';
import type { BotApplication } from './app-turn-state';
import { refreshUsers } from './refresh-users';
import { turnRecordOf } from './turn-record';
import { withRefreshUsers } from '../cards/refresh-users';

/** Routes the cards' Universal Actions: each answers with the card it becomes. */
export function registerCardActions(app: BotApplication, actions: readonly ActionDefinition[], limits: ListLimits, maxMessageLength: number, now: () => number = Date.now): void {
  app.adaptiveCards.actionExecute<Record<string, unknown>>([...CARD_ACTION_VERBS], async (context, state, data) => {
    const verb = String((context.activity.value as { action?: { verb?: unknown } } | undefined)?.action?.verb ?? '');
    const userName = context.activity.from?.name;
    const outcome = await runCardAction({ verb, data: data ?? {} }, state.conversation, { actions, limits, maxMessageLength, now: now(), ...(userName ? { userName } : {}), ...(state.conversation.shopping ? { shopping: state.conversation.shopping } : {}) });
    if (!outcome) {
      throw new Error(`No card action for the verb '${verb}'.`);
    }
    if (outcome.settlesConfirmation) {
      delete state.conversation.pendingConfirmation;
    }
    if (outcome.changed) {
      state.conversation.lists = outcome.changed.lists;
      const record = turnRecordOf(context);
      record.applied.push(...outcome.changed.calls);
      record.forgetsShopping ||= outcome.changed.forgetsShopping === true;
      if (outcome.changed.undo) {
        // As /undo: the change taken back is not the next thing to undo, nor replayed over newer lists.
        state.conversation.undo = outcome.changed.undo;
        record.undoing = true;
        record.replayable = false;
      }
      // A card pressed is a turn too: "add eggs to it" then means that card's list.
      refocus(state.conversation, outcome.changed.lists, outcome.changed.calls, []);
      noteAskedBack(state.conversation, false);
    }
    // teams-ai types its own AdaptiveCard narrowly; ours is the same JSON.
    return withRefreshUsers(outcome.card, refreshUsers(context)) as never;
  });
}
