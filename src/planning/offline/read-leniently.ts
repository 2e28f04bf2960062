import type { ConversationFocus } from '../../conversation/conversation-state';
import type { GroceryLists, ListLimits } from '../../lists';
import type { ValidatedPlan } from '../plan';
import { amountsApart, amountsFirst, correctedInPassing, dictatedMarks, fourForFor, listSlipsPutRight, plainPhrasing, plainQuestions, plainRenames, plainWords, verbFirst, wholeItemNames } from './lenient-text';
import { mainList } from './main-list';
import { type OfflineOptions, planOffline } from './offline-planner';
import { isCourtesyPlan, isUnchangedPlan, joinPlans, sayPlan } from './plans';
import { isRemark, knownWords, piecesOf, sentencesOf, trimRemark } from './message-pieces';
import { fromTheVerb } from './request-clauses';
import { mentionedItems, spottedRequests } from './spot-request';
import { isPointingWord } from './phrase-index';
import { READING_ACTIONS } from './action-kinds';
import { talkAnswer } from './talk-answers';
import { tokenize } from './tokenize';
import type { LenientReader, LenientReading } from './lenient/lenient-reader';
import { addsNoGrocery, answers, doCommands, isMovedIn, itemsChanged, usesUnnamed } from './lenient/plan-checks';
import { theListNamed, withoutAddress } from './lenient/list-phrasing';
import { followOn } from './lenient/follow-on';
import { readPieces } from './lenient/read-pieces';
import { pastedList } from './lenient/pasted-list';
import { saidToTheBot } from './lenient/said-to-the-bot';
import { saidToSomeoneElse } from './lenient/said-to-someone-else';
import { tickedInThePresent } from './lenient/ticked-in-the-present';
import { addedToNamedList, listMadeFor, listSaidFirst } from './lenient/list-said-first';
import { addedAndTicked } from './lenient/added-and-ticked';
import { sectionSaidLast } from './lenient/section-said-last';
import { askedOfEach } from './lenient/asked-of-each';
import { pointedBack } from './lenient/pointed-back';
import { insteadOf } from './lenient/instead-of';
import { amountOfItemThere, amountSaidAfterTalk } from './lenient/amounts-of-items';

// A sentence that asks: it ends with a question mark, or begins by asking to see.
const ASKS = /\?\s*$|^\s*(?:pantry\s*,?\s*)?(?:show|what'?s|whats|what is|what do)\b/iu;

// A question whether someone got or has something: "did you get…", "has anyone bought…", "have we got…".
const ASKS_WHETHER = /^\s*(?:(?:hey|hi|ok|so)\s+)?(?:[Pp]antry\s*,?\s*)?(?:[Dd]id|[Hh]as|[Hh]ave|[Hh]ad)\s+(?:(?:you|u|ya|anyone|anybody|someone|somebody|we|they|he|she|i|\p{Lu}\p{Ll}+)\b|\S+(?:\s+\S+)?\s+(?:get|got|buy|bought|grab|grabbed|pick|picked|find|found|remember)\b)/u;
// "… or did u put a clock on there": asked whether someone added something, anywhere in the message.
const ASKED_WHETHER_PUT = /\b(?:did|has|have)\s+(?:you|u|ya|anyone|anybody|someone|somebody)\s+(?:put|add|added|stick|pop)\b/iu;
// More of something already there: "another milk", "3 more party bags".
const MORE_OF = /\b(?:more|another|extra)\b/iu;
// A price: a currency's sign before a number, or a number "per kilo" or "each". "3 pounds" may be weight, so is not one.
const PRICE = /(?:[£$€₱¥₹]\s?\d+(?:[.,]\d+)?|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s?(?:quid|dollars|bucks|euros?|pesos?|rand|rupees|€)(?![\p{L}]))(?:\s+(?:a|an|per|each)(?:\s+\p{L}+)?)?|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s+(?:per\s+(?:kilo|kg|pound|lb|litre|liter|pack|bag|piece|bottle|dozen)|each)(?![\p{L}])/giu;
// Words in brackets, of two words or more: "(Min-ji you're a lifesaver)". "(2)" or "(x2)" is an amount, not an aside.
const ASIDE = /\s*\((?<aside>[^()]*\p{L}[^()]*\s[^()]*)\)/gu;

/**
 * Reads a message leniently: every reading tried is one the strict grammar claims, of the message
 * with shorthand and slips read out, amounts moved before names, a word of a name written as the
 * whole name (for ticks and removals), the list it does not name taken to be the everyday one, a
 * follow-up's "and" read as adding, and the parts that are reasons or remarks set aside. The first
 * reading that changes or reads something wins; undefined when none does.
 */
export function readLeniently(text: string, lists: GroceryLists, limits: ListLimits, focus: ConversationFocus | undefined, options: OfflineOptions = {}): LenientReading | undefined {
  // "add a pint of blueberries (if there are any left) and 1 kg of new potatoes to market": what is
  // said in brackets is an aside. The message is read without it, and the aside said back as left out;
  // an aside that names a grocery or an amount may be more of the request, so the change is then offered.
  // "650 per kilo!", "₱120 each": a price is said of a thing, never an amount of it to buy. And "add a
  // pint of blueberries (if there are any left) and 1 kg of new potatoes to market": what is said in
  // brackets is an aside. The message is read without both, and they are said back as left out; an
  // aside that names a grocery or an amount may be more of the request, so the change is then offered.
  const prices = [...text.matchAll(PRICE)].map((match) => match[0].trim());
  const priceless = text.replace(PRICE, ' ');
  const asides = [...priceless.matchAll(ASIDE)].map((match) => (match.groups?.aside ?? '').trim()).filter((aside) => aside.length > 0);
  if (prices.length > 0 || asides.length > 0) {
    const reading = readLeniently(priceless.replace(ASIDE, ' ').replace(/\s+([,.!?])/gu, '$1').replace(/\s{2,}/gu, ' ').trim(), lists, limits, focus, options);
    const known = knownWords(lists);
    return reading && !isCourtesyPlan(reading.plan) ? { ...reading, setAside: [...reading.setAside, ...prices, ...asides], unasked: reading.unasked && asides.every((aside) => isRemark(aside, known)) } : reading;
  }
  // An "add" that names no list means the everyday one (the list in play is for follow-ons alone, which
  // the strict reading reads); "3 more party bags" means the list the party bags are on.
  const more = MORE_OF.test(text) ? mentionedItems(text, lists) : [];
  const holding = more.length > 0 && more.every((each) => each.list === more[0]?.list) ? more[0]?.list : undefined;
  const assumed = holding ?? mainList(lists, undefined);
  const read = (candidate: string) => planOffline(candidate, lists, limits, focus, { ...options, takeAsTyped: true, ...(assumed ? { assumedList: assumed } : {}) });
  const plain = plainWords(text, false, [...lists.map((list) => list.name), ...lists.flatMap((list) => list.items.map((item) => item.name))]);
  const normal = theListNamed(amountsApart(amountsFirst(fourForFor(plainRenames(verbFirst(plainPhrasing(plainQuestions(dictatedMarks(listSlipsPutRight(withoutAddress(plain.text), lists))))))))), assumed, lists);
  // "did anyone get the tp?", "have we got milk?": asked whether, so never read as adding it.
  const asksWhether = ASKS_WHETHER.test(text) || ASKED_WHETHER_PUT.test(text);
  const found = (plan: ValidatedPlan, setAside: readonly string[], addsAllowed = !asksWhether): LenientReading | undefined => {
    const commands = doCommands(plan);
    if (commands.some((command) => addsNoGrocery(command, lists))) {
      return undefined;
    }
    // "Tim Tams are already on groceries" is an answer too: true, and nothing to change.
    if ((commands.length === 0 && !answers(plan) && !isUnchangedPlan(plan)) || (!addsAllowed && commands.some((command) => command.action === 'createList' || (command.action === 'addItems' && !isMovedIn(command, commands))))) {
      return undefined;
    }
    return { plan, setAside, respelt: [], unasked: true, ...(assumed && usesUnnamed(commands, text, assumed) ? { assumed } : {}) };
  };
  const attempt = (candidate: string, setAside: readonly string[]): LenientReading | undefined => {
    const planned = read(candidate);
    const whole = planned.understood ? found(planned.plan, setAside) : undefined;
    // "got the flour": the one item whose name holds the word, for what is done to items already there.
    const named = wholeItemNames(candidate, lists);
    const byName = named === candidate ? undefined : read(named);
    // "1 more pizza": more of the one item that holds the word is an add to it, too.
    const nameReading = byName?.understood ? found(byName.plan, setAside, MORE_OF.test(candidate)) : undefined;
    // An answer that changes nothing ("'feta' is not on groceries") yields to a reading that does ("and feta": add
    // it); and one that changes some of the items named, to one that changes them all ("got butter, sugar, flour").
    if (whole && doCommands(whole.plan).length > 0 && !(nameReading && itemsChanged(nameReading.plan) > itemsChanged(whole.plan))) {
      return whole;
    }
    if (nameReading) {
      return nameReading;
    }
    return (setAside.length === 0 && candidate === normal ? followOn(candidate, lists, read, found) : undefined) ?? whole;
  };
  // A new item added misspelt ("zuchini") is read again with the slip put right, and that is said.
  const withSlipsPutRight = (reading: LenientReading, candidate: string): LenientReading => {
    const adding = doCommands(reading.plan).some((command) => command.action === 'addItems' || command.action === 'createList');
    const fixed = adding ? plainWords(candidate, true) : undefined;
    if (!fixed || fixed.respelt.length === 0) {
      return reading;
    }
    const again = attempt(fixed.text, reading.setAside);
    // Only the words put right that the reading uses are said back: "having" in the story is no "shaving".
    const used = again ? fixed.respelt.filter((word) => doCommands(again.plan).some((command) => JSON.stringify(command.parameters).toLowerCase().includes(word.toLowerCase()))) : [];
    return again && used.length > 0 ? { ...again, respelt: used } : reading;
  };
  const known = knownWords(lists);
  const reader: LenientReader = { lists, focus, normal, assumed, known, read, found, attempt, onlyAdding, withSlipsPutRight };
  // A correction read as typed is offered, not made: "get eggs, no, 6 eggs" may mean 6 in all.
  const corrected = (fixed: string | undefined) => ((reading) => reading && { ...reading, unasked: false })(fixed === undefined ? undefined : attempt(fixed, []));
  const first =
    pastedList(reader) ??
    sectionSaidLast(reader, normal) ??
    tickedInThePresent(reader, normal) ??
    amountOfItemThere(reader, plain.text) ??
    attempt(normal, []) ??
    askedOfEach(reader, normal) ??
    saidToSomeoneElse(reader, plain.text) ??
    saidToTheBot(reader, normal) ??
    addedToNamedList(reader, normal) ??
    listSaidFirst(reader, normal) ??
    corrected(correctedInPassing(normal)) ??
    insteadOf(reader, normal) ??
    amountSaidAfterTalk(reader, normal) ??
    listMadeFor(reader, normal) ??
    addedAndTicked(reader, normal);
  if (first) {
    return withSlipsPutRight(first, normal);
  }
  // The plain requests its words point at: "Got the chicken thighs and the rice, Costco had a deal on".
  const spotted = spottedRequests(normal, lists, assumed).flatMap(({ request, unasked, answer }) => {
    if (answer !== undefined) {
      return [{ plan: sayPlan(answer), setAside: [], respelt: [], unasked }];
    }
    const planned = read(request);
    if (planned.understood && isCourtesyPlan(planned.plan)) {
      return [{ plan: planned.plan, setAside: [], respelt: [], unasked }];
    }
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    return reading ? [{ ...reading, unasked: reading.unasked && unasked }] : [];
  });
  if (spotted.length > 0) {
    // "They have no Lavazza. What's left to buy?": a question beside what was spotted is answered too.
    const asked = sentencesOf(normal).flatMap((sentence) => {
      const planned = ASKS.test(sentence) ? read(sentence) : undefined;
      const commands = planned?.understood ? doCommands(planned.plan) : [];
      return planned?.understood && commands.length > 0 && commands.every((command) => READING_ACTIONS.has(command.action)) ? [{ plan: planned.plan, setAside: [], respelt: [], unasked: true }] : [];
    });
    const all = [...spotted, ...asked];
    const [one] = all;
    const joined = one && all.length === 1 ? one : { plan: joinPlans(all.map((each) => each.plan)), setAside: [], respelt: [], unasked: all.every((each) => each.unasked) };
    // What it left out: the parts of the message that name nothing on the lists.
    const setAside = piecesOf(normal).filter((piece) => mentionedItems(piece, lists).length === 0).map(trimRemark).filter((piece) => piece.length > 0);
    const onlyReads = doCommands(joined.plan).every((command) => READING_ACTIONS.has(command.action));
    return { ...joined, setAside: isCourtesyPlan(joined.plan) || onlyReads ? [] : setAside };
  }
  // The request from its verb on, the words before it set aside: "Emeka here can you add four tins of tomatoes".
  for (const clause of fromTheVerb(normal, lists)) {
    // "we're out of ketchup. put it on groceries": "it" is what the words before it named, not what the last turn did.
    if (clause.rest.length > 0 && tokenize(clause.request).some((token) => isPointingWord(token.key))) {
      continue;
    }
    const planned = read(clause.request);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    if (reading && doCommands(reading.plan).length > 0) {
      const setAside = clause.rest.map(trimRemark).filter((piece) => piece.length > 0);
      const unasked = setAside.every((piece) => isRemark(piece, known));
      // What it would set aside may be more of the request, read piece by piece: "… strawberries!!! And whipped cream!!".
      const pieced = unasked ? undefined : readPieces(reader, piecesOf(normal, false));
      if (pieced?.unasked) {
        return pieced;
      }
      return withSlipsPutRight({ ...reading, setAside, unasked }, clause.request);
    }
  }
  const back = pointedBack(reader, normal);
  if (back) {
    return back;
  }
  const talk = readPieces(reader, piecesOf(normal, false)) ?? readPieces(reader, piecesOf(normal, true)) ?? talkAnswer(text, lists, read);
  return talk && 'plan' in talk ? talk : talk && { plan: talk, setAside: [], respelt: [], unasked: true };

  /** The reading of `request` when all it does is add, and each item it adds passes `allowed`. */
  function onlyAdding(request: string, allowed: (item: string) => boolean = () => true): LenientReading | undefined {
    const planned = read(request);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    const adds = reading ? doCommands(reading.plan) : [];
    return reading && adds.every((command) => command.action === 'addItems' && ((command.parameters.items as string[] | undefined) ?? []).every(allowed)) ? reading : undefined;
  }
}
