// `npm run eval`: plays the corpus in eval/cases/ against the planner the environment configures,
// exactly as the bot reads it (PLANNER, OPENAI_*, AZURE_OPENAI_*; OFFLINE_READING is strict unless
// set), and prints the report as markdown.
// With the offline planner it also checks its promise, and fails when it is broken: CI runs that.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus } from './corpus';
import { offlineRuleBreaches } from './offline-rule';
import { offlineFigures, withFigures } from './readme-figures';
import { evaluationReport } from './report';
import { runEvaluation } from './run-evaluation';

const README = join(__dirname, '..', 'README.md');
const USAGE = `npm run eval -- [--category "single add"]... [--case id]... [--concurrency n] [--out report.md] [--json results.json] [--readme]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      category: { type: 'string', multiple: true },
      case: { type: 'string', multiple: true },
      concurrency: { type: 'string', default: '1' },
      out: { type: 'string' },
      json: { type: 'string' },
      readme: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`--concurrency must be a whole number of at least 1, not ${values.concurrency}`);
  }
  const corpus = loadCorpus();
  const cases = corpus.filter(
    (each) => (!values.category || values.category.includes(each.category)) && (!values.case || values.case.includes(each.id)),
  );
  if (cases.length === 0) {
    throw new Error(`no case matches: the categories are ${[...new Set(corpus.map((each) => each.category))].join(', ')}`);
  }

  const evaluation = await runEvaluation({
    // The corpus holds the strict reading's claim: what it answers with no model and first with one.
    // The lenient reading, which answers only when no model can, is measured on the blind weeks.
    env: { OFFLINE_READING: 'strict', ...process.env },
    cases,
    concurrency,
    onResult: (result, done) => {
      if (process.stderr.isTTY) {
        process.stderr.write(`\r${done}/${cases.length} ${result.evalCase.id}\u001b[K`);
      }
    },
  });
  if (process.stderr.isTTY) {
    process.stderr.write('\r\u001b[K');
  }
  const report = evaluationReport(evaluation);
  console.log(report);
  if (values.out) {
    writeFileSync(values.out, `${report}\n`);
  }
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(jsonResults(evaluation), null, 2)}\n`);
  }
  if (values.readme) {
    if (evaluation.planner !== 'offline' || cases.length !== corpus.length) {
      throw new Error('--readme writes the offline planner\'s figures on the whole corpus: run it with PLANNER=offline and no --category or --case');
    }
    writeFileSync(README, withFigures(readFileSync(README, 'utf8'), offlineFigures(evaluation.results)));
  }
  if (evaluation.planner === 'offline' && offlineRuleBreaches(evaluation.results).length > 0) {
    process.exitCode = 1;
  }
}

function jsonResults(evaluation: Awaited<ReturnType<typeof runEvaluation>>) {
  return {
    planner: evaluation.planner,
    model: evaluation.model ?? null,
    date: new Date().toISOString(),
    cases: evaluation.results.map((result) => ({
      id: result.evalCase.id,
      category: result.evalCase.category,
      passed: result.passed,
      problems: result.problems,
      offlineUnderstood: result.offlineUnderstood,
      confirmationAsked: result.confirmationAsked,
      planner: result.planner ?? null,
      modelCalls: result.usage.calls,
      promptTokens: result.usage.promptTokens,
      cachedPromptTokens: result.usage.cachedPromptTokens,
      completionTokens: result.usage.completionTokens,
      milliseconds: Math.round(result.milliseconds),
      replies: result.replies,
    })),
  };
}

main().catch((error: unknown) => {
  console.error(`eval: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
