import { CATEGORIES } from './eval-case';
import { percent } from './markdown';
import type { CaseResult } from './play-case';

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
  const groups: [string, readonly CaseResult[]][] = [...CATEGORIES.map((category): [string, CaseResult[]] => [category, results.filter((result) => result.evalCase.category === category)]), ['**all**', results]];
  for (const [category, group] of groups) {
    if (group.length === 0) {
      continue;
    }
    const claimed = group.filter((result) => result.offlineUnderstood);
    const right = claimed.filter((result) => result.passed).length;
    lines.push(`| ${category} | ${group.length} | ${claimed.length} | ${right} | ${percent(right, claimed.length)} | ${percent(claimed.length, group.length)} |`);
  }
  return lines;
}
