import { plannersOf, turnRecordOf } from '../src/host/turn-record';
import { type GroceryLists, matchKey } from '../src/lists';
import { differences, toListsState } from './compare-lists';
import type { EvalBot } from './eval-bot';
import type { EvalCase } from './eval-case';
import { EvalConversation } from './eval-conversation';
import { emptyUsage, type ModelUsage } from './model-meter';
import { offlineClaim } from './offline-claim';
import { seedLists } from './seed-lists';

/** How the bot did on one case. */
export interface CaseResult {
  readonly evalCase: EvalCase;
  readonly passed: boolean;
  /** What was wrong, one phrase each; empty when it passed. */
  readonly problems: readonly string[];
  /** Whether the request is answered with no model: the offline planner returns a plan for it, it is a typed answer to a waiting confirmation, or a command. */
  readonly offlineUnderstood: boolean;
  /** Whether the lists ended different from how they began. */
  readonly changed: boolean;
  /** Whether a list or an item that was there before is gone. */
  readonly tookAway: boolean;
  readonly confirmationAsked: boolean;
  /** Which planner answered ("offline", "openai", "offline+openai"), if any was asked. */
  readonly planner: string | undefined;
  readonly usage: ModelUsage;
  /** From the request to the last reply, Confirm included. */
  readonly milliseconds: number;
  readonly replies: readonly string[];
}

/**
 * Plays one case as a Teams user would: the conversation starts with the case's lists, the user
 * sends the request, and presses Confirm if the bot asks and the case expects it. Then the lists
 * in storage are compared with the expected ones.
 */
export async function playCase(evalBot: EvalBot, evalCase: EvalCase): Promise<CaseResult> {
  const conversation = new EvalConversation(evalBot, `eval-${evalCase.id}`);
  await conversation.start(seedLists(evalCase.lists, evalBot.limits));
  // The turns before the request make the conversation it follows: what "it" and "them" point at.
  for (const message of evalCase.before ?? []) {
    await conversation.say(message);
  }
  const before = await conversation.read();
  const startLists = before.lists ?? [];
  conversation.replies.length = 0;

  const usage = emptyUsage();
  let planner: string | undefined;
  let confirmationAsked = false;
  const started = performance.now();
  await evalBot.meter.measure(usage, async () => {
    const context = await conversation.say(evalCase.request);
    planner = plannersOf(turnRecordOf(context));
    // A proposal of the lenient reading (a pending change with choices) asks nothing of a case; a confirmation does.
    const waiting = (await conversation.read()).pendingConfirmation;
    confirmationAsked = waiting !== undefined && waiting.choices === undefined;
    if (confirmationAsked && evalCase.confirm) {
      await conversation.press('Confirm');
    }
  });
  const milliseconds = performance.now() - started;

  const endLists = (await conversation.read()).lists ?? [];
  const start = toListsState(startLists);
  const end = toListsState(endLists);
  const problems = conversation.turnErrors.map((message) => `the turn failed: ${message}`);
  if (confirmationAsked !== evalCase.confirm) {
    problems.push(confirmationAsked ? 'asked for confirmation, which this request does not need' : 'did not ask for confirmation first');
  }
  // Asked to confirm what it should not have: the changes it wanted are not made, so they are not compared.
  if (!(confirmationAsked && !evalCase.confirm)) {
    problems.push(...differences(evalCase.expect ?? evalCase.lists, end));
  }
  // A retried 429 that then succeeded is the provider's weather; a model that never answered is a failed case
  // even where nothing was to change.
  if (usage.calls > 0 && usage.failures.length === usage.calls) {
    problems.push(`the model never answered: HTTP ${usage.failures.join(', ')}`);
  }
  return {
    evalCase,
    passed: problems.length === 0,
    problems,
    offlineUnderstood: offlineClaim(evalCase.request, before, evalBot.limits) !== undefined,
    changed: differences(start, end).length > 0,
    tookAway: tookAway(startLists, endLists),
    confirmationAsked,
    planner,
    usage,
    milliseconds,
    replies: conversation.replies,
  };
}

/** Whether a list, or an item of one, that was there before is gone after: what no unclaimed request may do unasked. */
function tookAway(before: GroceryLists, after: GroceryLists): boolean {
  return before.some((list) => {
    const kept = after.find((each) => each.id === list.id);
    return !kept || list.items.some((item) => !kept.items.some((each) => matchKey(each.name) === matchKey(item.name)));
  });
}
