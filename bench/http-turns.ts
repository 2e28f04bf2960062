import { messageActivity } from '../test/fakes/activities';
import { Azurite } from '../test/fakes/azurite';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import { medianWithRange, percentile } from './statistics';

const STORAGES = ['memory', 'sqlite', 'azure-blob'] as const;
const MODEL_DELAYS_MS = [0, 200];
/** Concurrent conversations, and how many messages each sends one after another. */
const LOADS = [
  { conversations: 1, messagesEach: 30 },
  { conversations: 10, messagesEach: 10 },
  { conversations: 100, messagesEach: 3 },
];
const RUNS = 3;

interface RunFigures {
  readonly turnsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

/**
 * Turns per second and latency, from the POST to the reply arriving at the connector, against the
 * real bot over HTTP with the scripted model answering after a fixed delay, for each storage.
 */
export async function benchHttpTurns(): Promise<string> {
  const rows: string[] = [];
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
        const env: Record<string, string> = { PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl };
        if (storage === 'memory') env.STORAGE = 'memory';
        if (storage === 'azure-blob') Object.assign(env, { STORAGE: 'azure-blob', AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString, AZURE_STORAGE_CONTAINER: `bench-${delayMs}` });
        const bot = await BotProcess.start(env);
        try {
          for (const load of LOADS) {
            const runs: RunFigures[] = [];
            for (let run = 0; run < RUNS; run++) {
              runs.push(await measure(bot, connector, load, `${storage}-${delayMs}-${load.conversations}-${run}`));
            }
            rows.push(
              `| ${storage} | ${delayMs} | ${load.conversations} | ${medianWithRange(runs.map((each) => each.turnsPerSecond))} | ${medianWithRange(runs.map((each) => each.p50), 0)} | ${medianWithRange(runs.map((each) => each.p99), 0)} |`,
            );
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
  return [
    `### HTTP turns (median of ${RUNS} runs, range in brackets; latency from POST to the reply at the connector)`,
    '',
    '| storage | model delay (ms) | concurrent conversations | turns per second | p50 latency (ms) | p99 latency (ms) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
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
        const sentAt = Date.now();
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
