/** The commands the bot understands without a model, as typed (and as the manifest lists them). */
export const COMMANDS = [
  { command: '/help', description: 'What I can do, with examples' },
  { command: '/lists', description: 'Show all your lists' },
  { command: '/undo', description: 'Undo the last change' },
  { command: '/reminders', description: 'Show the reminders, to cancel one' },
  { command: '/reset', description: 'Delete every list (asks first)' },
] as const;

export type Command = (typeof COMMANDS)[number]['command'];

/**
 * The command a message is, if the whole message is one: "/reset", "/Reset!" and "reset" (what
 * Teams' command menu inserts) are; "please don't /reset" is not (teams-ai's app.message('/reset')
 * would take any message containing it).
 */
export function commandOf(text: string | undefined): Command | undefined {
  const cleaned = (text ?? '').trim().toLowerCase().replace(/[.!?]+$/, '').replace(/^(?!\/)/, '/');
  return COMMANDS.find((each) => each.command === cleaned)?.command;
}
