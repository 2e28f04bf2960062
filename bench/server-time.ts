import { messageActivity } from '../test/fakes/activities';
import { Azurite } from '../test/fakes/azurite';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { median as p50, medianWithRange, percentileOf, type Spread, spreadOf } from './statistics';
import { STORAGES, type StorageName, storageEnv } from './storage-env';

const MODEL_DELAY_MS = 200;
const TURNS_PER_RUN = 30;
const RUNS = 3;
/** Turns before the measured ones: a fresh process compiles and loads lazily on its first turns. */
const WARMUP_TURNS = 5;

/** The bot's own time per turn with a model, over repeated runs: the p50 and p99 of each run. */
export interface ServerTimeWithModelRow {
  readonly storage: StorageName;
  /** From the POST to the reply at the connector, less the time the model server spent answering. */
  readonly serverP50Ms: Spread;
  readonly serverP99Ms: Spread;
  /** From the POST to the model request arriving: reading the activity and state, building the prompt. */
  readonly beforeModelP50Ms: Spread;
  /** From the model's answer to the reply at the connector: validating and running the plan, storing the state, sending. */
  readonly afterModelP50Ms: Spread;
  /** What was subtracted: the model server's time from request to answer. */
  readonly modelP50Ms: Spread;
}

/** The whole turn with the offline planner, which is all server time. */
export interface ServerTimeOfflineRow {
  readonly storage: StorageName;
  readonly turnP50Ms: Spread;
  readonly turnP99Ms: Spread;
}

export interface ServerTimeFigures {
  readonly runs: number;
  readonly turnsPerRun: number;
  readonly warmupTurns: number;
  readonly modelDelayMs: number;
  readonly withModel: readonly ServerTimeWithModelRow[];
  readonly offline: readonly ServerTimeOfflineRow[];
}

/** One turn's times; the model's parts are zero when no model was asked. */
interface TurnTiming {
  readonly totalMs: number;
  readonly modelMs: number;
  readonly beforeModelMs: number;
  readonly afterModelMs: number;
}

/** Where a run's turns go, and how their model is scripted when there is one. */
interface TurnTarget {
  readonly bot: BotProcess;
  readonly connector: FakeConnector;
  readonly model?: ScriptedModelServer;
}

/**
 * The time a turn spends in the bot rather than in the model, for each storage: sequential turns of
 * one conversation that each add an item, with the scripted model answering after 200 ms, less the
 * time the model server spent on each request; and, as a cross-check, the same turns answered by the
 * offline planner, where there is no model to subtract.
 */
export async function benchServerTime(): Promise<BenchSection<ServerTimeFigures>> {
  const withModel: ServerTimeWithModelRow[] = [];
  const offline: ServerTimeOfflineRow[] = [];
  const azurite = await Azurite.start();
  const connector = await FakeConnector.start();
  try {
    for (const storage of STORAGES) {
      const model = await ScriptedModelServer.start();
      const llmBot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, ...storageEnv(storage, azurite, 'server-time-llm') });
      try {
        const runs = await measureRuns({ bot: llmBot, connector, model }, `llm-${storage}`);
        withModel.push({
          storage,
          serverP50Ms: spreadOf(runs.map((turns) => p50(turns.map((turn) => turn.totalMs - turn.modelMs)))),
          serverP99Ms: spreadOf(runs.map((turns) => p99(turns.map((turn) => turn.totalMs - turn.modelMs)))),
          beforeModelP50Ms: spreadOf(runs.map((turns) => p50(turns.map((turn) => turn.beforeModelMs)))),
          afterModelP50Ms: spreadOf(runs.map((turns) => p50(turns.map((turn) => turn.afterModelMs)))),
          modelP50Ms: spreadOf(runs.map((turns) => p50(turns.map((turn) => turn.modelMs)))),
        });
      } finally {
        await llmBot.stop();
        await model.close();
      }
      const offlineBot = await BotProcess.start({ PLANNER: 'offline', ...storageEnv(storage, azurite, 'server-time-offline') });
      try {
        const runs = await measureRuns({ bot: offlineBot, connector }, `offline-${storage}`);
        offline.push({
          storage,
          turnP50Ms: spreadOf(runs.map((turns) => p50(turns.map((turn) => turn.totalMs)))),
          turnP99Ms: spreadOf(runs.map((turns) => p99(turns.map((turn) => turn.totalMs)))),
        });
      } finally {
        await offlineBot.stop();
      }
    }
  } finally {
    await connector.close();
    await azurite.stop();
  }
  const figures = { runs: RUNS, turnsPerRun: TURNS_PER_RUN, warmupTurns: WARMUP_TURNS, modelDelayMs: MODEL_DELAY_MS, withModel, offline };
  return { markdown: markdownOf(figures), figures };
}

/** A warm-up conversation, then RUNS conversations of TURNS_PER_RUN timed turns each. */
async function measureRuns(target: TurnTarget, tag: string): Promise<TurnTiming[][]> {
  await runConversation(target, `a:server-time-${tag}-warmup`, WARMUP_TURNS);
  const runs: TurnTiming[][] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(await runConversation(target, `a:server-time-${tag}-${run}`, TURNS_PER_RUN));
  }
  return runs;
}

/** Creates a groceries list, untimed, then adds `turns` items one turn at a time. */
async function runConversation(target: TurnTarget, conversationId: string, turns: number): Promise<TurnTiming[]> {
  target.connector.clear();
  await timeTurn(target, conversationId, 'create a groceries list', doAction('createList', { list: 'groceries' }), 'Created the groceries list.');
  const timings: TurnTiming[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const item = `item ${turn}`;
    timings.push(await timeTurn(target, conversationId, `add ${item} to groceries`, doAction('addItems', { list: 'groceries', items: [item] }), `Added ${item} to groceries.`));
  }
  return timings;
}

/**
 * Sends one message and times it from the POST to its reply at the connector, with the model's part
 * when there is a model. The model is scripted with the plan the offline planner makes of the same
 * words, so that both planners do the same work; the reply is checked, so that a turn that went
 * wrong fails the benchmark instead of timing an error message.
 */
async function timeTurn(target: TurnTarget, conversationId: string, text: string, action: ReturnType<typeof doAction>, expectedReply: string): Promise<TurnTiming> {
  const { bot, connector, model } = target;
  const firstRequest = model?.requests.length ?? 0;
  model?.enqueue({ content: JSON.stringify(plan(action, say(expectedReply))), delayMs: MODEL_DELAY_MS });
  const activity = messageActivity({ text, conversationId, serviceUrl: connector.serviceUrl });
  const sentAt = performance.now();
  const response = await bot.post(activity);
  if (response.status >= 300) {
    throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  }
  // The reply, not the typing indicator that goes out before it.
  const reply = connector.sent.find((each) => each.replyToId === activity.id && each.activity.type === 'message');
  if (reply?.activity.text !== expectedReply) {
    throw new Error(`"${text}" was answered ${JSON.stringify(reply?.activity.text)}, not "${expectedReply}"`);
  }
  const requests = model?.requests.slice(firstRequest) ?? [];
  if (model && requests.length !== 1) {
    throw new Error(`"${text}" took ${requests.length} model calls; the benchmark scripts exactly one`);
  }
  const [request] = requests;
  if (!request?.answeredAt) {
    return { totalMs: reply.receivedAt - sentAt, modelMs: 0, beforeModelMs: 0, afterModelMs: 0 };
  }
  return {
    totalMs: reply.receivedAt - sentAt,
    modelMs: request.answeredAt - request.receivedAt,
    beforeModelMs: request.receivedAt - sentAt,
    afterModelMs: reply.receivedAt - request.answeredAt,
  };
}

const p99 = (values: readonly number[]) => percentileOf(values, 0.99);

function markdownOf(figures: ServerTimeFigures): string {
  const range = (spread: Spread) => medianWithRange(spread.runs, 0);
  return [
    `### Server time per turn (everything but the model; median of ${figures.runs} runs of ${figures.turnsPerRun} sequential turns in one conversation, after ${figures.warmupTurns} warm-up turns; range in brackets)`,
    '',
    `With the scripted model answering after ${figures.modelDelayMs} ms (PLANNER=llm): the time from the POST to the reply at the connector, less the time the model server spent between receiving each request and sending its answer. Before and after split it at the model call.`,
    '',
    '| storage | server time p50 (ms) | server time p99 (ms) | before the model call, p50 (ms) | after the model answered, p50 (ms) | model server, p50 (ms) |',
    '|---|---|---|---|---|---|',
    ...figures.withModel.map(
      (row) => `| ${row.storage} | ${range(row.serverP50Ms)} | ${range(row.serverP99Ms)} | ${range(row.beforeModelP50Ms)} | ${range(row.afterModelP50Ms)} | ${range(row.modelP50Ms)} |`,
    ),
    '',
    'The same turns answered by the offline planner (PLANNER=offline): no model at all, so the whole turn is server time.',
    '',
    '| storage | turn p50 (ms) | turn p99 (ms) |',
    '|---|---|---|',
    ...figures.offline.map((row) => `| ${row.storage} | ${range(row.turnP50Ms)} | ${range(row.turnP99Ms)} |`),
  ].join('\n');
}
