import { mainList } from '../main-list';
import { isRemark, trimRemark } from '../message-pieces';
import { pastedItems } from '../request-clauses';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

// How the line above a paste ends when it only says what follows: "adding these:", "we need the following:".
const PASTE_FRAMING = /[\s,;:-]*(?:(?:i'?m|i am|we'?re|we|so)\s+)*(?:adding|add|need|here are|here's)?\s*(?:these|this|the following|them)?\s*:?\s*$/iu;
// The line above a paste of what was bought: "Got:", "bought these:", "in the cart:".
const PASTE_BOUGHT = /^\s*(?:(?:ok|so|right)[\s,]+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|already\s+)?(?:got|bought|grabbed|picked up|ticked off|in the (?:cart|trolley|basket))\s*(?:these|this|the following|so far)?\s*:\s*$/iu;

/**
 * Items pasted one a line, alone or under a line that says what they are for ("adding these:",
 * "for party we need also:"): all of them go on the list that line names, or the everyday one,
 * with a button to put them on another; the line itself is said back when it is more than a remark.
 */
export function pastedList(reader: LenientReader): LenientReading | undefined {
  const { lists, focus, normal, known, read, found } = reader;
  const inPlay = mainList(lists, focus);
  const pasted = pastedItems(normal, lists, inPlay);
  if (!pasted) {
    return undefined;
  }
  // "New list called games night:": the line above asks for a list, and the lines are what goes on it.
  const sentences = pasted.header.replace(/:\s*$/u, '').split(/[.!?]+\s*/u).filter((sentence) => sentence.trim().length > 0);
  const asked = sentences.at(-1);
  const making = asked === undefined ? undefined : read(`${asked} with ${pasted.items.join(', ')}`);
  const made = making?.understood && doCommands(making.plan).some((command) => command.action === 'createList') ? found(making.plan, []) : undefined;
  if (made) {
    const before = sentences.slice(0, -1).map(trimRemark).filter((sentence) => sentence !== '' && !isRemark(sentence, known));
    return { ...made, setAside: before };
  }
  // "Got:" over the lines: what was bought, ticked on whichever lists hold it.
  if (PASTE_BOUGHT.test(pasted.header)) {
    const ticked = read(`got ${pasted.items.join(', ')}`);
    const reading = ticked.understood ? found(ticked.plan, []) : undefined;
    return reading && doCommands(reading.plan).every((command) => command.action === 'markBought') ? reading : undefined;
  }
  const planned = read(pasted.request);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  if (!reading) {
    return undefined;
  }
  // "…, adding these:" says what the lines are; a line that names the list, or a few words, is no more than that.
  const header = trimRemark(pasted.header.replace(PASTE_FRAMING, ''));
  const said = pasted.named || header.split(/\s+/u).length <= 3;
  // Lines under no list's name go on the list in play, with a button to put them on another.
  return { ...reading, setAside: said ? [] : [header], ...(!pasted.named && inPlay ? { assumed: inPlay } : {}) };
}
