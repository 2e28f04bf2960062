import { parseItem } from '../../../lists';
import { findNamedList } from '../list-phrases';
import { isGroceryOrListed } from '../lists-index';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

/**
 * "in the party list put 2 bottles of wine", "for party also 2 packs of noodles", "and on the hangi
 * list 3 boxes of stuffing", "groceries list please add tofu": the list said first, then what goes on it; "on hangi list bought the
 * chickens": the list, then what is done to items on it.
 */
export function listSaidFirst(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, attempt, onlyAdding } = reader;
  const trimmed = candidate.trim().replace(/^(?:pantry\s*,?\s*)?(?:(?:and|also|oh and|plus)\s+)?/iu, '').replace(/[\s,.!]+(?:thanks|thank you|ta|cheers)(?:\s+\p{L}+)?[\s.!]*$/iu, '').replace(/[\s.!]+$/u, '');
  const said = /^(?:in|on|for|to|onto)\s+(?<list>.+?)(?:\s*[,:-]?\s+(?<verb>(?:(?:please|pls|also|we need|i need|we also need|need|put|add|get|can you add|can you put)\s+)+)|\s*:\s*|\s*,?\s+(?=\d|an?\s))(?<items>.+)$/iu.exec(trimmed)?.groups;
  // "groceries list please add tofu 2 blocks": the list named with no preposition, then the verb.
  const bare = said ? undefined : /^(?<list>.+?)\s+list\s*[,:-]?\s+(?:(?:please|pls|also|kindly)\s+)*(?:add|put)\s+(?<items>.+)$/iu.exec(trimmed)?.groups;
  const first = said ?? bare;
  const named = first?.list === undefined ? undefined : findNamedList(lists, first.list);
  if (named && first?.items !== undefined) {
    return onlyAdding(`add ${first.items} to ${named.name}`);
  }
  const { list, request } = /^(?:in|on|at|for|from)\s+(?<list>.+?)\s*[,:-]?\s+(?<request>(?:bought|got|tick|ticked|remove|take|grabbed|picked up|found|untick|move|clear|show)\b.+)$/iu.exec(trimmed)?.groups ?? {};
  const onList = list === undefined ? undefined : findNamedList(lists, list);
  return onList && request !== undefined ? attempt(`${request} on ${onList.name}`, []) : undefined;
}

/** "dish soap and trash bags on the target list": items, then a list there is, with no verb: they go on it. */
export function addedToNamedList(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, onlyAdding } = reader;
  const { items, list } = /^(?<items>[^.!?\n]+?)\s+(?:on|onto|to|for|in)\s+(?<list>[^.!?\n]+?)[\s.!]*$/iu.exec(candidate)?.groups ?? {};
  const named = list === undefined ? undefined : findNamedList(lists, list);
  if (items === undefined || !named || /^\s*(?:add|put|get|buy|need)\b/iu.test(items)) {
    return undefined;
  }
  // With no verb, only groceries the dictionary knows, or things on the lists: "the kids on hardware" adds nobody.
  return onlyAdding(`add ${items} to ${named.name}`, (item) => isGroceryOrListed(lists, parseItem(item).name));
}

/**
 * "please make a list Späti for the drinks on Saturday": a new list's name, one word or a quoted
 * phrase, then what it is for, which is said back and kept out of the name.
 */
export function listMadeFor(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { read, found } = reader;
  const { name, purpose } = /^\s*(?:pantry\s*,?\s*)?(?:(?:please|pls|can you|could you)\s+)*(?:make|create|start|open)\s+(?:us\s+|me\s+)?(?:a|an|one)\s+(?:new\s+)?list\s+(?:called\s+|named\s+)?(?<name>"[^"]+"|'[^']+'|(?!(?:for|of|with|to|and|please|pls|on|that|which|so|the|called|named)\b)[\p{L}\p{N}][\p{L}\p{N}'&-]*)\s+(?<purpose>(?:for|to|because|so)\b[^.!?]*?)[\s.!]*$/iu.exec(candidate)?.groups ?? {};
  if (name === undefined || purpose === undefined) {
    return undefined;
  }
  const planned = read(`create a list called ${name}`);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  return reading && doCommands(reading.plan).every((command) => command.action === 'createList') ? { ...reading, setAside: [purpose] } : undefined;
}
