import type { TurnContext } from 'botbuilder';
import type { Bot } from '../src/create-bot';
import { createList, type GroceryLists, type ListLimits, markBought, moveToSection } from '../src/lists';
import { typedConfirmation } from '../src/confirmations/typed-confirmation';
import { planOffline } from '../src/planning/offline/offline-planner';
import { plannersOf, turnRecordOf } from '../src/host/turn-record';
import type { ConversationState } from '../src/conversation/conversation-state';
import { parseCaseItem } from './case-item';
import { differences, toListsState } from './compare-lists';
import { EvalAdapter } from './eval-adapter';
import type { EvalCase, ListsState } from './eval-case';
import { emptyUsage, type ModelMeter, type ModelUsage } from './model-meter';

/** How the bot did on one case. */
export interface CaseResult {
  readonly evalCase: EvalCase;
  readonly passed: boolean;
  /** What was wrong, one phrase each; empty when it passed. */
  readonly problems: readonly string[];
  /** Whether the request is answered with no model: the offline planner returns a plan for it, or it is a typed answer to a waiting confirmation. */
  readonly offlineUnderstood: boolean;
  /** Whether the lists ended different from how they began. */
  readonly changed: boolean;
  readonly confirmationAsked: boolean;
  /** Which planner answered ("offline", "openai", "offline+openai"), if any was asked. */
  readonly planner: string | undefined;
  readonly usage: ModelUsage;
  /** From the request to the last reply, Confirm included. */
  readonly milliseconds: number;
  readonly replies: readonly string[];
}

/** The bot the evaluation plays cases against, with the meter its model calls go through. */
export interface EvalBot {
  readonly bot: Bot;
  readonly meter: ModelMeter;
  readonly limits: ListLimits;
}

/**
 * Plays one case as a Teams user would: the conversation starts with the case's lists, the user
 * sends the request, and presses Confirm if the bot asks and the case expects it. Then the lists
 * in storage are compared with the expected ones.
 */
export async function playCase({ bot, meter, limits }: EvalBot, evalCase: EvalCase): Promise<CaseResult> {
  const adapter = new EvalAdapter(`eval-${evalCase.id}`);
  const problems: string[] = [];
  adapter.onTurnError = async (_context, error) => {
    problems.push(`the turn failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  const seeded = seed(evalCase.lists, limits);
  await bot.storage.write({ [adapter.stateKey]: { lists: seeded, welcomed: true } satisfies ConversationState });
  const readState = async () => ((await bot.storage.read([adapter.stateKey]))[adapter.stateKey] ?? {}) as ConversationState;
  const run = (context: TurnContext) => bot.runner.run(context);
  // The turns before the request make the conversation it follows: what "it" and "them" point at.
  for (const message of evalCase.before ?? []) {
    await adapter.say(message, run);
  }
  const before = await readState();
  const startLists = before.lists ?? [];
  adapter.replies.length = 0;

  const usage = emptyUsage();
  let planner: string | undefined;
  let confirmationAsked = false;
  const started = performance.now();
  await meter.measure(usage, async () => {
    const context = await adapter.say(evalCase.request, run);
    planner = plannersOf(turnRecordOf(context));
    confirmationAsked = (await readState()).pendingConfirmation !== undefined;
    if (confirmationAsked && evalCase.confirm) {
      await adapter.press('Confirm', run);
    }
  });
  const milliseconds = performance.now() - started;

  const endLists = (await readState()).lists ?? [];
  const start = toListsState(startLists);
  const end = toListsState(endLists);
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
    // A typed "yes" or "no" to a waiting confirmation is answered before any planner, as its card's button would be.
    offlineUnderstood: planOffline(evalCase.request, startLists, limits, before.focus).understood || (before.pendingConfirmation !== undefined && typedConfirmation(evalCase.request) !== undefined),
    changed: differences(start, end).length > 0,
    confirmationAsked,
    planner,
    usage,
    milliseconds,
    replies: adapter.replies,
  };
}

/** The case's starting lists, built through the domain so that they are stored as the bot stores them. */
function seed(state: ListsState, limits: ListLimits): GroceryLists {
  let lists: GroceryLists = [];
  for (const [name, written] of Object.entries(state)) {
    const items = written.map(parseCaseItem);
    const created = createList(lists, name, items.map((item) => item.text), limits, 'Eval User');
    if (!created.ok) {
      throw new Error(`the starting list ${name} cannot be built: ${created.error.message}`);
    }
    lists = created.value.lists;
    const bought = markBought(lists, name, items.filter((item) => item.bought).map((item) => item.text), 'Eval User');
    lists = bought.ok ? bought.value.lists : lists;
    for (const item of items) {
      const moved = item.section ? moveToSection(lists, name, [item.text], item.section) : undefined;
      lists = moved?.ok ? moved.value.lists : lists;
    }
  }
  return lists;
}
