import type { ConversationFocus } from '../../conversation/conversation-state';
import { type GroceryList, type GroceryLists, groceryWords, itemKey, type ListLimits, matchKey, parseItem } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';
import { amountsFirst, dictatedMarks, fourForFor, plainWords, wholeItemNames } from './lenient-text';
import { FOLLOW_ON_WORDS, REMARK_OPENERS, TALK_WORDS } from './lenient-words';
import { mainList } from './main-list';
import { type OfflineOptions, planOffline } from './offline-planner';
import { isCourtesyPlan, isUnchangedPlan, joinPlans, sayPlan } from './plans';
import { mentionedItems, spottedRequests } from './spot-request';
import { tokenize } from './tokenize';

/** Actions whose change is additive, or undone in one tap: the lenient reading makes them unasked, with Undo. */
export const ADDITIVE_ACTIONS: ReadonlySet<string> = new Set(['addItems', 'createList', 'markBought', 'markNotBought', 'setQuantity', 'moveToSection', 'addUsualItems', 'setUsual']);
/** Actions that change nothing: reading a list is answered at once. */
export const READING_ACTIONS: ReadonlySet<string> = new Set(['showList', 'getItems', 'findItem', 'whoAdded', 'getUsualItems']);

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

/**
 * Reads a message leniently: every reading tried is one the strict grammar claims, of the message
 * with shorthand and slips read out, amounts moved before names, a word of a name written as the
 * whole name (for ticks and removals), the list it does not name taken to be the everyday one, a
 * follow-up's "and" read as adding, and the parts that are reasons or remarks set aside. The first
 * reading that changes or reads something wins; undefined when none does.
 */
export function readLeniently(text: string, lists: GroceryLists, limits: ListLimits, focus: ConversationFocus | undefined, options: OfflineOptions = {}): LenientReading | undefined {
  // An "add" that names no list means the everyday one; the list in play is for follow-ons alone, which the strict reading reads.
  const assumed = mainList(lists, undefined);
  const read = (candidate: string) => planOffline(candidate, lists, limits, focus, { ...options, ...(assumed ? { assumedList: assumed } : {}) });
  const plain = plainWords(text, false);
  const normal = theListNamed(amountsFirst(fourForFor(dictatedMarks(plain.text))), assumed);
  let respeltWords: readonly string[] = [];
  const found = (plan: ValidatedPlan, setAside: readonly string[], addsAllowed = true): LenientReading | undefined => {
    const commands = doCommands(plan);
    if (commands.some((command) => addsNoGrocery(command, lists))) {
      return undefined;
    }
    if ((commands.length === 0 && !answers(plan)) || (!addsAllowed && commands.some((command) => command.action === 'addItems' || command.action === 'createList'))) {
      return undefined;
    }
    return { plan, setAside, respelt: respeltWords, unasked: true, ...(assumed && usesUnnamed(commands, text, assumed) ? { assumed } : {}) };
  };
  const attempt = (candidate: string, setAside: readonly string[]): LenientReading | undefined => {
    const planned = read(candidate);
    const whole = planned.understood ? found(planned.plan, setAside) : undefined;
    // An answer that changes nothing ("'feta' is not on groceries") yields to a reading that does ("and feta": add it).
    if (whole && doCommands(whole.plan).length > 0) {
      return whole;
    }
    // "got the flour": the one item whose name holds the word, for what is done to items already there.
    const named = wholeItemNames(candidate, lists);
    const byName = named === candidate ? undefined : read(named);
    if (byName?.understood) {
      const reading = found(byName.plan, setAside, false);
      if (reading) {
        return reading;
      }
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
    respeltWords = [];
    return again ? { ...again, respelt: fixed.respelt } : reading;
  };
  const first = attempt(normal, []);
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
    const [one] = spotted;
    const joined = one && spotted.length === 1 ? one : { plan: joinPlans(spotted.map((each) => each.plan)), setAside: [], respelt: [], unasked: spotted.every((each) => each.unasked) };
    // What it left out: the parts of the message that name nothing on the lists.
    const setAside = piecesOf(normal).filter((piece) => mentionedItems(piece, lists).length === 0).map(trimRemark).filter((piece) => piece.length > 0);
    const onlyReads = doCommands(joined.plan).every((command) => READING_ACTIONS.has(command.action));
    return { ...joined, setAside: isCourtesyPlan(joined.plan) || onlyReads ? [] : setAside };
  }
  const known = knownWords(lists);
  // A pasted list under a line that says what it is for: "add these:", "for party we need also:".
  const pasted = pastedItems(normal, lists, mainList(lists, focus));
  if (pasted) {
    const planned = read(pasted.request);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    if (reading) {
      // A paste whose first line names no list is offered on the list in play, not made there unasked.
      return { ...reading, setAside: isRemark(pasted.header, known) ? [] : [pasted.header], unasked: pasted.named };
    }
  }
  // The request from its verb on, the words before it set aside: "Emeka here can you add four tins of tomatoes".
  for (const clause of fromTheVerb(normal, lists)) {
    const planned = read(clause.request);
    const reading = planned.understood ? found(planned.plan, []) : undefined;
    if (reading && doCommands(reading.plan).length > 0) {
      const setAside = clause.rest.map(trimRemark).filter((piece) => piece.length > 0);
      return withSlipsPutRight({ ...reading, setAside, unasked: setAside.every((piece) => isRemark(piece, known)) }, clause.request);
    }
  }
  return readPieces(piecesOf(normal, false)) ?? readPieces(piecesOf(normal, true));

  function readPieces(pieces: readonly string[]): LenientReading | undefined {
  if (pieces.length < 2 || pieces.length > MAX_PIECES) {
    return undefined;
  }
  // Each piece read on its own ("rice got, chicken got, broc got"), the rest set aside. What is acted
  // on unasked may set aside only remarks (nothing in them names a grocery or an amount); where more
  // is set aside, the reading is only proposed, since the proposal says what it would do.
  const readings = pieces.map((piece) => ({ piece, reading: attempt(piece, []) }));
  const unread = readings.filter(({ reading }) => !reading).map(({ piece }) => trimRemark(piece)).filter((piece) => piece.length > 0);
  const understood = readings.flatMap(({ piece, reading }) => (reading ? [withSlipsPutRight(reading, piece)] : []));
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

// Verbs that ask for items on a list: the request starts there.
const ADDING_VERB = /\b(?:add|adding|put|pop|stick|chuck|throw|need|needs|get|grab|pick up)\b/giu;
const CLAUSE_END = /[.!?\n]|\b(?:because|cos|coz|since|so that|as we|we're|were|i'm|im)\b/iu;

/**
 * Each adding verb's request, from the verb to the end of its sentence, with the list the message
 * names elsewhere ("house list needs sponges") when the request names none, and the words outside it.
 */
function fromTheVerb(text: string, lists: GroceryLists): { readonly request: string; readonly rest: readonly string[] }[] {
  const clauses: { request: string; rest: string[] }[] = [];
  for (const match of text.matchAll(ADDING_VERB)) {
    const at = match.index ?? 0;
    const after = text.slice(at + match[0].length);
    const end = CLAUSE_END.exec(after);
    // "pop dish soap on", "stick doritos on there too": where it goes, when it is no list, says nothing.
    const clause = (end ? after.slice(0, end.index) : after)
      .trim()
      .replace(/^(?:on|in|to)\s+(?:it|there)\s+/iu, '')
      .replace(/(?:\s+(?:on|on there|on it|in there|there|too|as well|please|pls|then))+\s*[,.!]?$/iu, '');
    // "add calpol to the baby one the strawberry kind": the request ends with the list it names.
    const toList = listPhraseEnd(clause, lists);
    const words = toList === undefined ? clause : clause.slice(0, toList).trim();
    const trailing = toList === undefined ? '' : clause.slice(toList).trim();
    if (!words) {
      continue;
    }
    const named = lists.find((list) => text.slice(0, at).toLowerCase().includes(list.name.toLowerCase()));
    const namesList = lists.some((list) => words.toLowerCase().includes(list.name.toLowerCase()));
    const request = `add ${words}${named && !namesList ? ` to ${named.name}` : ''}`;
    const before = text.slice(0, at).trim();
    const beyond = end ? after.slice(end.index).replace(/^[.!?\s]+/u, '').trim() : '';
    clauses.push({ request, rest: [before, trailing, beyond].filter((piece) => piece.length > 0 && !(named && piece.toLowerCase() === `${named.name.toLowerCase()} list`)) });
  }
  return clauses;
}

/** Where a phrase naming one of the lists ends in `clause` ("to the baby list", "in costco", "to the christening one"), if one does. */
function listPhraseEnd(clause: string, lists: GroceryLists): number | undefined {
  const lower = clause.toLowerCase();
  let end: number | undefined;
  for (const list of lists) {
    const name = list.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    const word = name.split(' ').at(-1) ?? name;
    const phrase = new RegExp(`\\b(?:to|on|in|onto|into|for)\\s+(?:the\\s+|our\\s+|my\\s+)?(?:${name}|${word})(?:\\s+(?:list|one))?\\b`, 'iu').exec(lower);
    if (phrase) {
      end = Math.max(end ?? 0, phrase.index + phrase[0].length);
    }
  }
  return end;
}

/**
 * A paste of items one a line under a line that says what they are for: the request to add them,
 * to the list the first line names or the one in play.
 */
function pastedItems(text: string, lists: GroceryLists, inPlay: GroceryList | undefined): { readonly request: string; readonly header: string; readonly named: boolean } | undefined {
  const [header, ...lines] = text.split(/\n+/u).map((line) => line.trim()).filter((line) => line.length > 0);
  const items = lines.map((line) => line.replace(/^[-*•·–]\s*/u, '').trim()).filter((line) => line.length > 0);
  if (header === undefined || items.length < 2 || !/:\s*$|\b(?:add|need|these|list|for)\b/iu.test(header) || items.some((item) => item.split(/\s+/u).length > 6)) {
    return undefined;
  }
  const named = lists.find((each) => header.toLowerCase().includes(each.name.toLowerCase()));
  const list = named ?? inPlay;
  return list ? { request: `add ${items.join(', ')} to ${list.name}`, header, named: named !== undefined } : undefined;
}

// An amount in words: "two packs" set aside would lose what was asked.
const AMOUNT_WORD = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half|couple|packs?|bags?|bottles?|tins?|cans?|kilos?|kg|litres?|pints?)\b/iu;

// A verb that asks for a change: a piece holding one is a request, not a remark to set aside.
const REQUEST_VERB = /\b(?:add|put|remove|take|delete|clear|change|make|move|get|buy|need|dozen)\b/iu;

/** Every word of the dictionary and of the items on the lists: what a remark set aside may not hold. */
function knownWords(lists: GroceryLists): ReadonlySet<string> {
  return new Set([...groceryWords(), ...lists.flatMap((list) => list.items.flatMap((item) => itemKey(matchKey(item.name)).split(' ')))]);
}

/** Whether a piece is talk to set aside: no number, and no word that names a grocery or an item on the lists. */
function isRemark(piece: string, known: ReadonlySet<string>): boolean {
  const tokens = tokenize(piece);
  if (REQUEST_VERB.test(piece) || AMOUNT_WORD.test(piece)) {
    return false;
  }
  return !tokens.some((token) => token.kind === 'number' || (token.kind === 'word' && (/\d/u.test(token.key) || (!TALK_WORDS.has(token.key) && token.key.length > 2 && (known.has(token.key) || known.has(itemKey(token.key)))))));
}

/**
 * "the list" in a message that names no list is the main one, where several could be meant: "is
 * juice on the list?".
 */
function theListNamed(text: string, assumed: GroceryList | undefined): string {
  return assumed ? text.replace(/\b(?:the|our|my)\s+(?:shopping\s+|grocery\s+)?list\b/iu, assumed.name) : text;
}

/**
 * "and feta", "also 2 kg flour", a bare "kitchen roll": items to add, to the list in play. Only for
 * words that read as items, not talk: no person, question, verb of being or request.
 */
function followOn(candidate: string, lists: GroceryLists, read: (text: string) => ReturnType<typeof planOffline>, found: (plan: ValidatedPlan, setAside: readonly string[]) => LenientReading | undefined): LenientReading | undefined {
  const words = tokenize(candidate).filter((token) => token.kind === 'word' || token.kind === 'number');
  const [lead] = words;
  const rest = lead && FOLLOW_ON_WORDS.has(lead.key) ? candidate.slice(lead.end).replace(/^\s*(?:and|also|too)\b/i, '') : candidate;
  const restWords = tokenize(rest).filter((token) => token.kind === 'word');
  // A tick mark, or names mostly on a list already, make it a tick in the shop, not more to buy ("eggs butter yoghurt ✅").
  const parts = rest.split(/,|\band\b|&|\+|\bn\b/iu).filter((part) => part.trim().length > 0);
  const ticks = /[✅✔☑]|\b(?:came|done|got|in)\b/iu.test(rest) || mentionedItems(rest, lists).length * 2 > Math.max(parts.length, 1);
  if (ticks || candidate.includes('?') || /^\s*(?:did|does|do|is|are|has|have|was|were|who|what|any|anyone)\b/iu.test(rest) || restWords.length === 0 || restWords.length > 12 || restWords.some((token) => TALK_WORDS.has(token.key))) {
    return undefined;
  }
  // A slip in a name the strict reading will not add ("mozzarela") is read put right.
  const asTyped = read(`add ${rest.trim()}`);
  const planned = asTyped.understood ? asTyped : read(`add ${plainWords(rest, true).text.trim()}`);
  const adds = planned.understood ? doCommands(planned.plan) : [];
  // Each item must look like a grocery: a word of it in the dictionary or on a list ("Piotr" is a person).
  const known = new Set([...groceryWords(), ...lists.flatMap((list) => list.items.flatMap((item) => matchKey(item.name).split(' ')))]);
  // ... and no run of names without a separator ("cheerios pb yogurt tomato paste"): at most three words each.
  const groceryLike = adds.every((command) => command.action === 'addItems' && ((command.parameters.items as string[] | undefined) ?? []).every((item) => ((words) => words.length <= 3 && words.some((word) => known.has(word) || known.has(itemKey(word))))(matchKey(parseItem(item).name).split(' '))));
  return planned.understood && adds.length > 0 && groceryLike ? found(planned.plan, []) : undefined;
}

/**
 * The message cut where a sentence or a remark begins (". ", "because", a new line), and with
 * `commas`, at each comma and dash too: commas are tried second, since they also part the items of a list.
 */
function piecesOf(text: string, commas = true): string[] {
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
    if (token.kind === 'word' && REMARK_OPENERS.has(token.key) && current.trim()) {
      pieces.push(current.trim());
      current = '';
    }
    current += `${current ? ' ' : ''}${token.text}`;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.filter((piece) => !/^(?:and|also|so|but|ok|okay|please|pls|thanks?)$/i.test(piece));
}

/** A piece set aside, as said back: empty for a bare courtesy. */
function trimRemark(piece: string): string {
  return COURTESY_PIECE.test(piece.trim()) ? '' : piece.trim();
}

// Pieces that only ask nicely or greet: nothing to say back as left out.
const COURTESY_PIECE = /^(?:(?:please|pls|thanks|thank you|thx|cheers|ok|okay|hi|hey|hello|so|um|oh|right|also|and)\s*)*(?:(?:could|can|would|will)\s+(?:you|u|someone|somebody|anyone|we)(?:\s+(?:please|pls|kindly))?)?\s*(?:please|pls)?$/iu;

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
    return !words.some((word) => /\p{L}{2}/u.test(word) && !TALK_WORDS.has(word)) || /^(?:one|ones)$/u.test(words.at(-1) ?? '') || words.some((word) => listWords.has(word) && !groceryWords().has(word));
  });
}

/** Whether a plan that changes nothing answers a question ("Yes: orange juice is on groceries."), rather than asking one back. */
function answers(plan: ValidatedPlan): boolean {
  return !isCourtesyPlan(plan) && !isUnchangedPlan(plan) && plan.commands.every((command) => command.type === 'SAY' && !/\?\s*$/u.test(command.response) && !/^There is no list/u.test(command.response));
}

function doCommands(plan: ValidatedPlan): ValidatedDo[] {
  return isCourtesyPlan(plan) || isUnchangedPlan(plan) ? [] : plan.commands.filter((command): command is ValidatedDo => command.type === 'DO');
}

/** Whether a command acts on the assumed list though the message never names it. */
function usesUnnamed(commands: readonly ValidatedDo[], text: string, assumed: GroceryList): boolean {
  return commands.some((command) => command.parameters.list === assumed.name) && !text.toLowerCase().includes(assumed.name.toLowerCase());
}
