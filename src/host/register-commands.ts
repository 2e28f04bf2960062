import { COMMANDS, commandOf } from '../commands/commands';
import { runCommand } from '../commands/run-command';
import type { BotApplication } from './app-turn-state';
import { sendReplies } from './send-replies';
import { turnRecordOf } from './turn-record';

/** Routes /help, /lists, /undo and /reset before the planner. */
export function registerCommands(app: BotApplication, now: () => number = Date.now): void {
  for (const { command } of COMMANDS) {
    app.message(
      async (context) => commandOf(context.activity.text) === command,
      async (context, state) => {
        const outcome = runCommand(command, state.conversation, now());
        if (outcome.pendingConfirmation) {
          state.conversation.pendingConfirmation = outcome.pendingConfirmation;
        }
        if (outcome.undone) {
          state.conversation.lists = outcome.undone.lists;
          state.conversation.undo = outcome.undone.undo;
          const record = turnRecordOf(context);
          record.undoing = true;
          // Restoring a snapshot over a change made meanwhile elsewhere would lose that change.
          record.replayable = false;
        }
        await sendReplies(context, outcome.replies);
      },
    );
  }
}
