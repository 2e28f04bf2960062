import { cpus } from 'node:os';
import type { HttpTurnsFigures } from './http-turns';
import type { ModelCallsFigures } from './model-calls';
import type { OfflinePlannerFigures } from './offline-planner';
import type { OfflinePlannerScalingFigures } from './offline-planner-scaling';
import type { PromptSizeFigures } from './prompt-size';
import type { PromptTokensFigures } from './prompt-tokens';
import type { ServerTimeFigures } from './server-time';
import type { CpuPerTurnFigures } from './cpu-per-turn';
import type { MemoryFigures } from './memory-over-turns';
import type { TurnProfileFigures } from './turn-profile';
import type { StateSizeFigures } from './state-size';
import type { ObservingCostFigures } from './observing-cost';
import type { WakeUpPollFigures } from './wake-up-poll';
import type { PageRefusalFigures } from './page-refusal';

/** What ran the benchmarks: the figures are this machine's, under whatever else it was doing. */
export interface Machine {
  readonly node: string;
  readonly cpus: number;
  readonly cpuModel: string;
}

/**
 * bench/results.json. Every timing is a Spread ({ median, min, max, runs }) over repeated runs, in
 * the unit its key ends with; token counts and model calls are exact, from one run.
 */
export interface BenchResults {
  readonly machine: Machine;
  /** When the run started, as an ISO 8601 timestamp. */
  readonly date: string;
  readonly offlinePlanner: OfflinePlannerFigures;
  readonly offlinePlannerScaling: OfflinePlannerScalingFigures;
  readonly promptTokens: PromptTokensFigures;
  readonly promptSize: PromptSizeFigures;
  readonly modelCalls: ModelCallsFigures;
  readonly serverTime: ServerTimeFigures;
  readonly httpTurns: HttpTurnsFigures;
  readonly cpuPerTurn: CpuPerTurnFigures;
  readonly memory: MemoryFigures;
  readonly turnProfile: TurnProfileFigures;
  readonly stateSize: StateSizeFigures;
  readonly observingCost: ObservingCostFigures;
  readonly wakeUpPoll: WakeUpPollFigures;
  readonly pageRefusal: PageRefusalFigures;
}

export function describeMachine(): Machine {
  const processors = cpus();
  return { node: process.version, cpus: processors.length, cpuModel: processors[0]?.model.trim() ?? 'unknown' };
}
