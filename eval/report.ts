import { median } from '../bench/statistics';
import type { CaseResult } from './play-case';
import type { Evaluation } from './run-evaluation';
import { cell, clip, percent } from './markdown';
import { byCategory, offlineByCategory } from './offline-by-category';
import { changedAnything, offlineRuleBreaches } from './offline-rule';

const milliseconds = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value).toLocaleString('en')} ms`);
const perCase = (total: number, cases: number) => (cases === 0 ? '–' : (total / cases).toFixed(total % cases === 0 ? 0 : 1));

function tokens(results: readonly CaseResult[]): { prompt: number; cached: number; completion: number; uncounted: number } {
  return results.reduce(
    (sum, { usage }) => ({
      prompt: sum.prompt + usage.promptTokens,
      cached: sum.cached + usage.cachedPromptTokens,
      completion: sum.completion + usage.completionTokens,
      uncounted: sum.uncounted + usage.uncounted,
    }),
    { prompt: 0, cached: 0, completion: 0, uncounted: 0 },
  );
}

/** The evaluation as markdown: accuracy by category, the offline planner's promise, then every case. */
export function evaluationReport(evaluation: Evaluation): string {
  const { results } = evaluation;
  const lines = [
    `## Planning evaluation: ${evaluation.planner}${evaluation.model ? ` (${evaluation.model})` : ''}`,
    '',
    `${results.length} cases. A case is right when the lists end as expected and the bot asked for confirmation exactly when it should.`,
    '',
    '| category | cases | right | accuracy | offline planner claims | model calls per case | prompt tokens per case | of them cached | completion tokens per case | median time per case |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [category, group] of byCategory(results)) {
    const right = group.filter((result) => result.passed).length;
    const calls = group.reduce((sum: number, result) => sum + result.usage.calls, 0);
    const counted = tokens(group);
    const name = category === 'all' ? '**all**' : category;
    lines.push(
      `| ${name} | ${group.length} | ${right} | ${percent(right, group.length)} | ${group.filter((result) => result.offlineUnderstood).length} | ${perCase(calls, group.length)} | ${perCase(counted.prompt, group.length)} | ${perCase(counted.cached, group.length)} | ${perCase(counted.completion, group.length)} | ${milliseconds(median(group.map((result) => result.milliseconds)))} |`,
    );
  }
  const { uncounted, cached } = tokens(results);
  if (uncounted > 0) {
    lines.push('', `${uncounted} model answers carried no token counts; they are left out of the token figures.`);
  }
  if (cached === 0 && results.some((result) => result.usage.calls > 0)) {
    lines.push('', 'The provider reported no cached prompt tokens (it may not cache prompts, or not report it).');
  }

  if (evaluation.planner === 'offline') {
    const breaches = offlineRuleBreaches(results);
    const claimed = results.filter((result) => result.offlineUnderstood);
    lines.push(
      '',
      '### The offline planner\'s promise',
      '',
      `It claimed ${claimed.length} of ${results.length} requests and got ${claimed.filter((result) => result.passed).length} of them right; ` +
        `of the ${results.length - claimed.length} it declined, ${results.filter((result) => !result.offlineUnderstood && changedAnything(result)).length} changed anything.`,
      '',
      breaches.length === 0 ? 'Kept: every claimed request right, every declined one left the lists alone.' : `**Broken** by ${breaches.length} ${breaches.length === 1 ? 'case' : 'cases'}:\n\n${breaches.map((breach) => `- ${breach}`).join('\n')}`,
    );
  }
  // Under PLANNER=auto too, what the offline planner claims it answers itself.
  if (evaluation.planner.startsWith('offline')) {
    lines.push('', '### The offline planner by category', '', 'Precision: of the requests it claimed, the share it got right. Coverage: of all requests, the share it claimed.', '', ...offlineByCategory(results));
  }

  lines.push('', '### Cases', '', '| case | category | result | model calls | prompt tokens | cached | completion tokens | time | request | what went wrong, or the reply |', '|---|---|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const { evalCase, usage } = result;
    const outcome = result.passed ? 'right' : '**wrong**';
    const detail = result.passed ? (result.replies.at(-1) ?? '') : `${result.problems.join('; ')}. Reply: ${result.replies.join(' / ') || '(none)'}`;
    lines.push(
      `| ${evalCase.id} | ${evalCase.category} | ${outcome} | ${usage.calls} | ${usage.promptTokens} | ${usage.cachedPromptTokens} | ${usage.completionTokens} | ${milliseconds(result.milliseconds)} | ${cell(evalCase.request)} | ${cell(clip(detail))} |`,
    );
  }
  return lines.join('\n');
}
