import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { latencyChart, promptTokensChart } from './charts';
import type { BenchResults } from './results';

/** The files a bench run writes into bench/, by what they hold. */
export const RESULT_FILES = {
  markdown: 'results.md',
  json: 'results.json',
  latencyChart: 'latency-vs-concurrency.svg',
  promptTokensChart: 'prompt-tokens-vs-list-size.svg',
} as const;

/** Writes the report, the figures and the charts next to this file, replacing the previous run's. */
export async function writeResults(results: BenchResults, markdown: string): Promise<void> {
  await Promise.all([
    writeFile(join(__dirname, RESULT_FILES.markdown), markdown),
    writeFile(join(__dirname, RESULT_FILES.json), `${JSON.stringify(results, roundFractions, 2)}\n`),
    writeFile(join(__dirname, RESULT_FILES.latencyChart), latencyChart(results.httpTurns)),
    writeFile(join(__dirname, RESULT_FILES.promptTokensChart), promptTokensChart(results.promptTokens)),
  ]);
}

/** Three decimals are more than any of these measurements resolve, and keep the file readable. */
function roundFractions(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value;
}
