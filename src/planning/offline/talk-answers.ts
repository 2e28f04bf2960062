import { type GroceryList, type GroceryLists, itemKey } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { READING_ACTIONS } from './action-kinds';
import { findNamedList } from './list-phrases';
import { knownWords, namesAGrocery } from './message-pieces';
import type { OfflinePlanning } from './offline-planner';
import { LEXICON } from './lexicon';
import { isWordOf, LEXICON_WORDS } from './phrase-index';
import { AMOUNT_HINT, FOLLOW_ON_WORDS, TALK_WORDS } from './lenient-words';
import { reactionPlan } from './plan-reads';
import { courtesyPlan } from './plans';
import { mentionedItems } from './spot-request';
import { tokenize } from './tokenize';
import { phraseAlternatives } from '../../text/phrase-alternatives';

/*
 * Answers to messages that ask nothing of an item, for when no reading of them changes anything:
 * a question about a list inside talk, a shopper saying where they are, a reaction. Each changes
 * nothing, so at worst it answers less than was meant; it is tried only once every reading that
 * acts has failed, in place of "I couldn't tell what to do".
 */

// A question, or a request to see: "show me", "what's left", "anything else for groceries?", "is everything ticked off on party?".
const ASKS_TO_SEE = /\b(?:show|what'?s|whats|what is|what do we|what else|anything else|anything still|everything|left|still to get|ticked|checked)\b/iu;
// What asks to see with no question mark: "show me party", "tell me what's left".
const ASKS_PLAINLY = /\b(?:show|tell me|what'?s left|whats left|what'?s on|whats on)\b/iu;
// Words that ask for a change: a message with one is more than a question about a list.
const CHANGE_WORD = /\b(?:add|put|pop|remove|take|delete|clear|rename|move|got|bought|grabbed|picked|need|needs|get|buy|mark)\b/iu;
// "at the bulk store now", "heading to Costco after work", "in dunnes, ticking off as i go": where a shopper is.
const AT_A_SHOP = /^\s*(?:pantry\s*,?\s*)?(?:(?:ok|right|so|just|currently)\s+)*(?:(?:i'?m|im|we'?re|i am)\s+)?(?:at|in|heading to|headed to|going to|off to|popping to|popping into|doing)\s+(?:the\s+)?\p{L}/iu;
// "im at aldi rn what do we need": asked what is left, which going shopping answers; no change asked.
const WHAT_IS_NEEDED = /\bwhat\s+(?:else\s+)?(?:do|does)\s+(?:we|i|you|she|he|they)\s+(?:still\s+)?need\b|\bwhat\s+(?:is|'?s)\s+(?:left|on\s+(?:the|our)\s+list)\b/iu;
// Food and drink emoji name groceries ("🥛🥚"): not a reaction.
const FOOD_EMOJI = /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1FAD0}-\u{1FADB}]/u;
// How a question about an item begins: "is thyme on groceries", "how many eggs are on party".
const QUESTION_START = /^\s*(?:pantry\s*,?\s*)?(?:is|are|how many|how much|who added|which list)\b/iu;
const MOST_REACTION_WORDS = 4;
// An amount, in words: "two cases?" may be of the item the last turn was about.
const MORE_OR_LESS = /\b(?:more|less|another|extra)\b/iu;
const BOT_NAME: ReadonlySet<string> = new Set(LEXICON.botName);
// Words that may ask something of the lists in a message with no grocery in it: "ok taking it off then",
// "ok it's in", "could we call it Isobel's birthday instead?", "starting a potluck list".
const ASKING_HINTS: ReadonlySet<string> = new Set([
  'please', 'pls', 'plz', 'list', 'lists', 'call', 'called', 'name', 'new', 'make', 'start', 'starting', 'off', 'back', 'in', 'done', 'instead',
  'tick', 'untick', 'check', 'cross', 'change', 'swap', 'replace', 'copy', 'usual', 'staple', 'section', 'aisle', 'undo', 'cancel', 'yes', 'yep', 'confirm',
]);
const ASKED_OF_THE_BOT: ReadonlySet<string> = new Set([
  'tell', 'plan', 'give', 'find', 'help', 'write', 'suggest', 'recommend', 'order', 'book', 'search', 'look', 'sing', 'explain', 'translate', 'count', 'send', 'set', 'cook',
]);
// Words of a reaction that are also words of requests: "omg yes Jonas 😍", "😭😭 NOT FAIR". With an emoji and no more than a few words, they ask nothing.
const FEELING_WORDS: ReadonlySet<string> = new Set(['yes', 'yeah', 'yep', 'no', 'nope', 'not', 'ok', 'okay', 'so', 'lol', 'lmao', 'that', 'is', 'it', 'me', 'too', 'really', 'very']);
// "pantry do u like lollies", "pantry will u come to the next hangi": asked of the bot about itself, not of the lists.
const ABOUT_THE_BOT = /^\s*(?:@?pantry\b[\s,]*)(?:do|will|would|are|r|did|have|can)\s+(?:u|you|ya)\s+(?:like|love|hate|come|want|eat|drink|sing|dance|dream|sleep|ever|think|feel|believe|miss|know\s+(?:any|what|who|how|why|if)|have\s+(?:a|any)\s+(?:name|friends?|feelings|family)|(?:a|an)\s+(?:robot|bot|person|human))\b/iu;
const ABOUT_THE_BOT_REPLY = "That's one for the household, not for me: I only keep the lists. Nothing was changed.";
const TALK_REPLY = 'Nothing there for the lists, so I left them as they are.';
const LONGEST_LIST_NAME = 4;

/** The answer to a message that asks nothing of an item, read with `read` (the strict planner), or undefined. */
export function talkAnswer(text: string, lists: GroceryLists, read: (request: string) => OfflinePlanning): ValidatedPlan | undefined {
  const question = questionInPassing(text, read);
  if (question) {
    return question;
  }
  const asked = listAskedAbout(text, lists);
  if (asked) {
    return planned(read(`what's on ${asked.name}`));
  }
  // "at halal butcher now what is on the list", "i am at heb now what do we need for the potluck": what is left there, named.
  const needed = WHAT_IS_NEEDED.test(text) && !CHANGE_WORD.test(text.replace(WHAT_IS_NEEDED, '')) ? listsSaidIn(text, lists) : [];
  const forList = needed.find((list) => new RegExp(`\\bfor\\s+(?:the\\s+)?${phraseAlternatives([list.name])}\\b`, 'iu').test(text));
  const [onlyNeeded, ...othersNeeded] = needed;
  const neededOn = forList ?? (othersNeeded.length === 0 ? onlyNeeded : undefined);
  if (neededOn) {
    return planned(read(`what's left on ${neededOn.name}`));
  }
  if (AT_A_SHOP.test(text) && !CHANGE_WORD.test(text.replace(WHAT_IS_NEEDED, ''))) {
    const [list, ...others] = listsSaidIn(text, lists);
    return planned(read(list && others.length === 0 ? `going to ${list.name}` : 'going shopping'));
  }
  if (isMereReaction(text, lists)) {
    return reactionPlan();
  }
  if (ABOUT_THE_BOT.test(text) && !CHANGE_WORD.test(text)) {
    return courtesyPlan(ABOUT_THE_BOT_REPLY);
  }
  // "whats spüli": asked what an item on the lists is, answered with where it is and who put it there.
  const what = /^\s*(?:pantry\s*,?\s*)?(?:what'?s|whats|what is|what are)\s+(?:the\s+|a\s+|an\s+)?(?<name>[^?!.]+?)[\s?!.]*$/iu.exec(text)?.groups?.name;
  if (what !== undefined && !findNamedList(lists, what) && mentionedItems(what, lists).length > 0) {
    return planned(read(`which list has ${what}`));
  }
  return isTalkAmongPeople(text, lists) ? courtesyPlan(TALK_REPLY) : undefined;
}

/**
 * "Isla did you take your PE kit?", "Who cooks tonight? I finish class at 7": talk between people
 * that names no grocery, nothing on the lists, no list and no amount, asks for no change and is not
 * said to the bot. Answered that the lists are left alone, with no guesses to tap: a guess built
 * from "kit" and "still" helps nobody.
 */
function isTalkAmongPeople(text: string, lists: GroceryLists): boolean {
  const tokens = tokenize(text);
  const words = tokens.filter((token) => token.kind === 'word');
  const talking = words.some((token) => TALK_WORDS.has(token.key)) || text.includes('?') || tokens.some((token) => token.kind === 'emoji');
  if (words.length < 3 || !talking || tokens.some((token) => token.kind === 'number') || AMOUNT_HINT.test(text) || MORE_OR_LESS.test(text) || FOOD_EMOJI.test(text)) {
    return false;
  }
  // "tell me a joke", "plan a feast": asked of the bot, and declined as such (and, with a model resting, said so).
  if (ASKED_OF_THE_BOT.has(words[0]?.key ?? '')) {
    return false;
  }
  if (CHANGE_WORD.test(text) || ASKS_TO_SEE.test(text) || /["“”]/u.test(text) || words.some((token) => BOT_NAME.has(token.key) || ASKING_HINTS.has(token.key)) || FOLLOW_ON_WORDS.has(words[0]?.key ?? '')) {
    return false;
  }
  return !namesAGrocery(text) && mentionedItems(text, lists).length === 0 && listsSaidIn(text, lists).length === 0;
}

/**
 * "lmaooo its thyme not time. pantry is thyme on groceries or did u put a clock on there": a
 * question the strict reading answers, put among other words, answered; it changes nothing.
 */
function questionInPassing(text: string, read: (request: string) => OfflinePlanning): ValidatedPlan | undefined {
  for (const sentence of text.split(/[.!?\n]+|\s+or\s+/u)) {
    const asking = QUESTION_START.test(sentence) ? read(sentence.trim()) : undefined;
    if (asking?.understood && asking.plan.commands.every((command) => command.type === 'SAY' || READING_ACTIONS.has(command.action))) {
      return asking.plan;
    }
  }
  return undefined;
}

function planned(planning: OfflinePlanning): ValidatedPlan | undefined {
  return planning.understood ? planning.plan : undefined;
}

/** The one list a question or a request to see names, in a message that asks for no change. */
function listAskedAbout(text: string, lists: GroceryLists): GroceryList | undefined {
  if (!ASKS_TO_SEE.test(text) || CHANGE_WORD.test(text) || (!text.includes('?') && !ASKS_PLAINLY.test(text))) {
    return undefined;
  }
  const [only, ...others] = listsSaidIn(text, lists);
  return others.length === 0 ? only : undefined;
}

/** The lists whose names a message says, as words of its own. */
function listsSaidIn(text: string, lists: GroceryLists): GroceryList[] {
  const words = tokenize(text).filter((token) => token.kind === 'word').map((token) => token.text);
  const found = new Set<GroceryList>();
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= LONGEST_LIST_NAME && start + length <= words.length; length++) {
      const list = findNamedList(lists, words.slice(start, start + length).join(' '));
      if (list) {
        found.add(list);
      }
    }
  }
  return [...found];
}

/** "NOOOOOO 😭😭", "ugh fine 🙄", "guilty 🙋‍♀️": a few words the bot does not know, and an emoji. */
function isMereReaction(text: string, lists: GroceryLists): boolean {
  const tokens = tokenize(text);
  const words = tokens.filter((token) => token.kind === 'word' || token.kind === 'number');
  if (!tokens.some((token) => token.kind === 'emoji') || FOOD_EMOJI.test(text) || words.length > MOST_REACTION_WORDS) {
    return false;
  }
  const known = knownWords(lists);
  const feeling = (key: string) => FEELING_WORDS.has(key) || (isWordOf(key, 'reaction') && !known.has(key));
  return words.every((token) => token.kind === 'word' && (feeling(token.key) || (!LEXICON_WORDS.has(token.key) && !known.has(token.key) && !known.has(itemKey(token.key)))) && listsSaidIn(token.text, lists).length === 0);
}
