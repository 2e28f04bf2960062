import type { GroceryLists } from '../../lists';
import { findNamedList } from './list-phrases';

const PREPOSITION = /^(?:to|on|onto|into|in|from|off|out of|for)\s/i;
const TRAILING_PREPOSITION = /\s+(?:to|on|onto|into|in|from|off|out of|for)$/i;
// The verb a request starts with, which a following part may leave out: "remove bread from groceries and chips from party".
const LEADING_VERB =
  /^(?:add|put|stick|throw|pop|include|append|remove|delete|take|cross off|cross|strike off|strike|scratch off|scratch|tick off|check off|drop|erase|get rid of|knock off|move|copy|transfer|shift|create|make|start|set up|clear|empty|replace|swap|switch|substitute|(?:i|we)(?: just| already)? (?:bought|got|picked up)|(?:we|i) (?:need|want)|need|bought|got|picked up|show me|show)\b/i;

/**
 * The ways to read a part of a request that follows `previous` (the earlier part, as it was read).
 * A part that is only a list ("add plates to party and camping") or starts with a preposition ("and
 * to camping") repeats the earlier request for that list; one that starts with its items ("and cups
 * to party") takes the earlier verb, or reads as it stands; one with a verb of its own reads as it
 * stands.
 */
export function followOnReadings(clause: string, previous: string, lists: readonly GroceryLists[]): string[] {
  const head = headOf(previous, lists);
  if (PREPOSITION.test(clause)) {
    return head === undefined ? [] : [`${head.replace(TRAILING_PREPOSITION, '')} ${clause}`];
  }
  if (lists.some((each) => findNamedList(each, clause))) {
    return head === undefined ? [] : [`${head} ${clause}`];
  }
  const verb = LEADING_VERB.exec(previous)?.[0];
  if (verb === undefined || LEADING_VERB.test(clause) || (CREATE_VERB.test(verb) && !NAMES_A_LIST.test(clause))) {
    return [clause];
  }
  return [`${verb} ${clause}`, clause];
}

// "create a camping list and a party list" makes two lists, but "create a camping list and tent" may
// mean the tent goes on it: a list is made only when the part says "list".
const CREATE_VERB = /^(?:create|make|start|set up)$/i;
const NAMES_A_LIST = /\blist\b|\bone (?:called|named)\b/i;

/** `request` without the list it ends with: "add mac and cheese to" for "add mac and cheese to the groceries list". */
function headOf(request: string, lists: readonly GroceryLists[]): string | undefined {
  const words = request.split(' ');
  for (let start = 1; start < words.length; start++) {
    const suffix = words.slice(start).join(' ');
    if (lists.some((each) => findNamedList(each, suffix))) {
      return words.slice(0, start).join(' ');
    }
  }
  return undefined;
}
