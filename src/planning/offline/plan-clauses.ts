import { type GroceryLists, listKey, matchKey } from '../../lists';
import type { ValidatedDo, ValidatedPlan } from '../plan';
import { applyCommands } from './apply-commands';
import { cleanRequest } from './clean-request';
import { followOnReadings } from './follow-on-clause';
import { isUnchangedPlan, joinPlans, type OfflineRequest } from './intent';
import { findNamedList } from './list-phrases';
import { clauseReadings } from './split-clauses';

/** Plans one plain request, as the offline planner's intents read it. */
export type PlanOne = (request: OfflineRequest) => ValidatedPlan | undefined;

/** One part of a longer request, as read: its text with what it leaves out filled in, and its plan. */
interface ReadClause {
  readonly text: string;
  readonly plan: ValidatedPlan;
  readonly commands: readonly ValidatedDo[];
}

/**
 * Plans a message that holds several plain requests ("add milk to groceries and cups to party",
 * "remove bread from groceries and chips from party", one request a line) as one plan: every part
 * planned against the lists the parts before it leave, all of it or nothing. Every part must name
 * the lists it changes. The reading that cuts the message least wins; when two such readings plan
 * differently, the message is not understood.
 */
export function planClauses(lines: readonly string[], request: OfflineRequest, planOne: PlanOne): ValidatedPlan | undefined {
  const groups = clauseReadings(lines);
  for (const readings of groups ?? []) {
    const plans = readings.flatMap((clauses) => {
      const plan = planReading(clauses, request, planOne);
      return plan ? [plan] : [];
    });
    const [first] = plans;
    if (first) {
      return plans.every((plan) => JSON.stringify(plan) === JSON.stringify(first)) ? first : undefined;
    }
  }
  return undefined;
}

function planReading(clauses: readonly string[], request: OfflineRequest, planOne: PlanOne): ValidatedPlan | undefined {
  const read: ReadClause[] = [];
  let before: GroceryLists = request.lists;
  let lists = request.lists;
  for (const raw of clauses) {
    const clause = cleanRequest(raw);
    const previous = read[read.length - 1];
    const texts = previous === undefined ? [clause] : followOnReadings(clause, previous.text, [before, lists]);
    const next = onlyReading(texts, { ...request, lists, startedWithNoLists: request.lists.length === 0 }, planOne);
    const after = next && applyCommands(lists, next.commands, request.limits);
    if (!next || !after) {
      return undefined;
    }
    read.push(next);
    before = lists;
    lists = after;
  }
  return joinPlans(read.map((clause) => clause.plan));
}

/**
 * The part as the one way it reads: "cups on party" after "cross off bread on groceries" reads with
 * the verb carried over; when it also reads as it stands and the two differ ("2 cans of beans on
 * party": add them, or cross them off?), it is not understood.
 */
function onlyReading(texts: readonly string[], request: OfflineRequest, planOne: PlanOne): ReadClause | undefined {
  const readings = texts.flatMap((text) => {
    const plan = planPart(text, request, planOne);
    return plan ? [{ text, plan, changes: JSON.stringify(doCommands(plan)) }] : [];
  });
  const [first] = readings;
  return first && readings.every((reading) => reading.changes === first.changes) ? checkedClause(first.text, first.plan, request) : undefined;
}

function planPart(text: string, request: OfflineRequest, planOne: PlanOne): ValidatedPlan | undefined {
  // A list's bare name asks to see it only as a whole message: "groceries and party: cups" is not "show groceries".
  return text.length === 0 || findNamedList(request.lists, text) ? undefined : planOne({ ...request, text });
}

function doCommands(plan: ValidatedPlan): ValidatedDo[] {
  return plan.commands.filter((command): command is ValidatedDo => command.type === 'DO');
}

/**
 * A part read alone must change something, or say that nothing needs to; a question back or a
 * refusal means the whole message is for a model. Each list it changes (or, when it changes none,
 * some list) must be named in it, so a part is never sent to a list by guesswork ("the only list",
 * "the list that holds it").
 */
function checkedClause(text: string, plan: ValidatedPlan, request: OfflineRequest): ReadClause | undefined {
  const commands = doCommands(plan);
  if (commands.length === 0 && !(isUnchangedPlan(plan) && request.lists.some((list) => names(text, list.name)))) {
    return undefined;
  }
  if (!commands.every((command) => names(text, String(command.parameters.list)))) {
    return undefined;
  }
  return { text, plan, commands };
}

/**
 * Whether `text` says `name` as words of its own, as typed or forgivingly: "groceries" in "add milk
 * to the groceries list", and in "napkins to groceries" for a list called grocery.
 */
function names(text: string, name: string): boolean {
  const key = matchKey(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?<![\\p{L}\\p{N}])${key}(?![\\p{L}\\p{N}])`, 'u').test(matchKey(text))) {
    return true;
  }
  const forgiving = listKey(name);
  const length = forgiving.split(' ').length;
  const words = matchKey(text).split(' ');
  return words.some((_, at) => at + length <= words.length && listKey(words.slice(at, at + length).join(' ')) === forgiving);
}
