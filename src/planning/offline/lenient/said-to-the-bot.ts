import { isRemark, namesAGrocery, trimRemark } from '../message-pieces';
import { mentionedItems } from '../spot-request';
import { READING_ACTIONS } from '../action-kinds';
import { tokenize } from '../tokenize';
import type { LenientReader, LenientReading } from './lenient-reader';
import { doCommands } from './plan-checks';

// What the bot is called by: "… pantry take cold brew off groceries".
const BOT_NAMES: ReadonlySet<string> = new Set(['pantry']);
// Words after which "pantry" is a name of a list or a section, not the bot called: "to the pantry", "my pantry list".
const LEADS_TO_A_NAME: ReadonlySet<string> = new Set(['the', 'my', 'our', 'your', 'to', 'on', 'onto', 'in', 'into', 'from', 'off', 'under', 'a', 'new']);

/**
 * "What a day, Dad had a ball 🥳 Pantry clear the bought things off the party list": talk to the
 * household, then the bot called by name and asked. What follows its name is the request, read
 * strictly and whole; what comes before is said back as left out, and where it names a grocery or
 * anything on the lists (it may be more of the request) the reading is only offered.
 */
export function saidToTheBot(reader: LenientReader, candidate: string): LenientReading | undefined {
  const { lists, known, read, found } = reader;
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
  return { ...reading, setAside: [before], unasked: namesNothing || isRemark(before, known) };
}
