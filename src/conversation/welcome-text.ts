/** What the bot says when it joins a conversation, once; in a shared chat people must @mention it. */
export function welcomeText(shared: boolean): string {
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
