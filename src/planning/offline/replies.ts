/** "milk", "milk and eggs", "milk, eggs and bread". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) {
    return words[0] ?? '';
  }
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const EXAMPLES = ['"add milk and eggs to groceries"', '"what\'s on the party list?"', '"move everything from party to groceries"'];

export const HELP_REPLY = `I keep this chat's shared lists. I can create, show, clear and delete lists, add and remove items, and move or copy items between lists. Try ${joinWords(EXAMPLES)}.`;

export const NOT_UNDERSTOOD_REPLY = `Sorry, I didn't understand that, so nothing was changed. I keep shared lists: try ${joinWords(EXAMPLES)}.`;
