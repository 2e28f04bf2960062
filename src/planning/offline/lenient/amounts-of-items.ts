import { matchKey, parseItem } from '../../../lists';
import type { ValidatedDo } from '../../plan';
import { wholeItemNames } from '../lenient-text';
import { isRemark, trimRemark } from '../message-pieces';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';
import { NUMBER_WORDS_PATTERN } from '../../../text/number-words';

/** "milk 2 litres, not just milk", "wine 3 bottles": how much of something already on a list, said with no verb. */
export function amountOfItemThere(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, known, read, found } = reader;
  const said = /^(?<name>\p{L}[\p{L}' -]*?)\s+(?<amount>\d+(?:[.,]\d+)?\s*(?:kg|g|l|ml|lb|lbs|oz|litres?|liters?|kilos?|grams?|packs?|packets?|bottles?|cans?|tins?|bags?|boxes|box|jars?|cartons?|dozen)?)\s*(?:[,.;!]\s*(?<rest>.*))?$/iu.exec(candidate.trim())?.groups;
  if (said?.name === undefined || said.amount === undefined) {
    return undefined;
  }
  const whole = wholeItemNames(said.name, lists);
  const there = lists.flatMap((list) => list.items.filter((item) => matchKey(item.name) === matchKey(whole)).map((item) => ({ list, item })));
  const [only] = there;
  // "milk 2 litres, got it" says a purchase, not only an amount.
  if (!only || there.length !== 1 || /\b(?:got|bought|grabbed|ticked|done)\b|[✅✔☑]/iu.test(said.rest ?? '')) {
    return undefined;
  }
  const { list, item } = only;
  const planned = read(`change ${whole} to ${said.amount} on ${list.name}`);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  if (!reading || !doCommands(reading.plan).every((command) => command.action === 'setQuantity')) {
    return undefined;
  }
  // An amount set where there was none is made unasked; one that changes an amount already there ("eggs 6" for 12) is only offered.
  const rest = said.rest?.trim() ?? '';
  const setting = item.quantity === undefined;
  return rest.length === 0 ? { ...reading, unasked: setting } : { ...reading, setAside: [rest], unasked: setting && isRemark(rest, known) };
}

/**
 * "one bottle of milk wont last us make it 3 bottles of milk please": a change of amount that names
 * its item, after talk with no mark between; the talk is said back and the change offered.
 */
export function amountSaidAfterTalk(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { read, found } = reader;
  const at = new RegExp(String.raw`\b(?:make|change|set)\s+(?:it|that|them)\s+(?:to\s+)?(?=\d|${NUMBER_WORDS_PATTERN}\b|a dozen)`, 'iu').exec(candidate)?.index;
  // With a mark between, the pieces are read apart; and "it" must be the item it then names, not the last turn's.
  const talk = at === undefined ? '' : candidate.slice(0, at);
  if (at === undefined || at === 0 || /[,.;:!?\p{Extended_Pictographic}]/u.test(talk) || /\b(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+)?$/iu.test(talk)) {
    return undefined;
  }
  const request = candidate.slice(at);
  const planned = read(request);
  const reading = planned.understood ? found(planned.plan, []) : undefined;
  const before = trimRemark(candidate.slice(0, at).replace(/[\s,]+$/u, ''));
  const named = (command: ValidatedDo) => ((command.parameters.items as readonly string[] | undefined) ?? []).every((item) => request.toLowerCase().includes(parseItem(item).name.toLowerCase()));
  return reading && doCommands(reading.plan).every((command) => command.action === 'setQuantity' && named(command)) ? { ...reading, setAside: [before].filter((piece) => piece.length > 0), unasked: false } : undefined;
}
