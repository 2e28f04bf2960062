import { CATEGORIES } from './eval-case';
import { percent } from './markdown';
import type { CaseResult } from './play-case';

/** The results of each category that has any, then all of them under "all". */
export function byCategory(results: readonly CaseResult[]): [string, readonly CaseResult[]][] {
  const groups: [string, readonly CaseResult[]][] = [...CATEGORIES.map((category): [string, CaseResult[]] => [category, results.filter((result) => result.evalCase.category === category)]), ['all', results]];
  return groups.filter(([, group]) => group.length > 0);
}

/**
 * The offline planner's precision (of the requests it claimed, the share right) and coverage (the
 * share of requests it claimed) in each category, as markdown lines: where it can be trusted, and
 * where a model is still needed.
 */
export function offlineByCategory(results: readonly CaseResult[]): string[] {
  const lines = [
    '| category | cases | claimed | right of claimed | precision | coverage |',
    '|---|---|---|---|---|---|',
  ];
  for (const [category, group] of byCategory(results)) {
    const claimed = group.filter((result) => result.offlineUnderstood);
    const right = claimed.filter((result) => result.passed).length;
    lines.push(`| ${category === 'all' ? '**all**' : category} | ${group.length} | ${claimed.length} | ${right} | ${percent(right, claimed.length)} | ${percent(claimed.length, group.length)} |`);
  }
  return lines;
}
