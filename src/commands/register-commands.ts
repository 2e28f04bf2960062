import { randomUUID } from 'node:crypto';
import type { Application } from '@microsoft/teams-ai';
import { confirmationCard } from '../cards/confirmation-card';
import { listsCard } from '../cards/lists-card';
import { describeChanges } from '../confirmations/destructive-changes';
import { markNotReplayable } from '../planning/turn-record';
import { HELP_REPLY } from '../planning/offline/replies';
import { cardReply, textReply } from '../replies/reply';
import { sendReplies } from '../replies/send-replies';
import type { AppTurnState } from '../state';
import { COMMANDS, type Command, commandOf } from './commands';

const HELP_WITH_COMMANDS = `${HELP_REPLY}\nCommands: ${COMMANDS.map((each) => `${each.command} (${each.description.toLowerCase()})`).join(', ')}.`;

/** Routes /help, /lists, /undo and /reset before the planner: they need no model and change nothing unasked. */
export function registerCommands(app: Application<AppTurnState>): void {
  const on = (command: Command, handler: Parameters<typeof app.message>[1]) => app.message(async (context) => commandOf(context.activity.text) === command, handler);

  on('/help', async (context) => {
    await sendReplies(context, [textReply(HELP_WITH_COMMANDS)]);
  });

  on('/lists', async (context, state) => {
    await sendReplies(context, [cardReply(listsCard(state.conversation.lists ?? []))]);
  });

  on('/reset', async (context, state) => {
    const lists = state.conversation.lists ?? [];
    if (lists.length === 0) {
      await sendReplies(context, [textReply('There are no lists to reset.')]);
      return;
    }
    const calls = lists.map((list) => ({ action: 'deleteList', parameters: { list: list.name } }));
    const pending = { id: randomUUID(), calls, changes: describeChanges(calls, lists) };
    state.conversation.pendingConfirmation = pending;
    await sendReplies(context, [cardReply(confirmationCard(pending))]);
  });

  on('/undo', async (context, state) => {
    const undo = [...(state.conversation.undo ?? [])];
    const previous = undo.pop();
    if (!previous) {
      await sendReplies(context, [textReply('There is nothing to undo.')]);
      return;
    }
    state.conversation.lists = previous;
    state.conversation.undo = undo;
    state.temp.undoing = true;
    // Restoring a snapshot over a change made meanwhile elsewhere would lose that change.
    markNotReplayable(context);
    const names = previous.map((list) => list.name);
    await sendReplies(context, [textReply(`Undone: your lists are back as they were before the last change (${names.length === 0 ? 'no lists' : names.join(', ')}).`)]);
  });
}
