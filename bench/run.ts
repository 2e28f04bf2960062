// `npm run bench`: every benchmark, printed as markdown and written to bench/ as results.md,
// results.json and two SVG charts. Figures are medians over repeated runs, with their range, on
// whatever machine runs it; they are reported, never asserted.
import type { BenchSection } from './bench-section';
import { benchCpuPerTurn } from './cpu-per-turn';
import { benchMemoryOverTurns } from './memory-over-turns';
import { benchTurnProfile } from './turn-profile';
import { benchHttpTurns } from './http-turns';
import { benchModelCalls } from './model-calls';
import { benchOfflinePlanner } from './offline-planner';
import { benchOfflinePlannerScaling } from './offline-planner-scaling';
import { benchPageRefusal } from './page-refusal';
import { benchPromptSize } from './prompt-size';
import { benchPromptTokens } from './prompt-tokens';
import { describeMachine } from './results';
import { benchServerTime } from './server-time';
import { benchObservingCost } from './observing-cost';
import { benchStateSize } from './state-size';
import { benchWakeUpPoll } from './wake-up-poll';
import { RESULT_FILES, writeResults } from './write-results';

async function main(): Promise<void> {
  const machine = describeMachine();
  const date = new Date().toISOString();
  const sections: string[] = [];
  // Each section is printed as soon as it is measured: a full run takes minutes.
  const print = (markdown: string) => {
    console.log(`${markdown}\n`);
    sections.push(markdown);
  };
  const report = <Figures>(section: BenchSection<Figures>): Figures => {
    print(section.markdown);
    return section.figures;
  };
  print(`# Benchmarks\n\nNode ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, ${date}. Written by \`npm run bench\`.`);
  const offlinePlanner = report(benchOfflinePlanner());
  const offlinePlannerScaling = report(benchOfflinePlannerScaling());
  const promptTokens = report(await benchPromptTokens());
  const promptSize = report(await benchPromptSize());
  const modelCalls = report(await benchModelCalls());
  const serverTime = report(await benchServerTime());
  const httpTurns = report(await benchHttpTurns());
  const cpuPerTurn = report(await benchCpuPerTurn());
  const turnProfile = report(await benchTurnProfile());
  const memory = report(benchMemoryOverTurns());
  const stateSize = report(await benchStateSize());
  const observingCost = report(await benchObservingCost());
  const wakeUpPoll = report(benchWakeUpPoll());
  const pageRefusal = report(await benchPageRefusal());
  print(['### Charts', '', `![Turn latency against concurrent conversations](${RESULT_FILES.latencyChart})`, '', `![Prompt tokens against items stored](${RESULT_FILES.promptTokensChart})`].join('\n'));
  await writeResults({ machine, date, offlinePlanner, offlinePlannerScaling, promptTokens, promptSize, modelCalls, serverTime, httpTurns, cpuPerTurn, turnProfile, memory, stateSize, observingCost, wakeUpPoll, pageRefusal }, `${sections.join('\n\n')}\n`);
  console.log(`Wrote ${Object.values(RESULT_FILES).map((file) => `bench/${file}`).join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
