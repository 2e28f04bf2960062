import { doCommand, doPlan, joinPlans } from '../plans';
import { isRemark, trimRemark } from '../message-pieces';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands, usesUnnamed } from './plan-checks';

/**
 * "replace the ground turkey with 1 lb of ground beef and check it off", "put 2 packs of cocktail
 * sausages on the party list and tick them, they're in my trolley": a change that puts something
 * on a list, or sets how much of something there is ("make it 2 and tick"), then that it is bought
 * already. The tick follows the change, of what it put on or set; what comes after is said back.
 */
export function addedAndTicked(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, assumed, known, attempt } = reader;
  const { request, rest = '' } = /^(?<request>.+?)\s*,?\s+(?:and|then|n|&)\s+(?:also\s+)?(?:tick|check|mark|cross)(?:\s+(?:it|them|those|that|both|these|em))?(?:\s+(?:off|as bought|bought|done))?(?:\s+(?:too|please|pls))*(?<rest>[\s,.;!].*)?$/iu.exec(candidate.trim())?.groups ?? {};
  const reading = request === undefined ? undefined : attempt(request, []);
  const commands = reading ? doCommands(reading.plan) : [];
  // What is ticked: what the change put on the list, or the item whose amount it set ("make it 2 and tick").
  const adds = commands.filter((command) => command.action === 'addItems' || command.action === 'setQuantity');
  if (!reading || adds.length !== 1 || commands.some((command) => command.action !== 'addItems' && command.action !== 'removeItems' && command.action !== 'setQuantity')) {
    return undefined;
  }
  const [add] = adds;
  const tick = add && doCommand('markBought', { list: add.parameters.list, items: add.parameters.items });
  const setAside = [trimRemark(rest.replace(/^[\s,.;!]+/u, ''))].filter((piece) => piece.length > 0);
  // On a list the message does not name, it is only offered: the tick would be on a list taken for the one meant.
  const unnamed = reading.assumed !== undefined || (assumed !== undefined && usesUnnamed(commands, candidate, assumed) && lists.length > 1);
  return tick ? { ...reading, plan: joinPlans([reading.plan, doPlan([tick])]), setAside, unasked: reading.unasked && !unnamed && setAside.every((piece) => isRemark(piece, known)) } : undefined;
}
