import type { ConversationFocus } from '../../conversation/conversation-state';
import { type GroceryList, type GroceryLists, groceryWords, isKnownGrocery, itemKey, type ListLimits, matchKey, parseItem } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';
import { amountsApart, amountsFirst, correctedInPassing, dictatedMarks, fourForFor, plainPhrasing, plainQuestions, plainRenames, plainWords, wholeItemNames } from './lenient-text';
import { FOLLOW_ON_WORDS, TALK_WORDS } from './lenient-words';
import { findNamedList, listByOwner } from './list-phrases';
import { isGroceryOrListed } from './lists-index';
import { mainList } from './main-list';
import { type OfflineOptions, planOffline } from './offline-planner';
import { doCommand, doCommandsOf, doPlan, isCourtesyPlan, isUnchangedPlan, joinPlans, sayPlan, saysOnly } from './plans';
import { isRemark, knownWords, namesAGrocery, piecesOf, trimRemark } from './message-pieces';
import { fromTheVerb, pastedItems } from './request-clauses';
import { mentionedItems, spottedRequests } from './spot-request';
import { isPhraseText, isPointingWord } from './phrase-index';
import { READING_ACTIONS } from './action-kinds';
import { talkAnswer } from './talk-answers';
import { tokenize } from './tokenize';


/** The best reading of a message the strict reading was not sure of, and what it set aside to get there. */
export interface LenientReading {
  readonly plan: ValidatedPlan;
  /** What the message said that the reading left out, as typed: "we're nearly out". */
  readonly setAside: readonly string[];
  /** Words read as other words: misspelt groceries put right. */
  readonly respelt: readonly string[];
  /** The list taken for one the message did not name, where several could be meant. */
  readonly assumed?: GroceryList;
  /**
   * False when the reading leaves words it does not account for (a story around a request): then
   * even a change that adds is offered behind a button rather than made.
   */
  readonly unasked: boolean;
}

const MAX_PIECES = 8;
// "I take milk, egg and yogurt", "I already get the bread": a shopper's present tense for what they bought.
const PRESENT_TICK_FIRST = /^\s*(?:ok\s+|so\s+)?(?:i|we)\s+(?:already\s+|also\s+|just\s+)*(?:take|get|buy|grab|pick up|find)\s+(?:the\s+)?(?<items>[^.!?]+?)(?:\s+(?:too|also|already|now|here|(?:at|for|from|on)\s+\S+(?:\s+\S+)?|this\s+(?:morning|afternoon|evening)))*[\s.!]*$/iu;
// "Cereal, banana, avocado I take.", "Garlic and peanut butter I get too."
const PRESENT_TICK_AFTER = /^\s*(?<items>[^.!?]+?)\s+(?:i|we)\s+(?:also\s+|already\s+)*(?:take|get|buy|grab|find)(?:\s+(?:too|also|already|now))*[\s.!]*$/iu;
// What the bot is called by: "… pantry take cold brew off groceries".
const BOT_NAMES: ReadonlySet<string> = new Set(['pantry']);
// Words after which "pantry" is a name of a list or a section, not the bot called: "to the pantry", "my pantry list".
const LEADS_TO_A_NAME: ReadonlySet<string> = new Set(['the', 'my', 'our', 'your', 'to', 'on', 'onto', 'in', 'into', 'from', 'off', 'under', 'a', 'new']);
// A sentence that asks: it ends with a question mark, or begins by asking to see.
const ASKS = /\?\s*$|^\s*(?:pantry\s*,?\s*)?(?:show|what'?s|whats|what is|what do)\b/iu;

/** The message's sentences, each with the mark that ends it. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/u).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}
// How the line above a paste ends when it only says what follows: "adding these:", "we need the following:".
const PASTE_FRAMING = /[\s,;:-]*(?:(?:i'?m|i am|we'?re|we|so)\s+)*(?:adding|add|need|here are|here's)?\s*(?:these|this|the following|them)?\s*:?\s*$/iu;
// The line above a paste of what was bought: "Got:", "bought these:", "in the cart:".
const PASTE_BOUGHT = /^\s*(?:(?:ok|so|right)[\s,]+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|already\s+)?(?:got|bought|grabbed|picked up|ticked off|in the (?:cart|trolley|basket))\s*(?:these|this|the following|so far)?\s*:\s*$/iu;
// A question whether someone got or has something: "did you get…", "has anyone bought…", "have we got…".
const ASKS_WHETHER = /^\s*(?:(?:hey|hi|ok|so)\s+)?(?:[Pp]antry\s*,?\s*)?(?:[Dd]id|[Hh]as|[Hh]ave|[Hh]ad)\s+(?:(?:you|u|ya|anyone|anybody|someone|somebody|we|they|he|she|i|\p{Lu}\p{Ll}+)\b|\S+(?:\s+\S+)?\s+(?:get|got|buy|bought|grab|grabbed|pick|picked|find|found|remember)\b)/u;
// "… or did u put a clock on there": asked whether someone added something, anywhere in the message.
const ASKED_WHETHER_PUT = /\b(?:did|has|have)\s+(?:you|u|ya|anyone|anybody|someone|somebody)\s+(?:put|add|added|stick|pop)\b/iu;
// More of something already there: "another milk", "3 more party bags".
const MORE_OF = /\b(?:more|another|extra)\b/iu;

/**
 * Reads a message leniently: every reading tried is one the strict grammar claims, of the message
 * with shorthand and slips read out, amounts moved before names, a word of a name written as the
 * whole name (for ticks and removals), the list it does not name taken to be the everyday one, a
 * follow-up's "and" read as adding, and the parts that are reasons or remarks set aside. The first
 * reading that changes or reads something wins; undefined when none does.
 */
export function readLeniently(text: string, lists: GroceryLists, limits: ListLimits, focus: ConversationFocus | undefined, options: OfflineOptions = {}): LenientReading | undefined {
  // An "add" that names no list means the everyday one (the list in play is for follow-ons alone, which
  // the strict reading reads); "3 more party bags" means the list the party bags are on.
  const more = MORE_OF.test(text) ? mentionedItems(text, lists) : [];
  const holding = more.length > 0 && more.every((each) => each.list === more[0]?.list) ? more[0]?.list : undefined;
  const assumed = holding ?? mainList(lists, undefined);
  const read = (candidate: string) => planOffline(candidate, lists, limits, focus, { ...options, takeAsTyped: true, ...(assumed ? { assumedList: assumed } : {}) });
  const plain = plainWords(text, false, [...lists.map((list) => list.name), ...lists.flatMap((list) => list.items.map((item) => item.name))]);
  const normal = theListNamed(amountsApart(amountsFirst(fourForFor(plainRenames(plainPhrasing(plainQuestions(dictatedMarks(withoutAddress(plain.text)))))))), assumed, lists);
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
  // A correction read as typed is offered, not made: "get eggs, no, 6 eggs" may mean 6 in all.
  const corrected = (fixed: string | undefined) => ((reading) => reading && { ...reading, unasked: false })(fixed === undefined ? undefined : attempt(fixed, []));
  const first = pastedList() ?? tickedInThePresent(normal) ?? amountOfItemThere(plain.text) ?? attempt(normal, []) ?? saidToTheBot(normal) ?? addedToNamedList(normal) ?? listSaidFirst(normal) ?? corrected(correctedInPassing(normal)) ?? insteadOf(normal) ?? amountSaidAfterTalk(normal) ?? listMadeFor(normal) ?? addedAndTicked(normal);
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
  const known = knownWords(lists);
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
      const pieced = unasked ? undefined : readPieces(piecesOf(normal, false));
      if (pieced?.unasked) {
        return pieced;
      }
      return withSlipsPutRight({ ...reading, setAside, unasked }, clause.request);
    }
  }
  const talk = readPieces(piecesOf(normal, false)) ?? readPieces(piecesOf(normal, true)) ?? talkAnswer(text, lists, read);
  return talk && 'plan' in talk ? talk : talk && { plan: talk, setAside: [], respelt: [], unasked: true };

  /**
   * Items pasted one a line, alone or under a line that says what they are for ("adding these:",
   * "for party we need also:"): all of them go on the list that line names, or the everyday one,
   * with a button to put them on another; the line itself is said back when it is more than a remark.
   */
  function pastedList(): LenientReading | undefined {
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
      const before = sentences.slice(0, -1).map(trimRemark).filter((sentence) => sentence !== '' && !isRemark(sentence, knownWords(lists)));
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
    const said = pasted.named || header.split(/\s+/u).length <= 3 || isRemark(header, knownWords(lists));
    // Lines under no list's name go on the list in play, with a button to put them on another.
    return { ...reading, setAside: said ? [] : [header], ...(!pasted.named && inPlay ? { assumed: inPlay } : {}) };
  }

  /**
   * "What a day, Dad had a ball 🥳 Pantry clear the bought things off the party list": talk to the
   * household, then the bot called by name and asked. What follows its name is the request, read
   * strictly and whole; what comes before is said back as left out, and where it names a grocery or
   * anything on the lists (it may be more of the request) the reading is only offered.
   */
  function saidToTheBot(candidate: string): LenientReading | undefined {
    const tokens = tokenize(candidate);
    let called: (typeof tokens)[number] | undefined;
    for (let at = tokens.length - 1; at > 0 && !called; at--) {
      const token = tokens[at];
      called = token?.kind === 'word' && BOT_NAMES.has(token.key) && !LEADS_TO_A_NAME.has(tokens[at - 1]?.key ?? '') ? token : undefined;
    }
    if (!called) {
      return undefined;
    }
    const before = trimRemark(candidate.slice(0, called.start).replace(/[\s,@]+$/u, ''));
    const request = candidate.slice(called.end).replace(/^[\s,:;!-]+/u, '');
    const planned = request.length > 0 && before.length > 0 ? read(request) : undefined;
    const reading = planned?.understood ? found(planned.plan, []) : undefined;
    // A question after the name is left to the readings that answer a question among other words.
    if (!reading || doCommands(reading.plan).every((command) => READING_ACTIONS.has(command.action))) {
      return undefined;
    }
    const namesNothing = mentionedItems(before, lists).length === 0 && !namesAGrocery(before);
    return { ...reading, setAside: [before], unasked: namesNothing || isRemark(before, knownWords(lists)) };
  }

  /**
   * "I take milk, egg and yogurt", "Garlic and peanut butter I get too": said in the shop, in the
   * present as English learnt second often says the past, of things still to buy on the lists: a
   * tick. Only ticks of what is there; "I get bread" of bread on no list may mean to buy it.
   */
  function tickedInThePresent(candidate: string): LenientReading | undefined {
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
    return { ...reading, setAside: rest, unasked: rest.every((piece) => isRemark(piece, knownWords(lists))) };
  }

  /**
   * "in the party list put 2 bottles of wine", "for party also 2 packs of noodles", "and on the hangi
   * list 3 boxes of stuffing": the list said first, then what goes on it; "on hangi list bought the
   * chickens": the list, then what is done to items on it.
   */
  function listSaidFirst(candidate: string): LenientReading | undefined {
    const trimmed = candidate.trim().replace(/^(?:pantry\s*,?\s*)?(?:(?:and|also|oh and|plus)\s+)?/iu, '').replace(/[\s,.!]+(?:thanks|thank you|ta|cheers)(?:\s+\p{L}+)?[\s.!]*$/iu, '').replace(/[\s.!]+$/u, '');
    const said = /^(?:in|on|for|to|onto)\s+(?<list>.+?)(?:\s*[,:-]?\s+(?<verb>(?:(?:please|pls|also|we need|i need|we also need|need|put|add|get|can you add|can you put)\s+)+)|\s*:\s*|\s*,?\s+(?=\d|an?\s))(?<items>.+)$/iu.exec(trimmed)?.groups;
    const named = said?.list === undefined ? undefined : findNamedList(lists, said.list);
    if (named && said?.items !== undefined) {
      return onlyAdding(`add ${said.items} to ${named.name}`);
    }
    const { list, request } = /^(?:in|on|at|for|from)\s+(?<list>.+?)\s*[,:-]?\s+(?<request>(?:bought|got|tick|ticked|remove|take|grabbed|picked up|found|untick|move|clear|show)\b.+)$/iu.exec(trimmed)?.groups ?? {};
    const onList = list === undefined ? undefined : findNamedList(lists, list);
    return onList && request !== undefined ? attempt(`${request} on ${onList.name}`, []) : undefined;
  }

  /**
   * "replace the ground turkey with 1 lb of ground beef and check it off", "put 2 packs of cocktail
   * sausages on the party list and tick them, they're in my trolley": a change that puts something
   * on a list, then that it is bought already. The tick follows the add, of what was added; what
   * comes after is said back.
   */
  function addedAndTicked(candidate: string): LenientReading | undefined {
    const { request, rest = '' } = /^(?<request>.+?)\s*,?\s+(?:and|then|n|&)\s+(?:also\s+)?(?:tick|check|mark|cross)\s+(?:it|them|those|that|both|these)(?:\s+(?:off|as bought|bought|done))?(?:\s+(?:too|please|pls))*(?<rest>[\s,.;!].*)?$/iu.exec(candidate.trim())?.groups ?? {};
    const reading = request === undefined ? undefined : attempt(request, []);
    const commands = reading ? doCommands(reading.plan) : [];
    const adds = commands.filter((command) => command.action === 'addItems');
    if (!reading || adds.length !== 1 || commands.some((command) => command.action !== 'addItems' && command.action !== 'removeItems')) {
      return undefined;
    }
    const [add] = adds;
    const tick = add && doCommand('markBought', { list: add.parameters.list, items: add.parameters.items });
    const setAside = [trimRemark(rest.replace(/^[\s,.;!]+/u, ''))].filter((piece) => piece.length > 0);
    // On a list the message does not name, it is only offered: the tick would be on a list taken for the one meant.
    const unnamed = reading.assumed !== undefined || (assumed !== undefined && usesUnnamed(commands, candidate, assumed) && lists.length > 1);
    return tick ? { ...reading, plan: joinPlans([reading.plan, doPlan([tick])]), setAside, unasked: reading.unasked && !unnamed && setAside.every((piece) => isRemark(piece, knownWords(lists))) } : undefined;
  }

  /**
   * "please make a list Späti for the drinks on Saturday": a new list's name, one word or a quoted
   * phrase, then what it is for, which is said back and kept out of the name.
   */
  function listMadeFor(candidate: string): LenientReading | undefined {
    const { name, purpose } = /^\s*(?:pantry\s*,?\s*)?(?:(?:please|pls|can you|could you)\s+)*(?:make|create|start|open)\s+(?:us\s+|me\s+)?(?:a|an|one)\s+(?:new\s+)?list\s+(?:called\s+|named\s+)?(?<name>"[^"]+"|'[^']+'|(?!(?:for|of|with|to|and|please|pls|on|that|which|so|the|called|named)\b)[\p{L}\p{N}][\p{L}\p{N}'&-]*)\s+(?<purpose>(?:for|to|because|so)\b[^.!?]*?)[\s.!]*$/iu.exec(candidate)?.groups ?? {};
    if (name === undefined || purpose === undefined) {
      return undefined;
    }
    const planned = read(`create a list called ${name}`);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    return reading && doCommands(reading.plan).every((command) => command.action === 'createList') ? { ...reading, setAside: [purpose] } : undefined;
  }

  /**
   * "not the gruyère, the comté please, they have it at the Rewe": the item there, then the one
   * wanted instead, as a replacement, offered, with what follows said back.
   */
  function insteadOf(candidate: string): LenientReading | undefined {
    const { lead = '', old, wanted, rest = '' } = /^(?<lead>\s*(?:pantry\s*,?\s*)?)(?:no|not)\s+(?:the\s+)?(?<old>[^,.!?;]+?)\s*[,;]\s*(?:but\s+)?(?:the\s+)?(?<wanted>[^,.!?;]+?)(?:\s+(?:please|pls|instead))*\s*(?<rest>[,.!?;].*)?$/iu.exec(candidate)?.groups ?? {};
    if (old === undefined || wanted === undefined || mentionedItems(old, lists).length === 0) {
      return undefined;
    }
    const reading = attempt(`${lead}replace ${old} with ${wanted}`, []);
    const setAside = [trimRemark(rest.replace(/^[\s,.!?;]+/u, ''))].filter((piece) => piece.length > 0);
    return reading && { ...reading, setAside, unasked: false };
  }

  /**
   * "one bottle of milk wont last us make it 3 bottles of milk please": a change of amount that names
   * its item, after talk with no mark between; the talk is said back and the change offered.
   */
  function amountSaidAfterTalk(candidate: string): LenientReading | undefined {
    const at = /\b(?:make|change|set)\s+(?:it|that|them)\s+(?:to\s+)?(?=\d|one|two|three|four|five|six|a dozen)/iu.exec(candidate)?.index;
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

  /** "milk 2 litres, not just milk", "wine 3 bottles": how much of something already on a list, said with no verb. */
  function amountOfItemThere(candidate: string): LenientReading | undefined {
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
    return rest.length === 0 ? { ...reading, unasked: setting } : { ...reading, setAside: [rest], unasked: setting && isRemark(rest, knownWords(lists)) };
  }

  /** The list a piece names and nothing else: "pharmacy list pls", "for the asian grocer also". */
  function onlyNamesList(piece: string): GroceryList | undefined {
    const name = /^(?:(?:for|on|to|in|onto)\s+)?(?<name>.+?)(?:\s+(?:pls|please|also|too|thanks))*$/iu.exec(piece.trim())?.groups?.name;
    return name === undefined ? undefined : findNamedList(lists, name);
  }

  /** "dish soap and trash bags on the target list": items, then a list there is, with no verb: they go on it. */
  function addedToNamedList(candidate: string): LenientReading | undefined {
    const { items, list } = /^(?<items>[^.!?\n]+?)\s+(?:on|onto|to|for|in)\s+(?<list>[^.!?\n]+?)[\s.!]*$/iu.exec(candidate)?.groups ?? {};
    const named = list === undefined ? undefined : findNamedList(lists, list);
    if (items === undefined || !named || /^\s*(?:add|put|get|buy|need)\b/iu.test(items)) {
      return undefined;
    }
    // With no verb, only groceries the dictionary knows, or things on the lists: "the kids on hardware" adds nobody.
    return onlyAdding(`add ${items} to ${named.name}`, (item) => isGroceryOrListed(lists, parseItem(item).name));
  }

  /** The reading of `request` when all it does is add, and each item it adds passes `allowed`. */
  function onlyAdding(request: string, allowed: (item: string) => boolean = () => true): LenientReading | undefined {
    const planned = read(request);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    const adds = reading ? doCommands(reading.plan) : [];
    return reading && adds.every((command) => command.action === 'addItems' && ((command.parameters.items as string[] | undefined) ?? []).every(allowed)) ? reading : undefined;
  }

  function readPieces(pieces: readonly string[]): LenientReading | undefined {
    if (pieces.length < 2 || pieces.length > MAX_PIECES) {
      return undefined;
    }
    // "oh and hair ties. pharmacy list pls": a piece that only names a list says where the others go.
    const topics = pieces.flatMap((piece) => ((list) => (list ? [{ piece, list }] : []))(onlyNamesList(piece)));
    const [topic] = topics;
    const onTopic = (piece: string) => (topic && topics.length === 1 ? (attempt(`${piece} to ${topic.list.name}`, []) ?? attempt(`${piece} on ${topic.list.name}`, [])) : undefined);
    // "Can we get strawberries!!! And whipped cream!!": a piece led by "and" adds to the list the piece before added to.
    let addedTo: string | undefined;
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
        const reading = onTopic(piece) ?? attempt(piece, []) ?? andMore(piece);
        const adds = reading ? doCommands(reading.plan).filter((command) => command.action === 'addItems' || command.action === 'createList') : [];
        addedTo = adds.length > 0 ? String(adds[adds.length - 1]?.parameters.list) : reading ? undefined : addedTo;
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
}

/** The message without the bot's name it opens with ("Pantry, also dish soap"): the strict reading reads past it, and so do these. */
function withoutAddress(text: string): string {
  return text.replace(/^\s*(?:(?:hey|hi|ok|okay|oi)\s+)?@?pantry\b\s*[,:!-]?\s*(?=\S)/iu, '');
}

/**
 * "the list" in a message that names no list is the main one, where several could be meant; in a
 * question whether something is there, it is any list.
 */
function theListNamed(text: string, assumed: GroceryList | undefined, lists: GroceryLists): string {
  // "is juice on the list?", with several lists, asks about every one: never answered from one alone.
  const asked = /^\s*(?:is|are)\s+(?:there\s+)?(?:the\s+|any\s+|some\s+)?(?<item>.+?)\s+(?:still\s+)?(?:on|in)\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu.exec(text)?.groups?.item;
  if (lists.length > 1 && asked) {
    return `which list has ${asked}`;
  }
  // "who put cereal on the list?" asks who added it, wherever it is now.
  const added = /^\s*(?:pantry\s*,?\s*)?who\s+(?:put|added|add|stuck|wrote)\s+(?:the\s+)?(?<item>.+?)\s+(?:on|onto|to|in)\s+(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu.exec(text)?.groups?.item;
  if (lists.length > 1 && added) {
    return `who added ${added}`;
  }
  const owned = changedForAnother(namesAsLists(listsByOwner(text, lists), lists), lists);
  return assumed ? owned.replace(/\b(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu, assumed.name) : owned;
}

/**
 * A list's name as the strict reading reads it: "the pak n save shop" as "the pak n save list" (a
 * shop's name said with "shop" for its list), and "add L&P for the hangi" as "to the hangi" where
 * "hangi" is a list (the things are for it, so they go on it).
 */
function namesAsLists(text: string, lists: GroceryLists): string {
  let out = text;
  for (const list of lists) {
    const name = list.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    if (!/\bshop$/iu.test(list.name)) {
      out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${name})\\s+shop(?![\\p{L}])`, 'giu'), '$1 list');
    }
    if (/^\s*(?:pantry\s*,?\s*)?(?:please\s+)?(?:add|put|get|need)\b/iu.test(out)) {
      out = out.replace(new RegExp(`\\sfor\\s+((?:the|our|my)\\s+)?(${name})(?![\\p{L}\\p{N}])`, 'iu'), ' to $1$2');
    }
  }
  return out;
}

/**
 * A replacement with the item it replaces named as the lists have it: "change the Lavazza to Aldi
 * coffee" as "replace Lavazza coffee with Aldi coffee", where Lavazza coffee is the one item that
 * holds the word. "to" only where what follows is no amount ("change milk to 2 litres") and neither
 * side is a list ("change party to bbq" renames).
 */
function changedForAnother(text: string, lists: GroceryLists): string {
  return text.replace(/\b(?<verb>change|switch|swap|replace|substitute)\s+(?<old>(?:the\s+)?[^,.!?;]+?)\s+(?<by>to|into|with|for)\s+(?<wanted>(?:the\s+)?[^,.!?;]+?)(?=\s*(?:[,.!?;]|$|\s+(?:and|then|please|pls|on|in)\b))/iu, (whole, verb: string, old: string, by: string, wanted: string) => {
    const amount = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|half|a couple|kg|kilos?|litres?|liters?|grams?|packs?|bags?|bottles?|tins?|cans?|boxes|jars?|cartons?|lbs?|pounds?|pints?)\b/iu.test(wanted);
    const said = /^(?:to|into)$/iu.test(by) || /^change$/iu.test(verb);
    const named = wholeItemNames(old, lists);
    const onList = mentionedItems(named, lists).length > 0 && findNamedList(lists, old) === undefined && findNamedList(lists, wanted) === undefined;
    if (!onList || (said && /^(?:to|into)$/iu.test(by) && amount)) {
      return whole;
    }
    return `replace ${named} with ${wanted}`;
  });
}

/** "Kai's camp list" as "camp", "the party list" as "Aoife's party": the one list meant, once whose it is is left aside. */
function listsByOwner(text: string, lists: GroceryLists): string {
  return text.replace(/\b(?:(?<owner>\p{L}+['’]s)|the|our|my)\s+(?<name>\p{L}+(?:\s+\p{L}+)?)\s+list\b/giu, (whole, owner: string | undefined, name: string) => {
    if (findNamedList(lists, owner ? `${owner} ${name}` : name)) {
      return whole;
    }
    const list = listByOwner(lists, owner ? `${owner} ${name}` : name);
    return list ? `the ${list.name} list` : whole;
  });
}

/**
 * "and feta", "also 2 kg flour", a bare "kitchen roll": items to add, to the list in play. Only for
 * words that read as items, not talk: no person, question, verb of being or request.
 */
function followOn(candidate: string, lists: GroceryLists, read: (text: string) => ReturnType<typeof planOffline>, found: (plan: ValidatedPlan, setAside: readonly string[]) => LenientReading | undefined): LenientReading | undefined {
  const words = tokenize(candidate).filter((token) => token.kind === 'word' || token.kind === 'number');
  const [lead] = words;
  const led = lead && FOLLOW_ON_WORDS.has(lead.key) ? candidate.slice(lead.end).replace(/^\s*(?:and|also|too)\b/i, '') : candidate;
  // "salsa & sour cream dip too": the "too" says it is more, not what it is.
  // "… too", "… thanks": what it is, without the word that says it is more, or the courtesy after it.
  const rest = led.replace(/(?:[\s,]+(?:please|thanks|cheers|too|as well|also|then))+\s*[.!]*\s*$/iu, '');
  const restWords = tokenize(rest).filter((token) => token.kind === 'word');
  // A tick mark, or names mostly on a list already, make it a tick in the shop, not more to buy ("eggs butter yoghurt ✅").
  const parts = rest.split(/,|\band\b|&|\+|\bn\b/iu).filter((part) => part.trim().length > 0);
  const ticks = /[✅✔☑]|\b(?:came|done|got|in)\b/iu.test(rest) || mentionedItems(rest, lists).length * 2 > Math.max(parts.length, 1);
  // "sure", "sounds good", "thanks": said to the bot, never a thing to buy, even after a question.
  const courtesy = (['reaction', 'thanks', 'greeting'] as const).some((category) => isPhraseText(rest.trim(), category));
  if (courtesy || ticks || candidate.includes('?') || /^\s*(?:did|does|do|is|are|has|have|was|were|who|what|any|anyone)\b/iu.test(rest) || restWords.length === 0 || restWords.length > 12 || restWords.some((token) => TALK_WORDS.has(token.key))) {
    return undefined;
  }
  // A slip in a name ("mozzarela") is read put right, before the name as typed.
  const respelt = plainWords(rest, true).text.trim();
  const putRight = respelt === rest.trim() ? undefined : read(`add ${respelt}`);
  const planned = putRight?.understood ? putRight : read(`add ${rest.trim()}`);
  const adds = planned.understood ? doCommands(planned.plan) : [];
  // Each item must look like a grocery: a word of it in the dictionary or on a list ("Piotr" is a person).
  const known = new Set([...groceryWords(), ...lists.flatMap((list) => list.items.flatMap((item) => matchKey(item.name).split(' ')))]);
  // ... and no run of names without a separator ("cheerios pb yogurt tomato paste"): at most three words each.
  const onLists = new Set(lists.flatMap((list) => list.items.map((item) => itemKey(item.name))));
  // A name of one word must be a grocery of its own: "kids" is a word of "kids' yoghurt", and no grocery.
  const groceryLike = adds.every((command) => command.action === 'addItems' && ((command.parameters.items as string[] | undefined) ?? []).every((item) => ((name, words) => words.length <= 3 && words.some((word) => known.has(word) || known.has(itemKey(word))) && (words.length > 1 || isKnownGrocery(name) || onLists.has(itemKey(name))))(matchKey(parseItem(item).name), matchKey(parseItem(item).name).split(' '))));
  return planned.understood && adds.length > 0 && groceryLike ? found(planned.plan, []) : undefined;
}

/** Whether a command adds an "item" that is only talk or a number: "like 4" in "limes, like 4". */
function addsNoGrocery(command: ValidatedDo, lists: GroceryLists): boolean {
  if (command.action !== 'addItems' && command.action !== 'createList') {
    return false;
  }
  const items = (command.parameters.items as string[] | undefined) ?? [];
  const listWords = new Set(lists.flatMap((list) => matchKey(list.name).split(' ')));
  const listNames = new Set(lists.map((list) => matchKey(list.name)));
  return items.some((item) => {
    const words = tokenize(parseItem(item).name).filter((token) => token.kind === 'word').map((token) => token.key);
    if (listNames.has(matchKey(parseItem(item).name))) {
      return true;
    }
    // "red one", "groceries 2 greek yogurts", "like 4": a pointer, a list's name or talk, not a grocery.
    // "L&P" is a name, its letters joined by the mark.
    return (!words.some((word) => /\p{L}{2}/u.test(word) && !TALK_WORDS.has(word)) && !/\p{L}[&+]\p{L}/u.test(item)) || /^(?:one|ones)$/u.test(words.at(-1) ?? '') || (words.some((word) => listWords.has(word) && !groceryWords().has(word)) && !ownBrand(item, words, listWords));
  });
}

/** "Aldi coffee": a shop's own brand, a list's name and then a grocery, with no amount glued between ("groceries 2 greek yogurts"). */
function ownBrand(item: string, words: readonly string[], listWords: ReadonlySet<string>): boolean {
  const rest = words.filter((word) => !listWords.has(word));
  return !/\d/u.test(item) && rest.length > 0 && rest.length < words.length && isKnownGrocery(rest.join(' '));
}

/** Whether a plan that changes nothing answers a question ("Yes: orange juice is on groceries."), rather than asking one back. */
function answers(plan: ValidatedPlan): boolean {
  return saysOnly(plan) && plan.commands.every((command) => command.type === 'SAY' && !/\?\s*$/u.test(command.response) && !/^There is no list/u.test(command.response));
}

/** What a plan changes or reads; nothing for thanks or an "already done". */
function doCommands(plan: ValidatedPlan): ValidatedDo[] {
  return isCourtesyPlan(plan) || isUnchangedPlan(plan) ? [] : doCommandsOf(plan);
}

/** Whether an add puts on a list only what the same plan takes off another: a move, which adds nothing new. */
function isMovedIn(add: ValidatedDo, commands: readonly ValidatedDo[]): boolean {
  const taken = new Set(commands.filter((command) => command.action === 'removeItems').flatMap((command) => ((command.parameters.items as readonly string[] | undefined) ?? []).map(matchKey)));
  const items = (add.parameters.items as readonly string[] | undefined) ?? [];
  return items.length > 0 && items.every((item) => taken.has(matchKey(item)));
}

/** Whether a plan only answers that something is not on a list. */
function saysNotThere(plan: ValidatedPlan): boolean {
  return saysOnly(plan) && plan.commands.every((command) => command.type === 'SAY' && /\b(?:isn't|aren't|is not|are not) on\b/u.test(command.response));
}

/** How many items a plan's changes name, counted once per command. */
function itemsChanged(plan: ValidatedPlan): number {
  return doCommands(plan).reduce((sum, command) => sum + ((command.parameters.items as readonly string[] | undefined) ?? []).length, 0);
}

/** Whether a command acts on the assumed list though the message never names it. */
function usesUnnamed(commands: readonly ValidatedDo[], text: string, assumed: GroceryList): boolean {
  return commands.some((command) => command.parameters.list === assumed.name) && !text.toLowerCase().includes(assumed.name.toLowerCase());
}
