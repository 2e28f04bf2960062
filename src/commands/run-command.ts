import { confirmationCard } from '../cards/confirmation-card';
import { listsCard } from '../cards/lists-card';
import { remindersCard } from '../cards/reminders-card';
import { describeChanges } from '../confirmations/destructive-changes';
import { newPendingConfirmation, type PendingConfirmation } from '../confirmations/pending-confirmation';
import type { ConversationState } from '../conversation/conversation-state';
import type { ListsChange } from '../conversation/lists-change';
import { undoChange } from '../conversation/undo-change';
import type { GroceryLists } from '../lists';
import { isEmptyMemory } from '../shopping/shopping-memory';
import { HELP_REPLY } from '../replies/help-replies';
import { cardReply, type Reply, textReply } from '../replies/reply';
import { COMMANDS, type Command } from './commands';

/** How /reset's confirmation says it erases the shopping history: what goes, and that /undo will not bring it back. */
const FORGET_SHOPPING_CHANGE = 'Forget everything bought here: the purchase history, your usual items and staples, and the suggestions you turned off (/undo does not bring these back)';

const HELP_WITH_COMMANDS = `${HELP_REPLY}\nCommands: ${COMMANDS.map((each) => `${each.command} (${each.description.toLowerCase()})`).join(', ')}.`;

/** What a command answers, and how it changes the conversation. */
export interface CommandOutcome {
  readonly replies: readonly Reply[];
  /** /reset asks to delete every list: the changes wait for Confirm. */
  readonly pendingConfirmation?: PendingConfirmation;
  /**
   * /undo takes the latest change back. Such a change is not a set of calls: it is not applied again
   * after a conflict, and it is not itself the next thing to undo.
   */
  readonly undone?: { readonly lists: GroceryLists; readonly undo: ListsChange[] };
}

/** Runs /help, /lists, /undo or /reset: they need no model and change nothing unasked. */
export function runCommand(command: Command, conversation: ConversationState, now: number = Date.now()): CommandOutcome {
  const lists = conversation.lists ?? [];
  switch (command) {
    case '/help':
      return { replies: [textReply(HELP_WITH_COMMANDS)] };
    case '/lists':
      return { replies: [cardReply(listsCard(lists))] };
    case '/reminders':
      return { replies: [cardReply(remindersCard(conversation.reminders ?? [], now))] };
    case '/reset': {
      const remembers = conversation.shopping !== undefined && !isEmptyMemory(conversation.shopping);
      if (lists.length === 0 && !remembers) {
        return { replies: [textReply('There are no lists to reset, and nothing bought is remembered.')] };
      }
      const calls = lists.map((list) => ({ action: 'deleteList', parameters: { list: list.name } }));
      const forgetting = remembers ? [FORGET_SHOPPING_CHANGE] : [];
      const pending = newPendingConfirmation(calls, [...describeChanges(calls, lists), ...forgetting], now, { forgetsShopping: remembers });
      return { replies: [cardReply(confirmationCard(pending))], pendingConfirmation: pending };
    }
    case '/undo': {
      const undo = [...(conversation.undo ?? [])];
      const latest = undo.pop();
      if (!latest) {
        return { replies: [textReply('There is nothing to undo.')] };
      }
      const restored = undoChange(lists, latest);
      const names = restored.map((list) => list.name);
      return {
        replies: [textReply(`Undone: the last change is taken back. Your lists: ${names.length === 0 ? 'none' : names.join(', ')}.`)],
        undone: { lists: restored, undo },
      };
    }
  }
}
