import type { ConversationFocus } from '../../conversation/conversation-state';
import type { ProposalChoice } from '../../confirmations/pending-confirmation';
import { describeChanges } from '../../confirmations/destructive-changes';
import { type GroceryList, type GroceryLists, groceryWords, itemKey, type ListLimits, matchKey, parseItem } from '../../lists';
import { joinWords } from '../../text/join-words';
import type { Offer } from '../offer';
import type { ValidatedDo, ValidatedPlan } from '../plan';
import { declineAnswer } from './decline-answer';
import { asRead, type OfflineOptions, planOffline } from './offline-planner';
import { doCommandsOf, sayPlan, saysOnly } from './plans';
import { ADDITIVE_ACTIONS, READING_ACTIONS } from './action-kinds';
import type { LenientReading } from './lenient/lenient-reader';
import { readLeniently } from './read-leniently';
import { runsOn } from './read-items';
import { spacedKeys } from './tokenize';

/** How the offline planner answers a message: a plan, and how its turn offers it when it was not sure. */
export interface OfflineAnswer {
  readonly plan: ValidatedPlan;
  readonly offer?: Offer;
  /** Set when nothing in the message could be read: why, for the log. */
  readonly declined?: string;
  /** Which reading answered: the strict one acts unasked; the lenient one offers. */
  readonly reading: 'strict' | 'lenient' | 'none';
}

/**
 * The offline planner's answer. The strict reading, where it is sure, is the answer. Otherwise, when
 * `lenient` (no model to ask, or none available), the best reading is: acted on, with Undo, when
 * each change it makes adds or is undone in one tap; held behind a button naming the change, when
 * it would take something away; and a message with nothing to read is answered with what was read,
 * and up to three changes as buttons. Undefined when the strict reading is not sure and a model will answer.
 */
export function answerOffline(typed: string, lists: GroceryLists, limits: ListLimits, focus: ConversationFocus | undefined, options: OfflineOptions & { readonly lenient: boolean }): OfflineAnswer | undefined {
  const text = asRead(typed);
  const strict = planOffline(text, lists, limits, focus, options);
  // A question back ("Which list…?", "'x' is not on any list") is the strict reading's best; the lenient one may read further.
  if (strict.understood && (!options.lenient || !saysOnly(strict.plan))) {
    return { plan: strict.plan, reading: 'strict' };
  }
  if (!options.lenient) {
    return undefined;
  }
  const reading = /\breminders?\b|\bremind\b/i.test(text) ? undefined : readLeniently(text, lists, limits, focus, options);
  if (reading) {
    return offered(reading, lists);
  }
  if (strict.understood) {
    return { plan: strict.plan, reading: 'strict' };
  }
  const decline = declineAnswer(text, lists, focus);
  return { plan: sayPlan(decline.text), offer: { kind: 'suggest', choices: decline.choices }, declined: 'not_understood', reading: 'none' };
}

function offered(reading: LenientReading, lists: GroceryLists): OfflineAnswer {
  const commands = doCommandsOf(reading.plan);
  const notes = [
    reading.respelt.length > 0 ? `(I read ${joinWords(reading.respelt.map((word) => `"${word}"`))}.)` : '',
    reading.setAside.length > 0 ? `(Left out: ${joinWords(reading.setAside.map((piece) => `"${piece}"`))}.)` : '',
  ].filter(Boolean);
  if (commands.every((command) => READING_ACTIONS.has(command.action)) || (reading.unasked && commands.every((command) => ADDITIVE_ACTIONS.has(command.action) || READING_ACTIONS.has(command.action)) && commands.every((command) => addsKnownNames(command, lists)))) {
    const plan = withSaid(reading.plan, notes);
    const changes = commands.some((command) => ADDITIVE_ACTIONS.has(command.action));
    return changes ? { plan, offer: { kind: 'undo', alternatives: elsewhere(reading, commands, lists) }, reading: 'lenient' } : { plan, reading: 'lenient' };
  }
  const changes = describeChanges(commands.map(({ action, parameters }) => ({ action, parameters })), lists);
  return { plan: reading.plan, offer: { kind: 'propose', question: [`Did you mean: ${joinWords(changes.map(lowerFirst))}? Nothing is changed until you tap it.`, ...notes].join(' ') }, reading: 'lenient' };
}

/**
 * Items added to a list the message did not name, where there are others: one button each to put
 * them on another list instead (at most two), for items that were not on the list before.
 */
function elsewhere(reading: LenientReading, commands: readonly ValidatedDo[], lists: GroceryLists): ProposalChoice[] {
  const { assumed } = reading;
  const [add, ...more] = commands;
  if (!assumed || !add || more.length > 0 || add.action !== 'addItems' || add.parameters.list !== assumed.name) {
    return [];
  }
  const items = (add.parameters.items as string[] | undefined) ?? [];
  const there = new Set(assumed.items.map((item) => matchKey(item.name)));
  if (items.length === 0 || items.some((item) => there.has(matchKey(parseItem(item).name)))) {
    return [];
  }
  // A list named in what was set aside ("…, for T&T list") is the likelier one, and comes first.
  const aside = reading.setAside.map(spacedKeys).join(' ');
  const namedAside = (list: GroceryList) => (aside.includes(spacedKeys(list.name)) ? 0 : 1);
  return lists
    .filter((list) => list.id !== assumed.id)
    .sort((one, other) => namedAside(one) - namedAside(other))
    .slice(0, 2)
    .map((list) => ({
      label: `Put ${items.length === 1 ? 'it' : 'them'} on ${list.name} instead`,
      calls: [
        { action: 'removeItems', parameters: { list: assumed.name, items } },
        { action: 'addItems', parameters: { list: list.name, items } },
      ],
      changes: [`Moved ${joinWords(items)} from ${assumed.name} to ${list.name}`],
    }));
}

/**
 * Whether what a command adds is named in words the bot knows: each word of each new item in the
 * grocery dictionary or on a list. "cilantro jaja" or "y feta" is offered, not added, since a word it
 * does not know may be no part of the name.
 */
function addsKnownNames(command: ValidatedDo, lists: GroceryLists): boolean {
  if (command.action !== 'addItems' && command.action !== 'createList') {
    return true;
  }
  const known = new Set(lists.flatMap((list) => list.items.flatMap((item) => matchKey(item.name).split(' ').map(itemKey))));
  const listed = new Set(lists.flatMap((list) => list.items.map((item) => matchKey(item.name))));
  // "milk bread" may be one thing or two: a run of names the dictionary knows apart is offered, not added.
  return ((command.parameters.items as string[] | undefined) ?? []).every((item) =>
    ((name) => (listed.has(name) || !runsOn(name)) && name.split(/[\s-]+/u).every((word) => word.length <= 2 || groceryWords().has(word) || groceryWords().has(itemKey(word)) || known.has(itemKey(word))))(matchKey(parseItem(item).name)),
  );
}


/** The plan with `notes` said after its own reply. */
function withSaid(plan: ValidatedPlan, notes: readonly string[]): ValidatedPlan {
  if (notes.length === 0) {
    return plan;
  }
  const last = plan.commands.map((command) => command.type).lastIndexOf('SAY');
  const note = notes.join(' ');
  return last < 0
    ? { ...plan, commands: [...plan.commands, { type: 'SAY', response: note }] }
    : { ...plan, commands: plan.commands.map((command, index) => (index === last && command.type === 'SAY' ? { ...command, response: `${command.response} ${note}` } : command)) };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
