import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../src/lists';
import { planOffline } from '../src/planning/offline/offline-planner';
import type { BenchSection } from './bench-section';
import { medianWithRange, percentile, type Spread, spreadOf } from './statistics';

const REQUESTS_PER_RUN = 10_000;
const RUNS = 5;

function lists(): GroceryLists {
  let state: GroceryLists = [];
  for (const [name, items] of [
    ['groceries', ['milk', '2 loaves of bread', 'mac and cheese', 'eggs', 'butter', 'coffee', 'olive oil', 'rice']],
    ['party', ['chips', 'salsa', 'ice', 'cups']],
    ['Summer BBQ', ['burgers', 'buns', 'charcoal']],
  ] as const) {
    const result = createList(state, name, [...items], DEFAULT_LIST_LIMITS);
    if (result.ok) {
      state = result.value.lists;
    }
  }
  return state;
}

/** Requests of every kind, understood and not, in the proportions a chat might see. */
const MIX = [
  'add milk, eggs and 2 loaves of bread to groceries',
  'put ice on the party list please',
  'we need butter for groceries',
  'groceries: salt and pepper, jalapeño',
  'I bought the milk',
  'remove chips from party',
  "what's on groceries?",
  'show me the Summer BBQ list',
  'what lists do I have',
  'create a hardware list with nails and screws',
  'delete the party list',
  'clear party',
  'move everything from party to groceries',
  'copy burgers from Summer BBQ to groceries',
  'help',
  'could you add a dozen eggs to my groceries list?',
  'what should I cook tonight?',
  'add milk to groceries and eggs to party',
  'plan a Mexican night on the party list',
  'thanks!',
];

export interface OfflinePlannerFigures {
  readonly requestsPerRun: number;
  readonly requestKinds: number;
  /** Time of one planning, median and p99 of each run. */
  readonly p50Micros: Spread;
  readonly p99Micros: Spread;
  readonly requestsPerSecond: Spread;
}

/** Median and p99 time of one offline planning, over 10,000 mixed requests, repeated. */
export function benchOfflinePlanner(): BenchSection<OfflinePlannerFigures> {
  const state = lists();
  const medians: number[] = [];
  const p99s: number[] = [];
  const throughputs: number[] = [];
  for (let warmup = 0; warmup < 2_000; warmup++) {
    planOffline(MIX[warmup % MIX.length] ?? '', state, DEFAULT_LIST_LIMITS);
  }
  for (let run = 0; run < RUNS; run++) {
    const micros: number[] = [];
    const runStart = process.hrtime.bigint();
    for (let index = 0; index < REQUESTS_PER_RUN; index++) {
      const start = process.hrtime.bigint();
      planOffline(MIX[index % MIX.length] ?? '', state, DEFAULT_LIST_LIMITS);
      micros.push(Number(process.hrtime.bigint() - start) / 1_000);
    }
    const seconds = Number(process.hrtime.bigint() - runStart) / 1e9;
    micros.sort((a, b) => a - b);
    medians.push(percentile(micros, 0.5));
    p99s.push(percentile(micros, 0.99));
    throughputs.push(REQUESTS_PER_RUN / seconds);
  }
  const markdown = [
    `### Offline planner (${REQUESTS_PER_RUN.toLocaleString('en')} mixed requests, ${MIX.length} kinds, median of ${RUNS} runs with range)`,
    '',
    '| median per request (µs) | p99 per request (µs) | requests per second |',
    '|---|---|---|',
    `| ${medianWithRange(medians)} | ${medianWithRange(p99s)} | ${medianWithRange(throughputs, 0)} |`,
  ].join('\n');
  return {
    markdown,
    figures: { requestsPerRun: REQUESTS_PER_RUN, requestKinds: MIX.length, p50Micros: spreadOf(medians), p99Micros: spreadOf(p99s), requestsPerSecond: spreadOf(throughputs) },
  };
}
