import { type GroceryList, type GroceryLists, matchKey, parseItem } from '../../../lists';
import type { ValidatedDo } from '../../plan';
import { findNamedList } from '../list-phrases';
import { joinPlans } from '../plans';
import { isRemark, namesAGrocery, trimRemark } from '../message-pieces';
import { mentionedItems } from '../spot-request';
import { isPointingWord } from '../phrase-index';
import { startsRequest } from '../grammar';
import { tokenize } from '../tokenize';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands, saysNotThere } from './plan-checks';

const MAX_PIECES = 8;

export function readPieces(reader: LenientReader, pieces: readonly string[]): LenientReading | undefined {
  const { lists, known, attempt, withSlipsPutRight } = reader;
  if (pieces.length < 2 || pieces.length > MAX_PIECES) {
    return undefined;
  }
  // "oh and hair ties. pharmacy list pls": a piece that only names a list says where the others go.
  const topics = pieces.flatMap((piece) => ((list) => (list ? [{ piece, list }] : []))(onlyNamesList(lists, piece)));
  const [topic] = topics;
  const onTopic = (piece: string) => (topic && topics.length === 1 ? (attempt(`${piece} to ${topic.list.name}`, []) ?? attempt(`${piece} on ${topic.list.name}`, [])) : undefined);
  // "Can we get strawberries!!! And whipped cream!!": a piece led by "and" adds to the list the piece before added to.
  let addedTo: string | undefined;
  let ticking = false;
  const andMore = (piece: string) => {
    const rest = /^(?:and|also|plus|oh and|and also)\s+(?<rest>.+)$/iu.exec(piece.trim())?.groups?.rest;
    return rest !== undefined && addedTo !== undefined ? attempt(`add ${rest} to ${addedTo}`, []) : undefined;
  };
  // Each piece read on its own ("rice got, chicken got, broc got"), the rest set aside. What is acted
  // on unasked may set aside only remarks (nothing in them names a grocery or an amount); where more
  // is set aside, the reading is only proposed, since the proposal says what it would do.
  const readings = pieces
    .filter((piece) => piece !== topic?.piece || topics.length !== 1)
    .map((piece, at) => {
      // "we need more oat milk too, make it 3": "it" is what the piece before named, not what the last turn did.
      if (at > 0 && tokenize(piece).some((token) => isPointingWord(token.key))) {
        return { piece, reading: undefined };
      }
      // "tick the diet coke, teabags and oats on tesco": a piece after a tick, with no verb of its own, ticks too, and adds nothing.
      const ticked = ticking && !startsRequest(tokenize(piece), 0) ? (((more) => (more && doCommands(more.plan).every((command) => command.action === 'markBought') ? more : undefined))(attempt(`got ${piece}`, [])) ?? null) : undefined;
      const reading = ticked === null ? undefined : (ticked ?? onTopic(piece) ?? attempt(piece, []) ?? andMore(piece));
      const commands = reading ? doCommands(reading.plan) : [];
      const adds = commands.filter((command) => command.action === 'addItems' || command.action === 'createList');
      addedTo = adds.length > 0 ? String(adds[adds.length - 1]?.parameters.list) : reading ? undefined : addedTo;
      ticking = commands.length > 0 ? commands.every((command) => command.action === 'markBought') : ticking;
      return { piece, reading };
    });
  // "change the crème fraîche for sour cream, there is no more crème fraîche": a piece that only takes off
  // again what a piece before it took off is the reason for it, said back, not a change of its own.
  const removed = new Set<string>();
  const kept = readings.map(({ piece, reading }) => {
    const commands = reading ? doCommands(reading.plan) : [];
    const items = (command: ValidatedDo) => ((command.parameters.items as readonly string[] | undefined) ?? []).map((item) => matchKey(parseItem(item).name));
    const again = commands.length > 0 && commands.every((command) => command.action === 'removeItems' && items(command).every((item) => removed.has(item)));
    commands.filter((command) => command.action === 'removeItems').forEach((command) => items(command).forEach((item) => removed.add(item)));
    // "change torch for head torch, is better for camp": an answer about what names nothing there or to buy ("Better isn't on camp") answers nobody.
    const idle = reading !== undefined && commands.length === 0 && saysNotThere(reading.plan) && !namesAGrocery(piece) && mentionedItems(piece, lists).length === 0;
    return again || idle ? { piece, reading: undefined } : { piece, reading };
  });
  const unread = kept.filter(({ reading }) => !reading).map(({ piece }) => trimRemark(piece)).filter((piece) => piece.length > 0);
  const understood = kept.flatMap(({ piece, reading }) => (reading ? [withSlipsPutRight(reading, piece)] : []));
  if (understood.length === 0) {
    return undefined;
  }
  const [only] = understood;
  const plan = only && understood.length === 1 ? only.plan : joinPlans(understood.map((each) => each.plan));
  const assumedBy = understood.find((each) => each.assumed)?.assumed;
  const unasked = unread.every((piece) => isRemark(piece, known));
  return { plan, setAside: unread, respelt: understood.flatMap((each) => each.respelt), unasked, ...(assumedBy ? { assumed: assumedBy } : {}) };
}

/** The list a piece names and nothing else: "pharmacy list pls", "for the asian grocer also". */
function onlyNamesList(lists: GroceryLists, piece: string): GroceryList | undefined {
  const name = /^(?:(?:for|on|to|in|onto)\s+)?(?<name>.+?)(?:\s+(?:pls|please|also|too|thanks))*$/iu.exec(piece.trim())?.groups?.name;
  return name === undefined ? undefined : findNamedList(lists, name);
}
