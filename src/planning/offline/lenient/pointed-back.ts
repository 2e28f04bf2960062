import { isKnownGrocery, itemKey, UNIT_PATTERN } from '../../../lists';
import { piecesOf, trimRemark } from '../message-pieces';
import { isPointingWord } from '../phrase-index';
import { tokenize } from '../tokenize';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';
import { NUMBER_WORDS_PATTERN } from '../../../text/number-words';

// A request that names no item of its own: "add it pls", "put them on groceries", "add 4 pints to groceries", "2 bags this time".
const REQUEST_START = /^(?:(?:please|pls|so|and|ok|can you|could you)\s+)*(?:add|put|pop|stick|get|need)\b|^\d+(?:[.,]\d+)?\s*\p{L}+\b/iu;
// An amount with its unit and no name after it: "4 pints", "2 bags this time".
const BARE_AMOUNT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?<amount>\d+(?:[.,]\d+)?|a|${NUMBER_WORDS_PATTERN})\s*(?<unit>${UNIT_PATTERN}|dozen)(?!\s+(?:of\s+)?\p{L}+\s+(?:to|on|for)\b)(?=\s+(?:to|on|onto|for|this|next|please|pls|thanks|too|as well)\b|\s*[,.!?]|\s*$)`, 'iu');
// The longest run of words the dictionary knows as one grocery.
const LONGEST_GROCERY = 3;

/**
 * "were out of toilet paper add it pls", "milk! down to the dregs. add 4 pints to groceries", "out
 * of porridge oats again. 2 bags this time": a request that points back ("it", "them") or gives only
 * an amount, after words that name one grocery. The grocery is what it means; the change is offered,
 * since the words before it may say otherwise, and what they said besides is set aside.
 */
export function pointedBack(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { attempt } = reader;
  // A question ("is garlic on any list? I can't remember if I put it") or a tick ("ice ✅ 2 bags") asks for no add.
  if (/[?✅✔☑]/u.test(candidate)) {
    return undefined;
  }
  // "were out of toilet paper add it pls": with no mark before it, the request starts at its verb.
  const verb = /\s(?:add|put|pop|stick)\s+(?:it|them|those|that|some)\b/iu.exec(candidate);
  const pieces = verb ? [...piecesOf(candidate.slice(0, verb.index)), candidate.slice(verb.index).trim()] : piecesOf(candidate);
  const at = pieces.findIndex((piece, index) => index > 0 && REQUEST_START.test(piece.trim()));
  const request = pieces[at]?.replace(/\s+(?:(?:this|next)\s+time|again|please|pls|thanks)(?=[\s.!]*$)/giu, '');
  // "put it back" is back to buy, not more of it.
  if (at < 1 || request === undefined || /\bback\b/iu.test(request)) {
    return undefined;
  }
  const named = [...new Set(pieces.slice(0, at).flatMap(groceriesIn))];
  const [name, ...others] = named;
  if (name === undefined || others.length > 0 || groceriesIn(request).length > 0) {
    return undefined;
  }
  const pointed = tokenize(request).find((token) => token.kind === 'word' && isPointingWord(token.key));
  // An amount alone is the whole request ("2 bags this time"), or the whole of what an add names ("add 4 pints to groceries").
  const amount = ((found) => (found && (found.index === 0 ? request.slice(found[0].length).trim() === '' || /^(?:to|on|onto|for)\s/iu.test(request.slice(found[0].length).trim()) : /^(?:(?:please|pls|so|and|ok)\s+)*(?:add|put|pop|stick|get|need)\s*$/iu.test(request.slice(0, found.index))) ? found : undefined))(BARE_AMOUNT.exec(request));
  const said = pointed ? `${request.slice(0, pointed.start)}${name}${request.slice(pointed.end)}` : amount ? `${request.slice(0, amount.index + amount[0].length)} of ${name}${request.slice(amount.index + amount[0].length)}` : undefined;
  if (said === undefined) {
    return undefined;
  }
  const reading = attempt(/^\d/u.test(said.trim()) ? `add ${said}` : said, []);
  const commands = reading ? doCommands(reading.plan) : [];
  if (!reading || commands.length === 0 || commands.some((command) => command.action !== 'addItems' && command.action !== 'setQuantity')) {
    return undefined;
  }
  // What is set aside is what the words around the request said besides the grocery: "milk!" said nothing else.
  const setAside = [...pieces.slice(0, at), ...pieces.slice(at + 1)].map(trimRemark).filter((piece) => piece.length > 0 && itemKey(piece.toLowerCase()) !== itemKey(name));
  return { ...reading, setAside, unasked: false };
}

/** The groceries a piece of a message names, each the longest run of its words the dictionary knows. */
function groceriesIn(piece: string): string[] {
  const words = tokenize(piece).filter((token) => token.kind === 'word').map((token) => token.key);
  const found: string[] = [];
  for (let start = 0; start < words.length; ) {
    const width = [LONGEST_GROCERY, 2, 1].find((each) => start + each <= words.length && ((phrase) => isKnownGrocery(phrase) || isKnownGrocery(itemKey(phrase)))(words.slice(start, start + each).join(' ')));
    if (width === undefined) {
      start += 1;
      continue;
    }
    found.push(words.slice(start, start + width).join(' '));
    start += width;
  }
  return found;
}
