import { describeCalls } from './implied-calls';
import type { BlindSet } from './load-blind-set';
import { cell, clip } from './markdown';
import type { TurnResult, WeekResult } from './play-week';
import { coverage, precision, type Tally, tally } from './week-tally';

/** A set's weeks, played. */
export interface PlayedSet {
  readonly set: BlindSet;
  readonly weeks: readonly WeekResult[];
}

const share = (value: number | undefined) => (value === undefined ? '–' : `${(100 * value).toFixed(1)}%`);

function row(set: string, week: string, counted: Tally): string {
  return `| ${set} | ${week} | ${counted.turns} | ${counted.right} | ${counted.wrong} | ${counted.asked} | ${counted.declined} | ${share(precision(counted))} | ${share(coverage(counted))} |`;
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
    'Each week is played in order as one conversation. A turn is **right** when the offline planner claims it and the lists end as expected, ' +
      'with a confirmation asked exactly when expected; **wrong** when it claims it and they do not; **asked** when it claims it but only replies ' +
      '(a question back) where a change was expected; **declined** when it does not claim it. After a turn that did not leave the expected lists, ' +
      'they are set to the expected ones, so that later turns are judged on their own.',
    '',
    'Precision = right / (right + wrong). Coverage = (right + wrong) / turns.',
    '',
    '| set | week | turns | right | wrong | asked | declined | precision | coverage |',
    '|---|---|---|---|---|---|---|---|---|',
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
  const asked = located.filter(({ turn }) => turn.outcome === 'asked');
  lines.push('', `### Asked turns (${asked.length})`, '', 'Claimed, but answered with a reply only where a change was expected: counted apart, not as wrong.', '');
  if (asked.length > 0) {
    lines.push('| week | turn | message | expected | reply |', '|---|---|---|---|---|');
    for (const each of asked) {
      lines.push(`| ${where(each)} | ${cell(each.turn.turn.say)} | ${cell(describeCalls(each.turn.expectedChange.calls))} | ${cell(clip(each.turn.replies.join(' / ') || '(none)'))} |`);
    }
  }
  const declined = located.filter(({ turn }) => turn.outcome === 'declined');
  lines.push('', `### Declined turns (${declined.length})`, '', 'Left to a model: what a right answer would have changed.', '');
  if (declined.length > 0) {
    lines.push('| week | turn | message | expected |', '|---|---|---|---|');
    for (const each of declined) {
      lines.push(`| ${where(each)} | ${cell(each.turn.turn.say)} | ${cell(describeCalls(each.turn.expectedChange.calls) || '(nothing)')} |`);
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
