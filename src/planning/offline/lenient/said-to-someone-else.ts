import { isKnownGrocery, itemKey } from '../../../lists';
import { LEXICON } from '../lexicon';
import { AMOUNT_HINT, PEOPLE_WORDS, TALK_WORDS } from '../lenient-words';
import { LEXICON_WORDS } from '../phrase-index';
import { courtesyPlan } from '../plans';
import { plainQuestions } from '../lenient-text';
import { READING_ACTIONS } from '../action-kinds';
import { tokenize } from '../tokenize';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

// Said before the name of whom a message is for: "no Imran.", "oh sorry Mama, …", "right everyone, …".
const INTERJECTIONS: ReadonlySet<string> = new Set(['no', 'nope', 'yes', 'yeah', 'yep', 'oh', 'ok', 'okay', 'sorry', 'lol', 'haha', 'aw', 'aww', 'omg', 'hey', 'hi', 'thanks', 'right', 'wait']);
// How a sentence said to someone goes on after their name: "Tyler which chips??", "Imran the wings are…".
const SAID_TO_THEM: ReadonlySet<string> = new Set([...TALK_WORDS, ',', '.', '!', '?', 'the', 'a', 'an', 'which', 'please', 'remember', 'thank', 'sorry', 'dont', "don't"]);
// A verb that asks for a change: "Ruby we've still got hot chocolate, take that off" asks the bot, whoever it calls first.
const CHANGE_WORD = /\b(?:add|put|pop|stick|remove|take|delete|clear|rename|move|copy|tick|untick|mark|change|swap|make|set|get|buy|need)(?:s|d|ed|ing|ping|ting)?\b|\b(?:got|bought|grabbed|putting|popping)\b/iu;
// Verbs of the lists: "Isla did you take your PE kit?" asks Isla, but "Sam can you add milk" and "dad can u get hot chocolate" are for the list.
const BOT_VERB = /\b(?:add|put|pop|remove|delete|clear|rename|move|mark|tick|untick|get|buy|grab|pick up)\b/iu;
// How a question put to someone goes on after their name.
const ASKS_THEM: ReadonlySet<string> = new Set(['did', 'can', 'could', 'shall', 'will', 'would', 'are', 'do', 'have', 'should', 'is', 'were', 'was', 'when', 'where', 'what', 'how', 'why', 'who', 'which']);
// A question the lists may answer: "is there milk on aldi?".
const QUESTION = /\?\s*$|^\s*(?:is|are|what|how|who|which|where|do|does|did|have|has)\b/iu;
// "the washed one", "which ones": "one" that stands for a thing, not a count.
const A_PRONOUN_ONE = /\b(?:the|that|this|which|each|any|every)\s+(?:\p{L}+\s+)?ones?\b/giu;
// An amount anywhere ("Adding 400g paneer for you", "2 sweet potatoes") says what to buy, whoever it is said to.
const SAYS_AN_AMOUNT = (text: string) => /\d/u.test(text) || AMOUNT_HINT.test(text.replace(A_PRONOUN_ONE, ' '));
const BOT_NAME: ReadonlySet<string> = new Set(LEXICON.botName);

/**
 * "Imran the wings are on the bbq list don't forget them!!", "mum they only have normal oat milk is
 * that ok", "No Imran. The dentist said no more paan": a message that opens by calling someone in the
 * household, and never the bot, is said to them. It may name what is on the lists; it asks the bot
 * nothing, so the lists are left as they are and the reply says whom it was for. A message with a
 * verb of a change in it ("Ruby we've still got hot chocolate, take that off") is left to the
 * readings that read one, and so is one whose words after the name read as a request or a question
 * ("mum is there milk on aldi?").
 */
export function saidToSomeoneElse(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, known, read } = reader;
  const tokens = tokenize(candidate);
  if (tokens.some((token) => token.kind === 'word' && BOT_NAME.has(token.key))) {
    return undefined;
  }
  const at = tokens.findIndex((token) => !(token.kind === 'mark' || (token.kind === 'word' && INTERJECTIONS.has(token.key))));
  const name = tokens[at];
  const next = tokens[at + 1];
  const listWords = new Set(lists.flatMap((list) => tokenize(list.name).map((token) => token.key)));
  const aPerson = (word: NonNullable<typeof name>) =>
    PEOPLE_WORDS.has(word.key) ||
    (/^\p{Lu}/u.test(word.text) && !/'s$/u.test(word.key) && word.key.length >= 2 && !LEXICON_WORDS.has(word.key) && !listWords.has(word.key) && !known.has(word.key) && !known.has(itemKey(word.key)) && !isKnownGrocery(word.key));
  if (name?.kind !== 'word' || !aPerson(name) || next === undefined || !SAID_TO_THEM.has(next.key) || SAYS_AN_AMOUNT(candidate) || (ASKS_THEM.has(next.key) ? BOT_VERB : CHANGE_WORD).test(candidate)) {
    return undefined;
  }
  const rest = candidate.slice(name.end).replace(/^[\s,:;.!-]+/u, '');
  // A question after the name that the lists answer is answered; a change asked of them ("FUNMI WILL YOU MAKE MOI MOI") is theirs to make.
  const planned = read(plainQuestions(rest));
  const commands = planned.understood ? doCommands(planned.plan) : [];
  const changes = commands.some((command) => !READING_ACTIONS.has(command.action));
  if (planned.understood && (changes ? !ASKS_THEM.has(next.key) : QUESTION.test(rest))) {
    return undefined;
  }
  const whom = PEOPLE_WORDS.has(name.key) ? 'the household' : name.text;
  return { plan: courtesyPlan(`That one's for ${whom}, so I left the lists as they are.`), setAside: [], respelt: [], unasked: true };
}
