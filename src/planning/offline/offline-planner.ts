import { LEXICON } from './lexicon';
import type { ConversationFocus } from '../../conversation/conversation-state';
import type { ShoppingMemory } from '../../shopping/shopping-memory';
import type { ReminderContext } from '../../reminders/new-reminder';
import { type GroceryList, type GroceryLists, type ListLimits, listKey, matchKey, parseItem } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';
import { applyCommands } from './apply-commands';
import { type ReadContext, readClause } from './grammar';
import { findNamedList } from './list-phrases';
import { indexLists } from './lists-index';
import { planClause, withNotes } from './plan-clause';
import { doCommandsOf, isCourtesyPlan, isUnchangedPlan, joinPlans, type OfflineRequest } from './plans';
import { textOf } from './read-items';
import { readMessage } from './read-message';
import { planReminders } from './plan-reminders';
import { reactionPlan } from './plan-reads';
import { isPointingWord } from './phrase-index';
import { type Token, tokenize } from './tokenize';

/** What the offline planner made of a request: a plan it is sure of, or nothing. */
export type OfflinePlanning = { readonly understood: true; readonly plan: ValidatedPlan } | { readonly understood: false };

const NOT_UNDERSTOOD: OfflinePlanning = { understood: false };

const EMOJI_ONLY = /^[\s!?.]*(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200D\uFE0F][\s!?.]*)+$/u;
// Food and drink: U+1F32D–1F37F, 1F950–1F96F, 1F9C0–1F9CB, 1FAD0–1FADB.
const FOOD_EMOJI = /[\u{1F32D}-\u{1F37F}\u{1F950}-\u{1F96F}\u{1F9C0}-\u{1F9CB}\u{1FAD0}-\u{1FADB}]/u;
const BARE_DONE = /^\s*(?:all\s+|we're\s+|im\s+|i'm\s+)?done[\s.!✅👍]*$/iu;

/** What the offline planner knows of the conversation beside its lists. */
export interface OfflineOptions {
  readonly afterQuestion?: boolean;
  readonly userName?: string;
  readonly shopping?: ShoppingMemory;
  readonly sharedChat?: boolean;
  readonly reminding?: ReminderContext;
  /** The lenient reading's list for a request that names none (see OfflineRequest). */
  readonly assumedList?: GroceryList;
  /** The lenient reading's new names taken as typed (see OfflineRequest). */
  readonly takeAsTyped?: boolean;
}

/**
 * Reads a plain-English list request into the plan a model would answer with, deterministically and
 * with no model. It claims a message only when the grammar reads every word of it, and every way it
 * reads gives one plan; anything else is `understood: false`, for a model or a helpful answer.
 * A message of several requests ("add milk to groceries and cups to party", one a line) is one plan.
 */
export function planOffline(
  typed: string,
  lists: GroceryLists,
  limits: ListLimits,
  focus?: ConversationFocus,
  options: OfflineOptions = {},
): OfflinePlanning {
  const text = asRead(typed);
  const { afterQuestion = false, userName, shopping, sharedChat = false, reminding, assumedList, takeAsTyped = false } = options;
  // Reminders are read apart: a time is read whole by chrono-node, and what a reminder is about is free text, as a name is.
  const isRequest = (sentence: string) => ((planning) => planning.understood && !isCourtesyPlan(planning.plan))(planOffline(sentence, lists, limits, focus, options));
  const reminders = planReminders(text, reminding, isRequest);
  if (reminders) {
    return { understood: true, plan: reminders };
  }
  // A message about a reminder that the reminder reader could not place is no list request either.
  if (/\breminders?\b/i.test(text)) {
    return NOT_UNDERSTOOD;
  }
  // A bare "done" in the shop, with things ticked, is the shop done, not thanks.
  if (BARE_DONE.test(text) && lists.some((list) => list.items.some((item) => item.bought))) {
    return planOffline('done shopping', lists, limits, focus, options);
  }
  // A row of emoji asks for nothing ("😂😂", "🎉"), unless it may answer a question, tick, or name food ("🥛🥚🍞").
  if (!afterQuestion && EMOJI_ONLY.test(text) && !/[✅✔☑]/u.test(text) && !FOOD_EMOJI.test(text)) {
    return { understood: true, plan: reactionPlan() };
  }
  const reading = readMessage(text, lists);
  // After a question, a list said first may be its answer ("the groceries one please, we still need…"), not the topic of what follows.
  if (!reading || (afterQuestion && reading.topical)) {
    return NOT_UNDERSTOOD;
  }
  const request: OfflineRequest = { lists, limits, ...(focus ? { focus } : {}), ...(afterQuestion ? { afterQuestion } : {}), ...(userName ? { userName } : {}), ...(shopping ? { shopping } : {}), ...(sharedChat ? { sharedChat } : {}), ...(assumedList ? { assumedList } : {}), ...(takeAsTyped ? { takeAsTyped } : {}) };
  const [only, ...more] = reading.clauses;
  const wholly = (readings: readonly (readonly Token[])[]) => onePlan(plansOf(readings, request, { followsOn: reading.followsOn, asks: reading.asks, whole: true, afterQuestion }).map(({ plan }) => plan));
  const planned = only && more.length === 0 ? wholly(only) : (planClauses(reading.clauses, request) ?? (reading.uncut ? wholly([reading.uncut]) : undefined));
  const plan = planned && reading.notes.length > 0 ? withNotes(planned, reading.notes) : planned;
  return plan ? { understood: true, plan } : NOT_UNDERSTOOD;
}

/**
 * The text with each run of spaces and tabs as one space, lines kept: the tokens are the same, and
 * the patterns that read reminders and shorthand never meet a long run of blanks, on which a
 * pattern with two ways to take a space backtracks for seconds (2,000 spaces took 40 s).
 */
function withSingleSpaces(text: string): string {
  return text.replace(/[^\S\n]{2,}/gu, ' ');
}

// "@Pantry" typed as text, where Teams made no mention of it: the bot's name, as "Pantry" is.
const AT_THE_BOT = new RegExp(`(?<=^|\\s)@(?=(?:${LEXICON.botName.join('|')})\\b)`, 'giu');

/** The message as the readings take it: runs of spaces as one (`withSingleSpaces`), and the bot's name without an "@". */
export function asRead(text: string): string {
  return withSingleSpaces(text).replace(AT_THE_BOT, '');
}

interface ReadPlan {
  readonly tokens: readonly Token[];
  readonly plan: ValidatedPlan;
}

/** How a message reads as a whole, for each of its requests. */
type MessageFlags = Pick<ReadContext, 'followsOn' | 'asks' | 'whole' | 'afterQuestion'>;

/** The plan of every parse of every reading of one request. */
function plansOf(readings: readonly (readonly Token[])[], request: OfflineRequest, flags: MessageFlags): ReadPlan[] {
  const context = readContext(request.lists, flags, request.focus, request.takeAsTyped === true);
  // Several shapes often read a request alike ("to the groceries list"): each reading is planned once.
  const seen = new Set<string>();
  return readings.flatMap((tokens) =>
    readClause(tokens, context).flatMap((clause) => {
      const key = JSON.stringify(clause);
      if (seen.has(key)) {
        return [];
      }
      seen.add(key);
      const plan = planClause(clause, request);
      return plan ? [{ tokens, plan }] : [];
    }),
  );
}

function readContext(lists: GroceryLists, flags: MessageFlags, focus: ConversationFocus | undefined, takeAsTyped: boolean): ReadContext {
  const index = indexLists(lists);
  return {
    lists,
    ...flags,
    followable: focus?.action !== undefined,
    // A list's name that holds a separator ("Mom and Dad") is read whole among items too.
    items: { compounds: [...index.compounds, ...lists.map((list) => list.name).filter((name) => /\s(?:and|&|n|\+)\s|,/i.test(name))], namesList: (text) => findNamedList(lists, text) !== undefined, isItem: (text) => index.itemNames.has(matchKey(parseItem(text).name)), namesOneItem: (text) => index.namesOneItem(text), runsAsTyped: takeAsTyped },
  };
}

/** The plan all parses agree on; none when they differ, since the request could mean either. */
function onePlan(plans: readonly ValidatedPlan[]): ValidatedPlan | undefined {
  const [first] = plans;
  if (!first) {
    return undefined;
  }
  const written = JSON.stringify(first);
  return plans.every((plan) => plan === first || JSON.stringify(plan) === written) ? first : undefined;
}

/**
 * Plans a message of several requests as one plan: each planned against the lists the requests
 * before it leave, all of it or nothing. Each request must change something, or say that nothing
 * needs to, and name every list it changes, so no part is sent to a list by guesswork.
 */
function planClauses(clauses: readonly (readonly Token[][])[], request: OfflineRequest): ValidatedPlan | undefined {
  const plans: ValidatedPlan[] = [];
  let lists = request.lists;
  if (clauses.length === 0) {
    return undefined;
  }
  let named: ConversationFocus | undefined;
  for (const [index, readings] of clauses.entries()) {
    // "make it 10 lb and check it off": a later part's "it" is what the part before named, not what the last turn did.
    const pointing = index > 0 && readings.some((tokens) => tokens.some((token) => isPointingWord(token.key)));
    // "… and to that list", "… and put it there": a list pointed at is the last turn's, or none.
    if (pointing && (!named || readings.some((tokens) => tokens.some((token) => LIST_POINTING.has(token.key))))) {
      return undefined;
    }
    const step: OfflineRequest = { ...request, lists, startedWithNoLists: request.lists.length === 0, ...(pointing && named ? { focus: named } : {}) };
    // Every reading that plans must make the same changes ("2 cans of beans on party": added, or crossed off?),
    // though a reading that finds nothing to change yields to one that changes something ("chips on party", already there).
    const all = plansOf(readings, step, { followsOn: false, asks: false, whole: false, afterQuestion: request.afterQuestion === true });
    const changing = all.filter((read) => doCommandsOf(read.plan).length > 0);
    const planned = changing.length > 0 ? all.filter((read) => changing.includes(read) || !isUnchangedPlan(read.plan)) : all;
    // "ok done, clear the bought stuff": thanks and greetings beside a request ask for nothing.
    if (planned.length > 0 && planned.every((read) => isCourtesyPlan(read.plan))) {
      continue;
    }
    const [first] = planned;
    const changes = first && JSON.stringify(doCommandsOf(first.plan));
    if (!first || !planned.every((read) => JSON.stringify(doCommandsOf(read.plan)) === changes) || !namesItsLists(first)) {
      return undefined;
    }
    const commands = doCommandsOf(first.plan);
    // "we still have eggs, take those off": a part that points back to do again what the part before did says it once.
    if (pointing && sameCommands(commands, plans.at(-1))) {
      continue;
    }
    const after = applyCommands(lists, commands, request.limits, request.userName);
    if (!after) {
      return undefined;
    }
    plans.push(first.plan);
    named = namedBy(commands, after);
    lists = after;
  }
  return plans.length === 0 ? undefined : joinPlans(plans);
}

// Words that make a pointer point at a list rather than at items: "that list", "there", "the same one".
const LIST_POINTING: ReadonlySet<string> = new Set(['list', 'there', 'same', 'one']);

/** The one list and the items a part's calls named, as "it" and "them" in the part after it mean them. */
function namedBy(commands: readonly ValidatedDo[], lists: GroceryLists): ConversationFocus | undefined {
  const [only, ...more] = commands;
  if (!only || more.length > 0) {
    return undefined;
  }
  const list = findNamedList(lists, String(only.parameters.list));
  const { items } = only.parameters;
  return list && Array.isArray(items) && items.length > 0 ? { listId: list.id, items: items.map(String), action: only.action } : undefined;
}

function sameCommands(commands: readonly ValidatedDo[], plan: ValidatedPlan | undefined): boolean {
  return plan !== undefined && JSON.stringify(commands) === JSON.stringify(doCommandsOf(plan));
}

/**
 * Whether a part of a longer message changes something, or says nothing needs to, and names each
 * list it adds to: a question back or a refusal means the whole message is for a model.
 */
function namesItsLists({ tokens, plan }: ReadPlan): boolean {
  const text = textOf(tokens);
  const commands = doCommandsOf(plan);
  if (commands.length === 0) {
    return isUnchangedPlan(plan);
  }
  // What goes onto a list must name it; what is done to items already there finds them where they are.
  return commands.every((command) => !ADDS.has(command.action) || names(text, String(command.parameters.list)));
}

const ADDS: ReadonlySet<string> = new Set(['addItems', 'createList']);

/**
 * Whether `text` says `name` as words of its own, as typed or forgivingly: "groceries" in "add milk
 * to the groceries list", and in "napkins to groceries" for a list called grocery.
 */
function names(text: string, name: string): boolean {
  const words = tokenize(matchKey(text)).map((token) => token.key);
  const wanted = tokenize(matchKey(name)).map((token) => token.key);
  const forgiving = listKey(name);
  for (let at = 0; at + wanted.length <= words.length; at++) {
    const phrase = words.slice(at, at + wanted.length).join(' ');
    if (phrase === wanted.join(' ') || listKey(phrase) === forgiving) {
      return true;
    }
  }
  return false;
}
