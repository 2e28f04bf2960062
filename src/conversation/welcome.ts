import type { Application } from '@microsoft/teams-ai';
import { textReply } from '../replies/reply';
import { sendReplies } from '../replies/send-replies';
import type { AppTurnState } from '../state';

/** What the bot says when it joins a conversation, once. */
function welcomeText(shared: boolean): string {
  const address = shared ? '@mention me and say' : 'say';
  return [
    "Hi, I'm Pantry. I keep this chat's shared grocery lists: everyone here can add to them and tick things off.",
    `To start, ${address} something like:`,
    '- add milk, eggs and 2 loaves of bread to groceries',
    "- what's on the party list?",
    '- move everything from party to groceries',
    'Type /help for everything I can do.',
  ].join('\n');
}

/** Introduces the bot when it is added to a personal chat, group chat or team, and never twice. */
export function registerWelcome(app: Application<AppTurnState>): void {
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
