import { type GroceryLists, groceryWords, isKnownGrocery, itemKey, matchKey } from '../../lists';
import { AMOUNT_HINT, FUNCTION_WORDS, REMARK_OPENERS, TALK_WORDS } from './lenient-words';
import { tokenize } from './tokenize';
import { NUMBER_WORDS_PATTERN } from '../../text/number-words';

/**
 * The message cut where a sentence or a remark begins (". ", "because", a new line), and with
 * `commas`, at each comma and dash too: commas are tried second, since they also part the items of a list.
 */
export function piecesOf(text: string, commas = true): string[] {
  return text.split(/\n+/u).flatMap((line) => piecesOfLine(line, commas));
}

function piecesOfLine(text: string, commas: boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const token of tokenize(text)) {
    const breaks = (token.kind === 'mark' && (commas ? /^[.,;:!?\n()—–-]$/u : /^[.;:!?\n()]$/u).test(token.text)) || token.kind === 'emoji';
    if (breaks) {
      if (current.trim()) pieces.push(current.trim());
      current = '';
      continue;
    }
    // "change the crème fraîche for sour cream": this "for" says what comes instead, and opens no reason.
    const instead = (token.key === 'for' || token.key === 'with') && /\b(?:change|swap|replace|switch|substitute|exchange)\b/iu.test(current);
    if (token.kind === 'word' && REMARK_OPENERS.has(token.key) && current.trim() && !instead) {
      pieces.push(current.trim());
      current = '';
    }
    current += `${current ? ' ' : ''}${token.text}`;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.filter((piece) => !/^(?:and|also|so|but|ok|okay|please|pls|thanks?)$/i.test(piece));
}

/** A piece set aside, as said back: empty for a bare courtesy. */
export function trimRemark(piece: string): string {
  return COURTESY_PIECE.test(piece.trim()) ? '' : piece.trim();
}

// Pieces that only ask nicely or greet: nothing to say back as left out.
const COURTESY_PIECE = /^(?:(?:please|pls|thanks|thank you|thx|cheers|ok|okay|hi|hey|hello|so|um|oh|right|also|and)\s*)*(?:(?:could|can|would|will)\s+(?:you|u|someone|somebody|anyone|we)(?:\s+(?:please|pls|kindly))?)?\s*(?:please|pls)?$/iu;


// A verb that asks for a change: a piece holding one is a request, not a remark to set aside.
const REQUEST_VERB = /\b(?:add|put|remove|take|delete|clear|change|make|move|get|buy|need|dozen)\b/iu;

const AMOUNT_WORD = new RegExp(`^(?:${NUMBER_WORDS_PATTERN}|half|couple|dozen)$`, 'u');

/** Every word of the dictionary and of the items on the lists: what a remark set aside may not hold. */
export function knownWords(lists: GroceryLists): ReadonlySet<string> {
  // "the" of "corn on the cob" and "half" of "half and half" name nothing on their own.
  return new Set([...groceryWords(), ...lists.flatMap((list) => list.items.flatMap((item) => itemKey(matchKey(item.name)).split(' ')))].filter((word) => !FUNCTION_WORDS.has(word) && !AMOUNT_WORD.test(word)));
}

/** Whether a word, or two words together, of `text` is a grocery the dictionary knows: "we need bread", "some caster sugar". */
export function namesAGrocery(text: string): boolean {
  const words = tokenize(text).filter((token) => token.kind === 'word');
  return words.some((token, at) => isKnownGrocery(token.key) || isKnownGrocery(itemKey(token.key)) || isKnownGrocery(`${token.key} ${words[at + 1]?.key ?? ''}`));
}

/** Whether a piece is talk to set aside: no number, and no word that names a grocery or an item on the lists. */
export function isRemark(piece: string, known: ReadonlySet<string>): boolean {
  const tokens = tokenize(piece);
  if (REQUEST_VERB.test(piece) || AMOUNT_HINT.test(piece)) {
    return false;
  }
  return !tokens.some((token) => token.kind === 'number' || (token.kind === 'word' && (/\d/u.test(token.key) || (!TALK_WORDS.has(token.key) && token.key.length > 2 && (known.has(token.key) || known.has(itemKey(token.key)))))));
}

/** The message's sentences, each with the mark that ends it. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/u).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}
