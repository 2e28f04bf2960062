import { joinWords } from '../text/join-words';

const EXAMPLES = ['"add milk and eggs to groceries"', '"what\'s on the party list?"', '"move everything from party to groceries"'];

export const HELP_REPLY = `I keep this chat's shared lists. I can create, show, clear and delete lists, add and remove items, and move or copy items between lists, and remind the chat when it is time to shop ("remind us Saturday at 10 to do the shopping"). Try ${joinWords(EXAMPLES)}.`;

export const NOT_UNDERSTOOD_REPLY = `Sorry, I didn't understand that, so nothing was changed. I keep shared lists: try ${joinWords(EXAMPLES)}.`;
