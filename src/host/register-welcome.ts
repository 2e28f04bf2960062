import { welcomeText } from '../conversation/welcome-text';
import { textReply } from '../replies/reply';
import type { BotApplication } from './app-turn-state';
import { sendReplies } from './send-replies';

/** Introduces the bot when it is added to a personal chat, group chat or team, and never twice. */
export function registerWelcome(app: BotApplication): void {
  app.conversationUpdate('membersAdded', async (context, state) => {
    const botAdded = (context.activity.membersAdded ?? []).some((member) => member.id === context.activity.recipient?.id);
    if (!botAdded || state.conversation.welcomed) {
      return;
    }
    state.conversation.welcomed = true;
    const shared = ['groupChat', 'channel'].includes(context.activity.conversation?.conversationType ?? '');
    await sendReplies(context, [textReply(welcomeText(shared))]);
  });
}
