import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { medianWithRange, type Spread, spreadOf } from './statistics';

const CONVERSATIONS = 20;
const MESSAGES_EACH = 10;
const AT_A_TIME = 10;
const RUNS = 5;
/** Passes of the load measured in each run, after one that warms the bot up. */
const MEASURED_PASSES = 3;
/** Clock ticks a second in /proc/<pid>/stat; 100 on Linux. */
const TICKS_PER_SECOND = 100;
/** The targets: the bot's CPU per turn against the floor's. */
const TARGETS = { model: 1.5, offline: 1.1 } as const;

/** The messages of one conversation: a list made, then added to, read and taken from in turn. */
function messagesOf(conversation: number): string[] {
  const cycle = ['add bread and butter to the grocery list', "what's on my grocery list?", '', 'remove milk from the grocery list'];
  return ['create a grocery list with milk and eggs', ...Array.from({ length: MESSAGES_EACH - 1 }, (_, index) => cycle[index % cycle.length] || `add item ${conversation}-${index} to the grocery list`)];
}

/** The plan a model would answer each message with; an observation is answered with a SAY. */
export function scriptedPlan(text: string): unknown {
  if (text.startsWith('Observation')) {
    return plan(say('Done.'));
  }
  if (text.startsWith('create')) {
    return plan(doAction('createList', { list: 'grocery', items: ['milk', 'eggs'] }), say('Created grocery with milk and eggs.'));
  }
  if (text.startsWith('remove')) {
    return plan(doAction('removeItems', { list: 'grocery', items: ['milk'] }), say('Removed milk.'));
  }
  if (text.startsWith('what')) {
    return plan(doAction('showList', { list: 'grocery' }));
  }
  const items = text.replace(/^add /, '').replace(/ to the grocery list$/, '').split(' and ');
  return plan(doAction('addItems', { list: 'grocery', items }), say(`Added ${items.join(' and ')}.`));
}

/** user + system CPU of a process so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  return ((Number(fields[11]) + Number(fields[12])) * 1_000) / TICKS_PER_SECOND;
}

/** Sends the load, AT_A_TIME conversations at once, each its messages in order; returns how many turns it took. */
export async function sendCpuLoad(bot: BotProcess, connector: FakeConnector, label: string): Promise<number> {
  for (let start = 0; start < CONVERSATIONS; start += AT_A_TIME) {
    await Promise.all(
      Array.from({ length: Math.min(AT_A_TIME, CONVERSATIONS - start) }, async (_, offset) => {
        const conversation = start + offset;
        for (const text of messagesOf(conversation)) {
          await bot.say({ text, conversationId: `${label}-${conversation}`, serviceUrl: connector.serviceUrl });
        }
      }),
    );
  }
  return CONVERSATIONS * MESSAGES_EACH;
}

/**
 * The bot's CPU per turn in ms under the load, in its steady state: one pass of the load first
 * loads and compiles what the rest reuse (a bot with more code has more to compile, once), then the
 * load is measured over several passes, since /proc counts CPU in 10 ms ticks.
 */
async function cpuPerTurn(bot: BotProcess, connector: FakeConnector, run: number): Promise<number> {
  await sendCpuLoad(bot, connector, `warmup-${run}`);
  const before = cpuMs(bot.pid);
  let turns = 0;
  for (let pass = 0; pass < MEASURED_PASSES; pass++) {
    turns += await sendCpuLoad(bot, connector, `cpu-${run}-${pass}`);
  }
  return (cpuMs(bot.pid) - before) / turns;
}

export interface CpuPerTurnFigures {
  readonly runs: number;
  readonly turnsPerRun: number;
  readonly floorMs: Spread;
  readonly offlineMs: Spread;
  readonly modelMs: Spread;
  readonly offlineRatio: Spread;
  readonly modelRatio: Spread;
}

/**
 * The bot process's CPU time per turn (user + system, from /proc) under 20 conversations × 10
 * messages, 10 at a time, on memory storage with the scripted model answering at once, beside the
 * floor: a minimal teams-ai bot on the same adapter and server. The three alternate in each run, so
 * the ratios compare figures taken under the same conditions.
 */
export async function benchCpuPerTurn(): Promise<BenchSection<CpuPerTurnFigures>> {
  const connector = await FakeConnector.start();
  const model = await ScriptedModelServer.start();
  model.answerAlways((request) => ({ content: JSON.stringify(scriptedPlan(request.body.messages.at(-1)?.content ?? '')) }));
  const env = { STORAGE: 'memory', LOG_LEVEL: 'info' };
  const floor: number[] = [];
  const offline: number[] = [];
  const withModel: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [figures, start] of [
        [floor, () => BotProcess.start(env, [process.execPath, '--import', 'tsx', join(__dirname, 'floor-bot.ts')])],
        [offline, () => BotProcess.start({ ...env, PLANNER: 'offline' })],
        [withModel, () => BotProcess.start({ ...env, PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl })],
      ] as const) {
        const bot = await start();
        try {
          figures.push(await cpuPerTurn(bot, connector, run));
        } finally {
          await bot.stop();
        }
      }
    }
  } finally {
    await model.close();
    await connector.close();
  }
  const ratio = (bot: readonly number[]) => bot.map((value, index) => value / (floor[index] ?? Number.NaN));
  const figures: CpuPerTurnFigures = {
    runs: RUNS,
    turnsPerRun: CONVERSATIONS * MESSAGES_EACH * MEASURED_PASSES,
    floorMs: spreadOf(floor),
    offlineMs: spreadOf(offline),
    modelMs: spreadOf(withModel),
    offlineRatio: spreadOf(ratio(offline)),
    modelRatio: spreadOf(ratio(withModel)),
  };
  const markdown = [
    '### CPU per turn against the floor',
    '',
    `The bot process's CPU time (user + system, from /proc) per turn, ${CONVERSATIONS} conversations × ${MESSAGES_EACH} messages, ${AT_A_TIME} at a time, memory storage, the scripted model answering at once: one pass of that load to warm the bot up, then ${MEASURED_PASSES} passes measured; median of ${RUNS} runs (range). The floor is a minimal teams-ai Application on the same adapter and server that stores each message and answers one line.`,
    '',
    '| bot | CPU per turn, ms | × the floor | target |',
    '|---|---|---|---|',
    `| floor | ${medianWithRange(floor, 2)} | 1 | |`,
    `| offline planner | ${medianWithRange(offline, 2)} | ${medianWithRange(ratio(offline), 2)} | ≤ ${TARGETS.offline} |`,
    `| model (PLANNER=llm) | ${medianWithRange(withModel, 2)} | ${medianWithRange(ratio(withModel), 2)} | ≤ ${TARGETS.model} |`,
  ].join('\n');
  return { markdown, figures };
}

if (require.main === module) {
  benchCpuPerTurn().then(
    (section) => console.log(section.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
