import { describeCalls } from './implied-calls';
import type { BlindSet } from './load-blind-set';
import { cell, clip } from './markdown';
import type { TurnResult, WeekResult } from './play-week';
import { commonestDecline, rightShare, type Tally, tally, withinOneTap, wrongShare } from './week-tally';

/** A set's weeks, played. */
export interface PlayedSet {
  readonly set: BlindSet;
  readonly weeks: readonly WeekResult[];
}

const share = (value: number | undefined) => (value === undefined ? '–' : `${(100 * value).toFixed(1)}%`);

function row(set: string, week: string, counted: Tally): string {
  return `| ${set} | ${week} | ${counted.turns} | ${counted.right} | ${counted.tapped} | ${counted.declined} | ${counted.wrong} | ${share(rightShare(counted))} | ${share(withinOneTap(counted))} | ${share(wrongShare(counted))} | ${counted.tookAway} | ${counted.answeredFalsely} |`;
}

interface Located {
  readonly week: WeekResult;
  readonly turn: TurnResult;
}

/** The blind weeks as markdown: the figures per week, per set and overall, then every wrong and every asked turn. */
export function weekReport(played: readonly PlayedSet[], planner: string): string {
  const lines = [
    `## Blind shopping weeks: ${planner}`,
    '',
    'Each week is played in order as one conversation, with no model. A turn is **right** when the lists end as expected with no tap ' +
      '(after Confirm, where a confirmation is expected), and a question is answered naming what it must; **tapped** when one button under ' +
      'the answer (a proposal, a suggestion, "put them on … instead") makes it right; **declined** when nothing changed and no button makes it ' +
      'right, or a message with nothing to change got only a decline; **wrong** when the lists changed otherwise than expected, or a question was ' +
      'answered without what it must name. After each turn the lists are set to the expected ones, so that later turns are judged on their own.',
    '',
    '| set | week | turns | right | tapped | declined | wrong | right, no tap | right within one tap | wrong | wrongs that took away | false answers |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const all = played.flatMap(({ weeks }) => weeks.flatMap((week) => week.turns));
  for (const { set, weeks } of played) {
    for (const week of weeks) {
      lines.push(row(set.name, week.week.name, tally(week.turns)));
    }
    lines.push(row(`**${set.name}**`, '**all**', tally(weeks.flatMap((week) => week.turns))));
  }
  if (played.length > 1) {
    lines.push(row('**all**', '', tally(all)));
  }
  const located = played.flatMap(({ weeks }) => weeks.flatMap((week) => week.turns.map((turn) => ({ week, turn }))));
  const where = ({ week, turn }: Located) => `${week.week.set}/${week.week.name} | ${turn.number}`;
  const wrong = located.filter(({ turn }) => turn.outcome === 'wrong');
  lines.push('', `### Wrong turns (${wrong.length})`, '');
  if (wrong.length > 0) {
    lines.push('| week | turn | message | expected | got | what differs | reply |', '|---|---|---|---|---|---|---|');
    for (const each of wrong) {
      const { turn } = each;
      const expected = `${describeCalls(turn.expectedChange.calls)}${turn.turn.confirm ? ', after Confirm' : ''}`;
      const got = `${describeCalls(turn.botChange.calls)}${turn.confirmationAsked ? (turn.turn.confirm ? ', after Confirm' : ', waiting for Confirm') : ''}`;
      lines.push(`| ${where(each)} | ${cell(turn.turn.say)} | ${cell(expected)} | ${cell(got)} | ${cell(turn.problems.join('; '))} | ${cell(clip(turn.replies.join(' / ') || '(none)'))} |`);
    }
  }
  const tapped = located.filter(({ turn }) => turn.outcome === 'tapped');
  lines.push('', `### Right within one tap (${tapped.length})`, '');
  if (tapped.length > 0) {
    lines.push('| week | turn | message | expected | button |', '|---|---|---|---|---|');
    for (const each of tapped) {
      lines.push(`| ${where(each)} | ${cell(each.turn.turn.say)} | ${cell(describeCalls(each.turn.expectedChange.calls))} | ${cell(each.turn.tapped ?? '')} |`);
    }
  }
  const commonest = commonestDecline(all);
  lines.push('', `The commonest decline answered ${share(commonest.share)} of the declines it could: ${cell(clip(commonest.reply ?? '(none)'))}`);
  const declined = located.filter(({ turn }) => turn.outcome === 'declined');
  lines.push('', `### Declined turns (${declined.length})`, '', 'What a right answer would have changed, and what the bot said.', '');
  if (declined.length > 0) {
    lines.push('| week | turn | message | expected | reply |', '|---|---|---|---|---|');
    for (const each of declined) {
      lines.push(`| ${where(each)} | ${cell(each.turn.turn.say)} | ${cell(describeCalls(each.turn.expectedChange.calls) || '(nothing)')} | ${cell(clip(each.turn.replies.join(' / ') || '(none)'))} |`);
    }
  }
  const acted = located.filter(({ turn }) => turn.actedWhenDeclined);
  if (acted.length > 0) {
    lines.push('', `### Declined turns that changed the lists anyway (${acted.length})`, '', '| week | turn | message | got | reply |', '|---|---|---|---|---|');
    for (const each of acted) {
      lines.push(`| ${where(each)} | ${cell(each.turn.turn.say)} | ${cell(describeCalls(each.turn.botChange.calls))} | ${cell(clip(each.turn.replies.join(' / ') || '(none)'))} |`);
    }
  }
  return lines.join('\n');
}
