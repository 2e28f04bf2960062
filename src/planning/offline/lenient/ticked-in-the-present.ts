import { isRemark, sentencesOf, trimRemark } from '../message-pieces';
import { mentionedItems } from '../spot-request';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

// "I take milk, egg and yogurt", "I already get the bread": a shopper's present tense for what they bought.
const PRESENT_TICK_FIRST = /^\s*(?:ok\s+|so\s+)?(?:i|we)\s+(?:already\s+|also\s+|just\s+)*(?:take|get|buy|grab|pick up|find)\s+(?:the\s+)?(?<items>[^.!?]+?)(?:\s+(?:too|also|already|now|here|(?:at|for|from|on)\s+\S+(?:\s+\S+)?|this\s+(?:morning|afternoon|evening)))*[\s.!]*$/iu;
// "Cereal, banana, avocado I take.", "Garlic and peanut butter I get too."
const PRESENT_TICK_AFTER = /^\s*(?<items>[^.!?]+?)\s+(?:i|we)\s+(?:also\s+|already\s+)*(?:take|get|buy|grab|find)(?:\s+(?:too|also|already|now))*[\s.!]*$/iu;

/**
 * "I take milk, egg and yogurt", "Garlic and peanut butter I get too": said in the shop, in the
 * present as English learnt second often says the past, of things still to buy on the lists: a
 * tick. Only ticks of what is there; "I get bread" of bread on no list may mean to buy it.
 */
export function tickedInThePresent(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, known, read, found } = reader;
  const [sentence, ...others] = sentencesOf(candidate);
  const said = sentence === undefined ? undefined : (PRESENT_TICK_FIRST.exec(sentence)?.groups ?? PRESENT_TICK_AFTER.exec(sentence)?.groups);
  if (said?.items === undefined || mentionedItems(said.items, lists).length === 0) {
    return undefined;
  }
  const planned = read(`got ${said.items}`);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  if (!reading || !doCommands(reading.plan).every((command) => command.action === 'markBought')) {
    return undefined;
  }
  const rest = others.map(trimRemark).filter((piece) => piece.length > 0);
  return { ...reading, setAside: rest, unasked: rest.every((piece) => isRemark(piece, known)) };
}
