import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { scriptedPlan, sendCpuLoad } from './cpu-per-turn';

const ENTRY = join(__dirname, '..', 'dist', 'src', 'index.js');
/** Buckets shown; the rest are summed as "other". */
const SHOWN = 14;

interface CpuProfile {
  readonly nodes: readonly { readonly id: number; readonly callFrame: { readonly functionName: string; readonly url: string } }[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface TurnProfileFigures {
  readonly turns: number;
  /** Milliseconds of samples per turn, by where they were spent (a package, a file of ours, or the runtime). */
  readonly msPerTurn: Readonly<Record<string, number>>;
}

/** Where a sample's function lives: a package, a file of the bot's, or the runtime. */
function placeOf(frame: { functionName: string; url: string }): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg?.[1]) {
    return pkg[1];
  }
  if (frame.url.includes('/dist/src/')) {
    return `src/${frame.url.split('/dist/src/')[1]?.replace(/\.js$/, '.ts')}`;
  }
  if (!frame.url) {
    return frame.functionName === '(garbage collector)' ? 'garbage collection' : frame.functionName === '(idle)' ? 'idle' : 'V8 and native code';
  }
  return 'Node.js';
}

/**
 * Where a model turn's CPU goes: the bot (PLANNER=llm, memory storage, the scripted model answering
 * at once) under the CPU benchmark's load with `node --cpu-prof`, samples before the load (start-up,
 * loading modules) left out, self time summed by package or file and divided by the turns.
 */
export async function benchTurnProfile(): Promise<BenchSection<TurnProfileFigures>> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-profile-'));
  const connector = await FakeConnector.start();
  const model = await ScriptedModelServer.start();
  model.answerAlways((request) => ({ content: JSON.stringify(scriptedPlan(request.body.messages.at(-1)?.content ?? '')) }));
  let turns = 0;
  let loadStartsAfterMs = 0;
  try {
    const spawned = Date.now();
    const bot = await BotProcess.start({ STORAGE: 'memory', PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl }, [process.execPath, '--cpu-prof', `--cpu-prof-dir=${folder}`, ENTRY]);
    try {
      await bot.say({ text: 'create a grocery list with milk and eggs', conversationId: 'profile-warmup', serviceUrl: connector.serviceUrl });
      loadStartsAfterMs = Date.now() - spawned;
      turns = await sendCpuLoad(bot, connector, 'profile');
      bot.signal('SIGTERM');
      await bot.exited;
    } finally {
      await bot.stop();
    }
    const file = readdirSync(folder).find((name) => name.endsWith('.cpuprofile'));
    if (!file) {
      throw new Error(`node --cpu-prof wrote no profile into ${folder}`);
    }
    const msPerTurn = selfTimeByPlace(JSON.parse(readFileSync(join(folder, file), 'utf8')) as CpuProfile, loadStartsAfterMs, turns);
    const rows = Object.entries(msPerTurn).sort((a, b) => b[1] - a[1]);
    const total = rows.filter(([place]) => place !== 'idle').reduce((sum, [, ms]) => sum + ms, 0);
    const shown = rows.filter(([place]) => place !== 'idle').slice(0, SHOWN);
    const other = total - shown.reduce((sum, [, ms]) => sum + ms, 0);
    const markdown = [
      '### Where a model turn\'s CPU goes',
      '',
      `From \`node --cpu-prof\` of the bot with PLANNER=llm under the load above (${turns} turns, the scripted model answering at once, memory storage), start-up left out: self time per turn, by package or file.`,
      '',
      '| where | ms per turn | share |',
      '|---|---|---|',
      ...shown.map(([place, ms]) => `| ${place} | ${ms.toFixed(2)} | ${((100 * ms) / total).toFixed(0)}% |`),
      `| everything else | ${other.toFixed(2)} | ${((100 * other) / total).toFixed(0)}% |`,
      `| **all** | ${total.toFixed(2)} | 100% |`,
    ].join('\n');
    return { markdown, figures: { turns, msPerTurn } };
  } finally {
    await model.close();
    await connector.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

function selfTimeByPlace(profile: CpuProfile, skipFirstMs: number, turns: number): Record<string, number> {
  const places = new Map(profile.nodes.map((node) => [node.id, placeOf(node.callFrame)]));
  const totals: Record<string, number> = {};
  let elapsedUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsedUs += delta;
    if (elapsedUs / 1_000 < skipFirstMs) {
      return;
    }
    const place = places.get(id) ?? 'V8 and native code';
    totals[place] = (totals[place] ?? 0) + delta / 1_000 / turns;
  });
  return totals;
}

if (require.main === module) {
  benchTurnProfile().then(
    (section) => console.log(section.markdown),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
