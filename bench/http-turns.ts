import { messageActivity } from '../test/fakes/activities';
import { Azurite } from '../test/fakes/azurite';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { medianWithRange, percentile, type Spread, spreadOf } from './statistics';
import { STORAGES, type StorageName, storageEnv } from './storage-env';

const MODEL_DELAYS_MS = [0, 200];
/** Concurrent conversations, and how many messages each sends one after another. */
const LOADS = [
  { conversations: 1, messagesEach: 30 },
  { conversations: 10, messagesEach: 10 },
  { conversations: 100, messagesEach: 3 },
];
const RUNS = 3;

/** Throughput and latency of one storage, model delay and load, over repeated runs. */
export interface HttpTurnsRow {
  readonly storage: StorageName;
  readonly modelDelayMs: number;
  readonly concurrentConversations: number;
  readonly messagesEach: number;
  readonly turnsPerSecond: Spread;
  readonly p50Ms: Spread;
  readonly p99Ms: Spread;
}

export interface HttpTurnsFigures {
  readonly runs: number;
  readonly rows: readonly HttpTurnsRow[];
}

interface RunFigures {
  readonly turnsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

/**
 * Turns per second and latency, from the POST to the reply arriving at the connector, against the
 * real bot over HTTP with the scripted model answering after a fixed delay, for each storage.
 */
export async function benchHttpTurns(): Promise<BenchSection<HttpTurnsFigures>> {
  const rows: HttpTurnsRow[] = [];
  const azurite = await Azurite.start();
  const connector = await FakeConnector.start();
  try {
    for (const storage of STORAGES) {
      for (const delayMs of MODEL_DELAYS_MS) {
        const model = await ScriptedModelServer.start();
        model.answerAlways((request) => {
          const text = request.body.messages.at(-1)?.content ?? '';
          return { content: JSON.stringify(plan(doAction('createList', { list: 'bench', items: [text] }), say(`Noted ${text}.`))), delayMs };
        });
        const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, ...storageEnv(storage, azurite, `bench-${delayMs}`) });
        try {
          for (const load of LOADS) {
            const runs: RunFigures[] = [];
            for (let run = 0; run < RUNS; run++) {
              runs.push(await measure(bot, connector, load, `${storage}-${delayMs}-${load.conversations}-${run}`));
            }
            rows.push({
              storage,
              modelDelayMs: delayMs,
              concurrentConversations: load.conversations,
              messagesEach: load.messagesEach,
              turnsPerSecond: spreadOf(runs.map((each) => each.turnsPerSecond)),
              p50Ms: spreadOf(runs.map((each) => each.p50)),
              p99Ms: spreadOf(runs.map((each) => each.p99)),
            });
          }
        } finally {
          await bot.stop();
          await model.close();
        }
      }
    }
  } finally {
    await connector.close();
    await azurite.stop();
  }
  const markdown = [
    `### HTTP turns (median of ${RUNS} runs, range in brackets; latency from POST to the reply at the connector)`,
    '',
    '| storage | model delay (ms) | concurrent conversations | turns per second | p50 latency (ms) | p99 latency (ms) |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.storage} | ${row.modelDelayMs} | ${row.concurrentConversations} | ${medianWithRange(row.turnsPerSecond.runs)} | ${medianWithRange(row.p50Ms.runs, 0)} | ${medianWithRange(row.p99Ms.runs, 0)} |`,
    ),
  ].join('\n');
  return { markdown, figures: { runs: RUNS, rows } };
}

async function measure(bot: BotProcess, connector: FakeConnector, load: (typeof LOADS)[number], tag: string): Promise<RunFigures> {
  connector.clear();
  const latencies: number[] = [];
  const started = Date.now();
  await Promise.all(
    Array.from({ length: load.conversations }, async (_, conversation) => {
      const conversationId = `a:${tag}-${conversation}`;
      for (let message = 0; message < load.messagesEach; message++) {
        const activity = messageActivity({ text: `item ${message}`, conversationId, serviceUrl: connector.serviceUrl });
        const sentAt = performance.now();
        const response = await bot.post(activity);
        if (response.status >= 300) {
          throw new Error(`POST answered ${response.status}`);
        }
        // The reply, not the typing indicator that goes out before it.
        const reply = connector.sent.find((each) => each.replyToId === activity.id && each.activity.type === 'message');
        if (!reply) {
          throw new Error('the reply never reached the connector');
        }
        latencies.push(reply.receivedAt - sentAt);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { turnsPerSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}
