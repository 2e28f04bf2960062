import { type GroceryList, type GroceryLists, isKnownGrocery, parseItem } from '../../lists';

// Verbs that ask for items on a list: the request starts there.
const ADDING_VERB = /\b(?:add|adding|put|pop|stick|chuck|throw|need|needs|get|grab|pick up)\b/giu;
const CLAUSE_END = /[.!?\n]|\b(?:because|cos|coz|since|so that|as we|we're|were|i'm|im)\b|\bplease\b(?=\s+\S)/iu;

/**
 * Each adding verb's request, from the verb to the end of its sentence, with the list the message
 * names elsewhere ("house list needs sponges") when the request names none, and the words outside it.
 */
export function fromTheVerb(text: string, lists: GroceryLists): { readonly request: string; readonly rest: readonly string[] }[] {
  const clauses: { request: string; rest: string[] }[] = [];
  for (const match of text.matchAll(ADDING_VERB)) {
    const at = match.index ?? 0;
    const after = text.slice(at + match[0].length);
    const end = CLAUSE_END.exec(after);
    // "pop dish soap on", "stick doritos on there too": where it goes, when it is no list, says nothing.
    const clause = (end ? after.slice(0, end.index) : after)
      .trim()
      .replace(/^(?:on|in|to)\s+(?:it|there)\s+/iu, '')
      .replace(/(?:\s+(?:on|on there|on it|in there|there|too|as well|please|pls|then))+\s*[,.!]?$/iu, '')
      .replace(/\s+too\s+(?=and\b)/iu, ' ');
    // "add calpol to the baby one the strawberry kind": the request ends with the list it names.
    const toList = listPhraseEnd(clause, lists);
    const words = toList === undefined ? clause : clause.slice(0, toList).trim();
    const trailing = toList === undefined ? '' : clause.slice(toList).trim();
    if (!words) {
      continue;
    }
    const named = lists.find((list) => text.slice(0, at).toLowerCase().includes(list.name.toLowerCase()));
    const namesList = lists.some((list) => words.toLowerCase().includes(list.name.toLowerCase()));
    const request = `add ${words}${named && !namesList ? ` to ${named.name}` : ''}`;
    const before = text.slice(0, at).trim();
    const beyond = end ? after.slice(end.index).replace(/^[.!?\s]+/u, '').trim() : '';
    clauses.push({ request, rest: [before, trailing, beyond].filter((piece) => piece.length > 0 && !(named && piece.toLowerCase() === `${named.name.toLowerCase()} list`)) });
  }
  return clauses;
}

/** Where a phrase naming one of the lists ends in `clause` ("to the baby list", "in costco", "to the christening one"), if one does. */
function listPhraseEnd(clause: string, lists: GroceryLists): number | undefined {
  const lower = clause.toLowerCase();
  let end: number | undefined;
  for (const list of lists) {
    const name = list.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const word = name.split(' ').at(-1) ?? name;
    const phrase = new RegExp(`\\b(?:to|on|in|onto|into|for)\\s+(?:the\\s+|our\\s+|my\\s+)?(?:${name}|${word})(?:\\s+(?:list|one))?\\b`, 'iu').exec(lower);
    if (phrase) {
      end = Math.max(end ?? 0, phrase.index + phrase[0].length);
    }
  }
  return end;
}

// "- garlic", "• ginger", "2. lemons" (a number's point needs a space after it: "2.5 kg flour" is an amount).
const BULLET = /^(?:[-*•·–]\s*|\d{1,2}[.)]\s+)/u;

/**
 * A paste of items one a line under a line that says what they are for: the request to add them,
 * to the list the first line names or the one in play.
 */
export function pastedItems(text: string, lists: GroceryLists, inPlay: GroceryList | undefined): { readonly request: string; readonly header: string; readonly items: readonly string[]; readonly named: boolean } | undefined {
  const all = text.split(/\n+/u).map((line) => line.trim()).filter((line) => line.length > 0);
  // Every line a bullet ("- garlic", "2. ginger") or a grocery ("2.5 kg flour", "eggs"): the items alone, with no line to say what they are for.
  const bulleted = all.length >= 2 && all.every((line) => BULLET.test(line) || isKnownGrocery(parseItem(line).name));
  const [header = '', ...lines] = bulleted ? ['', ...all] : all;
  const items = lines.map((line) => line.replace(BULLET, '').trim()).filter((line) => line.length > 0);
  if (items.length < 2 || (!bulleted && !/:\s*$|\b(?:add|adding|need|these|list|for)\b/iu.test(header)) || items.some((item) => item.split(/\s+/u).length > 6)) {
    return undefined;
  }
  const named = lists.find((each) => header.toLowerCase().includes(each.name.toLowerCase()));
  const list = named ?? inPlay;
  return list ? { request: `add ${items.join(', ')} to ${list.name}`, header, items, named: named !== undefined } : undefined;
}
