import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../src/lists';
import { planOffline } from '../src/planning/offline/offline-planner';
import type { BenchSection } from './bench-section';
import { medianWithRange, type Spread, spreadOf } from './statistics';

const RUNS = 5;
const REPEATS = 200;
const PARTS = [1, 2, 4, 8, 11, 16] as const;

export interface OfflinePlannerScalingFigures {
  /** Milliseconds to plan a message of so many parts ("add item1 to groceries and item2 to party …"). */
  readonly byParts: Readonly<Record<number, Spread>>;
  /** The 11-part message's time over the 2-part one's. */
  readonly elevenOverTwo: number;
  /** Milliseconds to plan one message of 2,000 characters (300 items to one list). */
  readonly longMessage: Spread;
}

function lists(): GroceryLists {
  let state: GroceryLists = [];
  for (const name of ['groceries', 'party']) {
    const result = createList(state, name, ['milk'], DEFAULT_LIST_LIMITS);
    state = result.ok ? result.value.lists : state;
  }
  return state;
}

/** "add item0 to groceries and item1 to party and …": each part a request of its own. */
function partsMessage(parts: number): string {
  return Array.from({ length: parts }, (_, at) => `add item${at} to ${at % 2 === 0 ? 'groceries' : 'party'}`).join(' and ');
}

function timeOf(text: string, state: GroceryLists): Spread {
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = process.hrtime.bigint();
    for (let repeat = 0; repeat < REPEATS; repeat++) {
      planOffline(text, state, DEFAULT_LIST_LIMITS);
    }
    runs.push(Number(process.hrtime.bigint() - start) / 1e6 / REPEATS);
  }
  return spreadOf(runs);
}

/**
 * What a message's length costs the offline planner: a message of 1 to 16 requests, and one of
 * 2,000 characters. The grammar reads each token a bounded number of times, so time grows with the
 * length of the message, not with the number of ways it could be cut.
 */
export function benchOfflinePlannerScaling(): BenchSection<OfflinePlannerScalingFigures> {
  const state = lists();
  const long = `add ${Array.from({ length: 300 }, (_, at) => `thing${at}`).join(', ')} to groceries`.slice(0, 2_000);
  for (let warmup = 0; warmup < 200; warmup++) {
    planOffline(partsMessage(1 + (warmup % 16)), state, DEFAULT_LIST_LIMITS);
  }
  const byParts = Object.fromEntries(PARTS.map((parts) => [parts, timeOf(partsMessage(parts), state)]));
  const two = byParts[2]?.median ?? 1;
  const eleven = byParts[11]?.median ?? 0;
  const longMessage = timeOf(long, state);
  const rows = PARTS.map((parts) => {
    const spread = byParts[parts];
    return `| ${parts} | ${partsMessage(parts).length} | ${spread ? medianWithRange(spread.runs, 3) : ''} | ${spread ? (spread.median / parts).toFixed(3) : ''} |`;
  });
  const markdown = [
    `### Offline planner: cost against the message's length (median of ${RUNS} runs of ${REPEATS} plannings, with range)`,
    '',
    '| requests in the message | characters | ms per message | ms per request |',
    '|---|---|---|---|',
    ...rows,
    '',
    `An 11-request message takes ${(eleven / two).toFixed(1)}× a 2-request one (${(eleven / 11 / (two / 2)).toFixed(2)}× per request). A message of ${long.length.toLocaleString('en')} characters (one request, ${long.split(',').length} items) takes ${medianWithRange(longMessage.runs, 3)} ms.`,
  ].join('\n');
  return { markdown, figures: { byParts, elevenOverTwo: eleven / two, longMessage } };
}
