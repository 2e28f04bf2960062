import { randomUUID } from 'node:crypto';
import { commandOf } from '../src/commands/commands';
import { rememberSectionChoices } from '../src/conversation/remember-sections';
import { rememberForUndo } from '../src/conversation/remember-undo';
import { shoppingAfterTurn } from '../src/conversation/remember-shopping';
import { allActions } from '../src/actions/all-actions';
import { focusAfterTurn } from '../src/conversation/turn-focus';
import { matchKey, parseItem } from '../src/lists';
import type { BlindTurn, BlindWeek } from './blind-week';
import { parseCaseItem } from './case-item';
import { differences, toListsState } from './compare-lists';
import type { EvalBot } from './eval-bot';
import type { ListsState } from './eval-case';
import { EvalConversation, type StoredConversation } from './eval-conversation';
import { type ImpliedChange, impliedCalls } from './implied-calls';
import { type OfflineClaim, offlineAnswer, offlineClaim } from './offline-claim';
import { reseedLists, seedLists } from './seed-lists';

/**
 * How the bot with no model did on one turn: `right`, the lists as expected (after Confirm, where a
 * confirmation is expected) and a question answered with what it must name, with no tap; `tapped`,
 * right once one of the buttons under its answer is pressed (a proposal, Undo's neighbours, a
 * suggestion); `declined`, nothing changed and nothing a tap makes right, or a reply that says it
 * could not read the message where nothing was to change; `wrong`, the lists changed otherwise than
 * expected, or a question answered without what it must name.
 */
export type TurnOutcome = 'right' | 'tapped' | 'declined' | 'wrong';

/** One turn of a week, played. */
export interface TurnResult {
  readonly turn: BlindTurn;
  /** Its place in the week, from 1. */
  readonly number: number;
  readonly outcome: TurnOutcome;
  /** What answered it with no model, if anything did. */
  readonly claimedBy: OfflineClaim['by'] | undefined;
  /** Which reading answered it: the strict one, the lenient one, or none (a decline). */
  readonly reading: 'strict' | 'lenient' | 'none' | 'command';
  /** Wrong, and the lists lost something, or a question was answered without what it must name. */
  readonly tookAway: boolean;
  readonly answeredFalsely: boolean;
  /** The button that made it right, for a `tapped` turn. */
  readonly tapped?: string;
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
  const reading = claim && claim.by !== 'offline planner' ? 'command' : (offlineAnswer(turn.say, before, evalBot.limits)?.reading ?? 'none');
  conversation.replies.length = 0;
  conversation.turnErrors.length = 0;
  const buttonsBefore = conversation.buttons.length;
  await conversation.say(turn.say);
  const offered = conversation.buttons.slice(buttonsBefore);
  const waiting = (await conversation.read()).pendingConfirmation;
  // A proposal of one change that takes nothing back is asking first, as a confirmation is.
  // (A decline's suggestions ask nothing: they are answers to pick from.)
  const confirmationAsked = waiting !== undefined && reading !== 'none' && (waiting.choices === undefined || (waiting.choices.length === 1 && waiting.choices[0]?.undoes !== true));
  let pressFailure: string | undefined;
  if (confirmationAsked && turn.confirm) {
    await conversation.press(waiting.choices?.[0]?.label ?? 'Confirm').catch((error: unknown) => {
      pressFailure = `Confirm could not be pressed: ${error instanceof Error ? error.message : String(error)}`;
    });
  }
  const after = await conversation.read();
  const expected = turn.expect ?? expectedBefore;
  const got = toListsState(after.lists ?? []);
  const differing = differences(expected, got);
  // A reply names an item when it holds the item as written, or its name ("tin of Jeyes Fluid" names "1 tin of Jeyes Fluid");
  // a mention is written as an expected item is, so its marks ("[frozen]", "[bought]") are no part of the name.
  const names = (reply: string, mention: string) => ((said, { text }) => said.includes(matchKey(text)) || said.includes(matchKey(parseItem(text).name)))(matchKey(reply), parseCaseItem(mention));
  const unnamed = (turn.mentions ?? []).filter((mention) => !conversation.replies.some((reply) => names(reply, mention)));
  const problems = [
    ...conversation.turnErrors.map((message) => `the turn failed: ${message}`),
    ...(pressFailure ? [pressFailure] : []),
    ...(confirmationAsked === turn.confirm || (!turn.confirm && differing.length > 0) ? [] : [confirmationAsked ? 'asked for confirmation, which this message does not need' : 'did not ask for confirmation first']),
    ...differing,
    ...(unnamed.length > 0 ? [`the answer does not name ${unnamed.join(', ')}`] : []),
  ];
  const expectedChange = impliedCalls(expectedBefore, expected);
  const botChange = impliedCalls(toListsState(before.lists ?? []), got);
  const declinedOnly = reading === 'none' && botChange.calls.length === 0;
  let outcome: TurnOutcome;
  let tapped: string | undefined;
  if (problems.length === 0 && !(declinedOnly && expectedChange.calls.length === 0 && (turn.mentions ?? []).length === 0 && !turn.confirm)) {
    outcome = 'right';
  } else if (problems.length === 0) {
    outcome = 'declined';
  } else {
    // A tap changes lists; it does not answer a question the reply left unanswered.
    tapped = unnamed.length === 0 ? await rightWithOneTap(conversation, offered, expected, turn.confirm) : undefined;
    const changedWrongly = botChange.calls.length > 0 && differing.length > 0 && !confirmationAsked;
    outcome = tapped ? 'tapped' : changedWrongly || (unnamed.length > 0 && reading !== 'none') ? 'wrong' : 'declined';
  }
  const tookAway = outcome === 'wrong' && botChange.calls.some((call) => TAKES_AWAY.has(call.action));
  const answeredFalsely = outcome === 'wrong' && unnamed.length > 0;
  const carriedOutElsewhere = outcome !== 'right' && expectedChange.calls.length > 0;
  const now = await conversation.read();
  if (differences(expected, toListsState(now.lists ?? [])).length > 0 || now.pendingConfirmation !== undefined || carriedOutElsewhere) {
    await conversation.write(answeredRightly(now, before, turn, expected, expectedChange, outcome, evalBot));
  }
  return {
    turn,
    outcome,
    claimedBy: claim?.by,
    reading,
    tookAway,
    answeredFalsely,
    ...(tapped ? { tapped } : {}),
    problems,
    confirmationAsked,
    expectedChange,
    botChange,
    actedWhenDeclined: reading === 'none' && (botChange.calls.length > 0 || confirmationAsked),
    replies: [...conversation.replies],
  };
}

const TAKES_AWAY: ReadonlySet<string> = new Set(['removeItems', 'deleteList', 'clearBought', 'renameList']);

/**
 * The title of the one button under the turn's answer that leaves the expected lists, trying each
 * from the state the answer left and putting that state back after each; undefined if none does.
 */
async function rightWithOneTap(conversation: EvalConversation, buttons: readonly { readonly title: string }[], expected: ListsState, confirm: boolean): Promise<string | undefined> {
  const left = await conversation.read();
  for (const { title } of buttons) {
    const repliesBefore = conversation.replies.length;
    const pressed = await conversation.press(title).then(() => true, () => false);
    const state = await conversation.read();
    const right = pressed && differences(expected, toListsState(state.lists ?? [])).length === 0 && (state.pendingConfirmation === undefined || !confirm);
    conversation.replies.length = repliesBefore;
    await conversation.write({ ...left, ...(state.eTag ? { eTag: state.eTag } : {}) });
    if (right) {
      return title;
    }
  }
  return undefined;
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
  if (outcome !== 'right' && change.calls.length > 0) {
    delete fixed.askedBack;
  }
  if (outcome !== 'right' && listsTouched.size === 1) {
    const focus = focusAfterTurn(undefined, fixed.lists ?? [], change.calls, []);
    if (focus) {
      fixed.focus = focus;
    } else {
      delete fixed.focus;
    }
  }
  return fixed;
}
