import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { OtlpReceiver } from '../test/fakes/otlp-receiver';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { cpuMs, scriptedPlan, sendCpuLoad } from './cpu-per-turn';
import { medianWithRange, type Spread, spreadOf } from './statistics';

// Five, not three: the difference it reports is a few tenths of a millisecond between runs that each vary by as much.
const RUNS = 5;
/** The bound on what the OTLP exporter may add to a turn. */
const EXPORTER_TARGET_MS = 1;

/** The ways of observing the bot that are compared, each a set of environment variables. */
const SETUPS = ['logs at info, no telemetry', 'logs at debug, no telemetry', 'logs at info, OTLP exporter on'] as const;
type Setup = (typeof SETUPS)[number];

export interface ObservingCostFigures {
  readonly runs: number;
  readonly turnsPerRun: number;
  /** The bot process's CPU per turn, ms, by setup. */
  readonly cpuMs: Readonly<Record<Setup, Spread>>;
  /** What each costs per turn in each run: debug logs over info, the exporter over info logs alone. */
  readonly debugLogsMs: Spread;
  readonly exporterMs: Spread;
}

/**
 * What observing the bot costs a turn: its CPU per turn (as the CPU benchmark measures it, with
 * PLANNER=llm and the scripted model answering at once, so each turn has a model call and its span)
 * as it runs by default (logs at info, one line a turn, no telemetry), with logs at debug, and with
 * the OTLP exporter sending traces and metrics to a local receiver. The setups alternate within each run.
 */
export async function benchObservingCost(): Promise<BenchSection<ObservingCostFigures>> {
  const connector = await FakeConnector.start();
  const model = await ScriptedModelServer.start();
  const receiver = await OtlpReceiver.start();
  model.answerAlways((request) => ({ content: JSON.stringify(scriptedPlan(request.body.messages.at(-1)?.content ?? '')) }));
  const base = { STORAGE: 'memory', PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl };
  const envOf: Record<Setup, Record<string, string>> = {
    'logs at info, no telemetry': { ...base, LOG_LEVEL: 'info' },
    'logs at debug, no telemetry': { ...base, LOG_LEVEL: 'debug' },
    'logs at info, OTLP exporter on': { ...base, LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
  };
  const cpu: Record<Setup, number[]> = { 'logs at info, no telemetry': [], 'logs at debug, no telemetry': [], 'logs at info, OTLP exporter on': [] };
  let turnsPerRun = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const setup of SETUPS) {
        const bot = await BotProcess.start(envOf[setup]);
        try {
          await sendCpuLoad(bot, connector, `observe-warmup-${run}`);
          const before = cpuMs(bot.pid);
          turnsPerRun = (await sendCpuLoad(bot, connector, `observe-${run}-a`)) + (await sendCpuLoad(bot, connector, `observe-${run}-b`));
          cpu[setup].push((cpuMs(bot.pid) - before) / turnsPerRun);
        } finally {
          await bot.stop();
        }
      }
    }
  } finally {
    await receiver.close();
    await model.close();
    await connector.close();
  }
  const difference = (more: Setup, less: Setup) => cpu[more].map((value, at) => value - (cpu[less][at] ?? Number.NaN));
  const debugLogs = difference('logs at debug, no telemetry', 'logs at info, no telemetry');
  const exporter = difference('logs at info, OTLP exporter on', 'logs at info, no telemetry');
  const exporterSpread = spreadOf(exporter);
  const figures: ObservingCostFigures = {
    runs: RUNS,
    turnsPerRun,
    cpuMs: { 'logs at info, no telemetry': spreadOf(cpu['logs at info, no telemetry']), 'logs at debug, no telemetry': spreadOf(cpu['logs at debug, no telemetry']), 'logs at info, OTLP exporter on': spreadOf(cpu['logs at info, OTLP exporter on']) },
    debugLogsMs: spreadOf(debugLogs),
    exporterMs: exporterSpread,
  };
  const markdown = [
    '### The cost of observing',
    '',
    `The bot process's CPU per turn (user + system, from /proc), PLANNER=llm with the scripted model answering at once, memory storage, the CPU benchmark's load: one pass to warm up, then ${turnsPerRun} turns measured; median of ${RUNS} runs (range), the setups alternating within each run. The OTLP exporter sends traces and metrics as JSON to a receiver in the benchmark's process.`,
    '',
    '| setup | CPU per turn, ms |',
    '|---|---|',
    ...SETUPS.map((setup) => `| ${setup} | ${medianWithRange(cpu[setup], 2)} |`),
    '',
    `Over the default (logs at info, no telemetry), the OTLP exporter costs ${medianWithRange(exporter, 2)} ms a turn (target < ${EXPORTER_TARGET_MS} ms: ${exporterSpread.median < EXPORTER_TARGET_MS ? 'met' : 'missed'}), and logs at debug ${medianWithRange(debugLogs, 2)} ms.`,
  ].join('\n');
  return { markdown, figures };
}

if (require.main === module) {
  benchObservingCost().then(
    (section) => console.log(section.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
