import { isNestedCall, type ValidatedPlan } from './plan';

/** One message of the plan prompt's history, as teams-ai keeps it in the conversation's state. */
export interface HistoryMessage {
  readonly role: string;
  readonly content: unknown;
}

/**
 * How many messages of earlier turns the prompt shows: the last exchange, the user's message and
 * what the bot did, which is what a follow-up ("add it to party too", "and eggs") needs. The lists
 * themselves are in the prompt as they are now, so older turns add nothing the model must know.
 */
export const PLAN_HISTORY_MESSAGES = 2;

/** The most characters a line of a recap keeps: a call that added 500 items needs no more than its start, the lists show the rest. */
const MAX_RECAP_LINE_CHARS = 500;

/** A call as the model reads it in its history and in observations: `addItems({"list":"party","items":["chips"]})`. */
export function describeCall(action: string, parameters: Record<string, unknown>): string {
  return `${action}(${describeValue(parameters)})`;
}

/** A plan in short, one line a command: its calls, then `SAY: …`. Shorter than its JSON, and all a later turn needs of it. */
export function describePlan(plan: ValidatedPlan): string {
  return plan.commands.map((command) => (command.type === 'DO' ? describeCall(command.action, command.parameters) : `SAY: ${command.response}`)).join('\n');
}

/**
 * The history after a turn that succeeded: what came before it, then the user's message and what the
 * turn did in short (its steps, observations and plans are left out; a long call cut short), cut to
 * the last `maxMessages`.
 * The messages kept from before are the same objects, so a replay can tell the turn's own apart.
 */
export function historyAfterTurn(before: readonly HistoryMessage[], userMessage: string, recap: string, maxMessages = PLAN_HISTORY_MESSAGES): HistoryMessage[] {
  const bounded = recap
    .split('\n')
    .map((line) => (line.length > MAX_RECAP_LINE_CHARS ? `${line.slice(0, MAX_RECAP_LINE_CHARS)}… (cut short)` : line))
    .join('\n');
  const history = [...before, { role: 'user', content: userMessage }, { role: 'assistant', content: bounded }];
  const kept = history.slice(-maxMessages);
  // An exchange is never shown without the message it answered.
  while (kept.length > 0 && kept[0]?.role !== 'user') {
    kept.shift();
  }
  return kept;
}

function describeValue(value: unknown): string {
  if (isNestedCall(value)) {
    return describeCall(value.action, value.parameters);
  }
  if (Array.isArray(value)) {
    return `[${value.map(describeValue).join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, each]) => `${JSON.stringify(key)}:${describeValue(each)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
