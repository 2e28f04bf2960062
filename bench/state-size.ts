// The conversation's stored state and the time of a turn as one list grows: what every turn reads
// and writes. Part of `npm run bench`; `tsx bench/state-size.ts` (after `npm run build`) runs this
// section alone and replaces only its own part of bench/results.md and bench/results.json.
// `--bot <path to dist/src/index.js>` measures another build instead (an older commit's, to compare),
// and implies `--no-write`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HISTORY_LIMITS } from '../src/shopping/shopping-memory';
import { SqliteStorage } from '../src/storage/sqlite-storage';
import { messageActivity } from '../test/fakes/activities';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import type { BenchSection } from './bench-section';
import { median, medianWithRange, type Spread, spreadOf } from './statistics';

const SIZES = [100, 500, 2_000];
/** Raised above the largest size, as a conversation that keeps long lists would set it. */
const LIST_MAX_ITEMS = 5_000;
/** Items per message while the list is built: a message stays under MAX_MESSAGE_LENGTH (2,000 characters). */
const ITEMS_PER_MESSAGE = 100;
const RUNS = 3;
const TURNS_PER_RUN = 20;
/** Turns before the measured ones: a fresh process compiles and loads lazily on its first turns. */
const WARMUP_TURNS = 5;
const CONVERSATION_ID = 'a:state-size';
const KEY = `msteams/28:pantry-bot/conversations/${CONVERSATION_ID}`;

/** The targets this section is read against. */
export const STATE_SIZE_TARGETS = {
  /** Stored state, less the shopping history, at most this many times the JSON of the lists themselves. */
  storedOverLists: 2,
  /** An offline turn at the largest size at most this many times one at the smallest. */
  largestTurnOverSmallest: 1.5,
} as const;

export interface StateSizeRow {
  readonly items: number;
  /** The conversation's state as stored (its JSON, without the eTag), in bytes. */
  readonly storedBytes: number;
  /** The JSON of its lists alone, in bytes. */
  readonly listsBytes: number;
  /** The JSON of its undo entries, and of the planner's history, in bytes. */
  readonly undoBytes: number;
  readonly historyBytes: number;
  /** The JSON of what the conversation bought (the first 100 items were ticked), in bytes. */
  readonly shoppingBytes: number;
  /** An offline turn from the POST to the reply at the connector: the p50 of each run. */
  readonly turnP50Ms: Spread;
  /** The same, over every timed turn of each kind: the offline planner and the list functions cost more to remove than to add. */
  readonly addP50Ms: number;
  readonly removeP50Ms: number;
}

export interface StateSizeFigures {
  readonly listMaxItems: number;
  readonly runs: number;
  readonly turnsPerRun: number;
  readonly warmupTurns: number;
  readonly targets: typeof STATE_SIZE_TARGETS;
  readonly rows: readonly StateSizeRow[];
  /** The shopping history at its bound (HISTORY_LIMITS.purchases purchases), in bytes. */
  readonly fullShoppingBytes: number;
}

/**
 * For each size, a bot on SQLite (PLANNER=offline, LIST_MAX_ITEMS raised) gets one list of that many
 * items, built a hundred items a message; then sequential turns that each add or remove one item
 * (so every one changes the lists, pushes an undo entry, and the size stays put) are timed from the
 * POST to the reply at the connector, and the stored state is read back from the SQLite file.
 */
export async function benchStateSize(options: { readonly botEntry?: string } = {}): Promise<BenchSection<StateSizeFigures>> {
  const connector = await FakeConnector.start();
  const rows: StateSizeRow[] = [];
  try {
    for (const size of SIZES) {
      rows.push(await measureSize(connector, size, options.botEntry));
    }
  } finally {
    await connector.close();
  }
  const figures = { listMaxItems: LIST_MAX_ITEMS, runs: RUNS, turnsPerRun: TURNS_PER_RUN, warmupTurns: WARMUP_TURNS, targets: STATE_SIZE_TARGETS, rows, fullShoppingBytes: fullHistoryBytes() };
  return { markdown: markdownOf(figures), figures };
}

async function measureSize(connector: FakeConnector, size: number, botEntry: string | undefined): Promise<StateSizeRow> {
  const folder = mkdtempSync(join(tmpdir(), 'pantry-bench-state-'));
  const path = join(folder, 'state.db');
  const env = { PLANNER: 'offline', STORAGE: 'sqlite', SQLITE_PATH: path, LIST_MAX_ITEMS: String(LIST_MAX_ITEMS) };
  const bot = await (botEntry ? BotProcess.start(env, [process.execPath, botEntry]) : BotProcess.start(env));
  try {
    connector.clear();
    await turn(bot, connector, 'create a groceries list', 'Created the groceries list.');
    for (let first = 1; first <= size; first += ITEMS_PER_MESSAGE) {
      const items = Array.from({ length: Math.min(ITEMS_PER_MESSAGE, size - first + 1) }, (_, index) => `item ${first + index}`);
      await turn(bot, connector, `add ${items.join(', ')} to groceries`);
    }
    // A shop's worth ticked: the state then holds a shopping history too, which the target leaves aside.
    const ticked = Array.from({ length: Math.min(100, size) }, (_, index) => `item ${index + 1}`);
    await turn(bot, connector, `got ${ticked.join(', ')}`);
    let extra = 0;
    // Add one item, then remove it: the list keeps its size, and every turn is a change to undo.
    const changeOnce = async () => {
      extra++;
      const name = extra % 2 === 1 ? `extra ${extra}` : `extra ${extra - 1}`;
      return extra % 2 === 1 ? turn(bot, connector, `add ${name} to groceries`, `Added ${name} to groceries.`) : turn(bot, connector, `remove ${name} from groceries`);
    };
    for (let warmup = 0; warmup < WARMUP_TURNS; warmup++) {
      await changeOnce();
    }
    const runs: number[] = [];
    const byKind: { add: number[]; remove: number[] } = { add: [], remove: [] };
    for (let run = 0; run < RUNS; run++) {
      const times: number[] = [];
      for (let each = 0; each < TURNS_PER_RUN; each++) {
        const time = await changeOnce();
        times.push(time);
        (extra % 2 === 1 ? byKind.add : byKind.remove).push(time);
      }
      runs.push(median(times));
    }
    await bot.stop();
    const stored = await readState(path);
    const { eTag: _eTag, ...state } = stored;
    const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));
    return {
      items: size,
      storedBytes: bytes(state),
      listsBytes: bytes(state.lists),
      undoBytes: bytes(state.undo),
      historyBytes: bytes(state.plan_history),
      shoppingBytes: bytes(state.shopping),
      turnP50Ms: spreadOf(runs),
      addP50Ms: median(byKind.add),
      removeP50Ms: median(byKind.remove),
    };
  } finally {
    await bot.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A history at its bound: HISTORY_LIMITS.purchases purchases of names and quantities as people write
 * them, each by someone, on one list, as the bot stores them.
 */
function fullHistoryBytes(): number {
  const purchases = Array.from({ length: HISTORY_LIMITS.purchases }, (_, index) => ({ key: `grocery item ${index % 60}`, name: `grocery items ${index % 60}`, quantity: '2 packs', listId: 'l-0fb1f871', at: 1_764_000_000_000 + index * 600_000, by: 'Alex Wilber' }));
  return Buffer.byteLength(JSON.stringify({ purchases, tripEnds: Array.from({ length: HISTORY_LIMITS.purchases / 40 }, (_, index) => 1_764_000_000_000 + index * 604_800_000) }));
}

async function readState(path: string): Promise<Record<string, unknown>> {
  const storage = new SqliteStorage(path);
  try {
    const state = (await storage.read([KEY]))[KEY];
    if (!state) {
      throw new Error(`nothing stored under ${KEY}`);
    }
    return state as Record<string, unknown>;
  } finally {
    storage.close();
  }
}

/** Sends one message and returns the time from the POST to its reply at the connector, checking the reply when one is expected. */
async function turn(bot: BotProcess, connector: FakeConnector, text: string, expectedReply?: string): Promise<number> {
  const activity = messageActivity({ text, conversationId: CONVERSATION_ID, serviceUrl: connector.serviceUrl });
  const sentAt = performance.now();
  const response = await bot.post(activity);
  if (response.status >= 300) {
    throw new Error(`POST answered ${response.status}: ${await response.text()}`);
  }
  const reply = connector.sent.find((each) => each.replyToId === activity.id && each.activity.type === 'message');
  if (!reply || (expectedReply !== undefined && reply.activity.text !== expectedReply) || /^(Sorry|I couldn't|There is no)/.test(reply.activity.text ?? '')) {
    throw new Error(`"${text.slice(0, 80)}" was answered ${JSON.stringify(reply?.activity.text)}${expectedReply ? `, not "${expectedReply}"` : ''}`);
  }
  return reply.receivedAt - sentAt;
}

function markdownOf(figures: StateSizeFigures): string {
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const smallest = figures.rows[0];
  const largest = figures.rows[figures.rows.length - 1];
  const turnRatio = smallest && largest ? largest.turnP50Ms.median / smallest.turnP50Ms.median : Number.NaN;
  const worstStoredRatio = Math.max(...figures.rows.map((row) => (row.storedBytes - row.shoppingBytes) / row.listsBytes));
  const verdict = (value: number, target: number) => `${value.toFixed(2)}× (target ≤ ${target}×: ${value <= target ? 'met' : 'missed'})`;
  return [
    `### State size and turn time against list size (one list, SQLite, PLANNER=offline, LIST_MAX_ITEMS=${figures.listMaxItems}; turns: median of ${figures.runs} runs of ${figures.turnsPerRun} sequential turns that each add or remove one item, after ${figures.warmupTurns} warm-up turns; range in brackets)`,
    '',
    '| items | stored state | lists alone | stored less shopping ÷ lists | undo entries | planner history | shopping history | offline turn p50 (ms) | adding one, p50 (ms) | removing one, p50 (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...figures.rows.map(
      (row) =>
        `| ${row.items.toLocaleString('en')} | ${kilobytes(row.storedBytes)} | ${kilobytes(row.listsBytes)} | ${((row.storedBytes - row.shoppingBytes) / row.listsBytes).toFixed(2)}× | ${kilobytes(row.undoBytes)} | ${kilobytes(row.historyBytes)} | ${kilobytes(row.shoppingBytes)} | ${medianWithRange(row.turnP50Ms.runs, 1)} | ${row.addP50Ms.toFixed(1)} | ${row.removeP50Ms.toFixed(1)} |`,
    ),
    '',
    `The first 100 items were ticked before the timed turns, so the state holds a shopping history of 100 purchases; at its bound of ${HISTORY_LIMITS.purchases} purchases a history takes about ${kilobytes(figures.fullShoppingBytes)}. Stored state less the shopping history over the lists' JSON, at worst: ${verdict(worstStoredRatio, figures.targets.storedOverLists)}. An offline turn at ${largest?.items.toLocaleString('en')} items over one at ${smallest?.items.toLocaleString('en')}: ${verdict(turnRatio, figures.targets.largestTurnOverSmallest)}.`,
  ].join('\n');
}

/** Replaces this section's part of results.md (from its heading to the next) and its key in results.json. */
function updateResults(section: BenchSection<StateSizeFigures>): void {
  const markdownPath = join(__dirname, 'results.md');
  const markdown = readFileSync(markdownPath, 'utf8');
  const start = markdown.indexOf('### State size');
  const charts = markdown.indexOf('### Charts');
  const end = start < 0 ? -1 : markdown.indexOf('\n### ', start + 1);
  const updated =
    start >= 0
      ? `${markdown.slice(0, start)}${section.markdown}\n${end >= 0 ? markdown.slice(end) : ''}`
      : charts >= 0
        ? `${markdown.slice(0, charts)}${section.markdown}\n\n${markdown.slice(charts)}`
        : `${markdown}\n${section.markdown}\n`;
  writeFileSync(markdownPath, updated);
  const jsonPath = join(__dirname, 'results.json');
  const results = JSON.parse(readFileSync(jsonPath, 'utf8')) as Record<string, unknown>;
  writeFileSync(jsonPath, `${JSON.stringify({ ...results, stateSize: section.figures }, (_key, value: unknown) => (typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 1000) / 1000 : value), 2)}\n`);
}

if (require.main === module) {
  const botAt = process.argv.indexOf('--bot');
  const botEntry = botAt >= 0 ? process.argv[botAt + 1] : undefined;
  benchStateSize(botEntry ? { botEntry } : {})
    .then((section) => {
      console.log(section.markdown);
      if (!botEntry && !process.argv.includes('--no-write')) {
        updateResults(section);
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
