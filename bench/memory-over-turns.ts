import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Activity, BotAdapter, type ConversationReference, type ResourceResponse, TurnContext } from 'botbuilder';
import { loadConfig } from '../src/config';
import { createBot } from '../src/create-bot';
import { createLogger } from '../src/logger';
import { messageActivity } from '../test/fakes/activities';
import type { BenchSection } from './bench-section';

const CONVERSATIONS = 1_000;
const TURNS = 10_000;
const WARMUP_TURNS = 1_000;
const MESSAGES = ['create a grocery list with milk and eggs', 'add bread and butter to the grocery list', "what's on my grocery list?", 'remove milk from the grocery list', 'add milk to the grocery list'];

/** A channel that forgets what the bot sends: only the bot's own memory is measured. */
class ForgetfulAdapter extends BotAdapter {
  async sendActivities(_context: TurnContext, activities: Partial<Activity>[]): Promise<ResourceResponse[]> {
    return activities.map(() => ({ id: '' }));
  }
  async updateActivity(): Promise<void> {}
  async deleteActivity(): Promise<void> {}
  async continueConversation(_reference: Partial<ConversationReference>): Promise<void> {}
  run(activity: Partial<Activity>, logic: (context: TurnContext) => Promise<void>): Promise<void> {
    return this.runMiddleware(new TurnContext(this, activity), logic);
  }
}

export interface MemoryFigures {
  readonly conversations: number;
  readonly turns: number;
  readonly warmupTurns: number;
  /** After the warm-up and after all turns, each after a full garbage collection, in MB. */
  readonly heapMb: { readonly before: number; readonly after: number };
  readonly rssMb: { readonly before: number; readonly after: number };
}

/** Runs in a child with --expose-gc: the bot in-process on SQLite, the offline planner, 10,000 turns over 1,000 conversations. */
async function measure(): Promise<MemoryFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-memory-'));
  const bot = createBot(loadConfig({ STORAGE: 'sqlite', SQLITE_PATH: join(folder, 'state.db'), PLANNER: 'offline', TURNS_PER_MINUTE: '1000000' }), createLogger('silent'));
  const adapter = new ForgetfulAdapter();
  const turn = (index: number) => {
    const conversation = index % CONVERSATIONS;
    const text = MESSAGES[Math.floor(index / CONVERSATIONS) % MESSAGES.length] ?? '';
    return adapter.run(messageActivity({ text, conversationId: `memory-${conversation}`, serviceUrl: 'https://smba.invalid/memory/' }) as Partial<Activity>, (context) => bot.runner.run(context));
  };
  const sample = () => {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    return { heap: usage.heapUsed / 2 ** 20, rss: usage.rss / 2 ** 20 };
  };
  try {
    for (let index = 0; index < WARMUP_TURNS; index++) {
      await turn(index);
    }
    const before = sample();
    for (let index = WARMUP_TURNS; index < WARMUP_TURNS + TURNS; index++) {
      await turn(index);
    }
    const after = sample();
    return { conversations: CONVERSATIONS, turns: TURNS, warmupTurns: WARMUP_TURNS, heapMb: { before: before.heap, after: after.heap }, rssMb: { before: before.rss, after: after.rss } };
  } finally {
    await bot.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Heap and RSS before and after 10,000 turns over 1,000 conversations: they should stay flat. */
export function benchMemoryOverTurns(): BenchSection<MemoryFigures> {
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, '--measure'], { encoding: 'utf8', maxBuffer: 1 << 20 });
  const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as MemoryFigures;
  const row = (name: string, figure: { before: number; after: number }) => `| ${name} | ${figure.before.toFixed(1)} | ${figure.after.toFixed(1)} | ${(figure.after - figure.before).toFixed(1)} |`;
  const markdown = [
    '### Memory over many turns',
    '',
    `The bot in one process on SQLite with the offline planner: ${figures.warmupTurns.toLocaleString('en')} turns to warm up, then ${figures.turns.toLocaleString('en')} turns over ${figures.conversations.toLocaleString('en')} conversations, measured after a full garbage collection each time.`,
    '',
    '| | MB before | MB after | change |',
    '|---|---|---|---|',
    row('heap used', figures.heapMb),
    row('RSS', figures.rssMb),
  ].join('\n');
  return { markdown, figures };
}

if (process.argv.includes('--measure')) {
  measure().then(
    (figures) => console.log(JSON.stringify(figures)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (require.main === module) {
  console.log(benchMemoryOverTurns().markdown);
}
