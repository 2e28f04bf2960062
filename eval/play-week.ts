import { randomUUID } from 'node:crypto';
import { commandOf } from '../src/commands/commands';
import { rememberSectionChoices } from '../src/conversation/remember-sections';
import { rememberForUndo } from '../src/conversation/remember-undo';
import { shoppingAfterTurn } from '../src/conversation/remember-shopping';
import { allActions } from '../src/actions/all-actions';
import { focusAfterTurn } from '../src/conversation/turn-focus';
import { matchKey } from '../src/lists';
import type { BlindTurn, BlindWeek } from './blind-week';
import { differences, toListsState } from './compare-lists';
import type { EvalBot } from './eval-bot';
import type { ListsState } from './eval-case';
import { EvalConversation, type StoredConversation } from './eval-conversation';
import { type ImpliedChange, impliedCalls } from './implied-calls';
import { type OfflineClaim, offlineClaim, onlySays } from './offline-claim';
import { reseedLists, seedLists } from './seed-lists';

/**
 * How the offline planner did on one turn: `right` and `wrong` are claimed turns; `asked` is a
 * claimed turn whose plan only said something where a change was expected (a question back, not a
 * wrong change); `declined` is a turn it did not claim, which a model would answer.
 */
export type TurnOutcome = 'right' | 'wrong' | 'asked' | 'declined';

/** One turn of a week, played. */
export interface TurnResult {
  readonly turn: BlindTurn;
  /** Its place in the week, from 1. */
  readonly number: number;
  readonly outcome: TurnOutcome;
  /** What answered it with no model, if anything did. */
  readonly claimedBy: OfflineClaim['by'] | undefined;
  /** How the bot's answer differs from the expected one, one phrase each. */
  readonly problems: readonly string[];
  readonly confirmationAsked: boolean;
  /** The change the turn expected, and the one the bot made, as calls. */
  readonly expectedChange: ImpliedChange;
  readonly botChange: ImpliedChange;
  /** Declined, yet the bot changed the lists or asked to: the offline planner's promise broken. */
  readonly actedWhenDeclined: boolean;
  readonly replies: readonly string[];
}

/** A week, played. */
export interface WeekResult {
  readonly week: BlindWeek;
  readonly turns: readonly TurnResult[];
}

/**
 * Plays a week's turns in order, as one Teams conversation, so that what "it" and "them" point at
 * and a waiting confirmation carry from turn to turn. After a turn that did not leave the expected
 * lists, they are made so, as a model answering it rightly would have left them, so that each
 * later turn is judged on its own.
 */
export async function playWeek(evalBot: EvalBot, week: BlindWeek): Promise<WeekResult> {
  // A week may be played more than once on one bot: each time is a conversation of its own.
  const conversation = new EvalConversation(evalBot, `week-${week.set}-${week.name}-${randomUUID().slice(0, 8)}`);
  await conversation.start(seedLists(week.lists, evalBot.limits));
  let expectedBefore = week.lists;
  const turns: TurnResult[] = [];
  for (const [index, turn] of week.turns.entries()) {
    const result = await playTurn(evalBot, conversation, turn, expectedBefore);
    turns.push({ ...result, number: index + 1 });
    expectedBefore = turn.expect ?? expectedBefore;
  }
  return { week, turns };
}

async function playTurn(evalBot: EvalBot, conversation: EvalConversation, turn: BlindTurn, expectedBefore: ListsState): Promise<Omit<TurnResult, 'number'>> {
  const before = await conversation.read();
  const claim = offlineClaim(turn.say, before, evalBot.limits);
  conversation.replies.length = 0;
  conversation.turnErrors.length = 0;
  await conversation.say(turn.say);
  const confirmationAsked = (await conversation.read()).pendingConfirmation !== undefined;
  let pressFailure: string | undefined;
  if (confirmationAsked && turn.confirm) {
    await conversation.press('Confirm').catch((error: unknown) => {
      pressFailure = `Confirm could not be pressed: ${error instanceof Error ? error.message : String(error)}`;
    });
  }
  const after = await conversation.read();
  const expected = turn.expect ?? expectedBefore;
  const got = toListsState(after.lists ?? []);
  const differing = differences(expected, got);
  const problems = [
    ...conversation.turnErrors.map((message) => `the turn failed: ${message}`),
    ...(pressFailure ? [pressFailure] : []),
    ...(confirmationAsked === turn.confirm ? [] : [confirmationAsked ? 'asked for confirmation, which this message does not need' : 'did not ask for confirmation first']),
    ...differing,
  ];
  const expectedChange = impliedCalls(expectedBefore, expected);
  const outcome: TurnOutcome = !claim ? 'declined' : onlySays(claim) && expectedChange.calls.length > 0 ? 'asked' : problems.length === 0 ? 'right' : 'wrong';
  const botChange = impliedCalls(toListsState(before.lists ?? []), got);
  const carriedOutElsewhere = (outcome === 'declined' || outcome === 'asked') && expectedChange.calls.length > 0;
  if (differing.length > 0 || after.pendingConfirmation !== undefined || carriedOutElsewhere) {
    await conversation.write(answeredRightly(after, before, turn, expected, expectedChange, outcome, evalBot));
  }
  return {
    turn,
    outcome,
    claimedBy: claim?.by,
    problems,
    confirmationAsked,
    expectedChange,
    botChange,
    actedWhenDeclined: !claim && (botChange.calls.length > 0 || confirmationAsked),
    replies: [...conversation.replies],
  };
}

/**
 * The conversation as a model's right answer to the turn would have left it: the expected lists
 * (with the undo step and section choices the turn would have recorded), no confirmation waiting
 * that the turn did not ask for, and, after a turn the offline planner did not carry out, the focus
 * on the one list the expected change is about. Otherwise the focus stays as the bot left it.
 */
function answeredRightly(after: StoredConversation, before: StoredConversation, turn: BlindTurn, expected: ListsState, change: ImpliedChange, outcome: TurnOutcome, { limits }: EvalBot): StoredConversation {
  const fixed: StoredConversation = { ...after };
  delete fixed.pendingConfirmation;
  if (differences(expected, toListsState(after.lists ?? [])).length > 0) {
    const startLists = before.lists ?? [];
    fixed.lists = reseedLists(startLists, expected, limits, change.renamed);
    fixed.sectionChoices = before.sectionChoices;
    rememberSectionChoices(fixed, startLists);
    // A command (/undo) keeps the steps it left: its own change is no step to undo.
    if (commandOf(turn.say) === undefined) {
      fixed.undo = before.undo;
      rememberForUndo(fixed, startLists, false);
    }
    // What the right answer bought or cleared is learnt as the bot learns it, from the lists as it left them.
    const shopping = shoppingAfterTurn(before.shopping, { before: startLists, after: fixed.lists, applied: [], actions: allActions, at: Date.now(), undoing: commandOf(turn.say) === '/undo' });
    if (shopping) {
      fixed.shopping = shopping;
    } else {
      delete fixed.shopping;
    }
  }
  const listsTouched = new Set(change.calls.map((call) => matchKey(String(call.action === 'renameList' ? call.parameters.newName : call.parameters.list))));
  // A right answer that changed the lists asked nothing back.
  if ((outcome === 'declined' || outcome === 'asked') && change.calls.length > 0) {
    delete fixed.askedBack;
  }
  if ((outcome === 'declined' || outcome === 'asked') && listsTouched.size === 1) {
    const focus = focusAfterTurn(undefined, fixed.lists ?? [], change.calls, []);
    if (focus) {
      fixed.focus = focus;
    } else {
      delete fixed.focus;
    }
  }
  return fixed;
}
