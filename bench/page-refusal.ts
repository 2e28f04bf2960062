// The time to refuse the worst pages a link can name: part of `npm run bench`; `npx tsx
// bench/page-refusal.ts` prints this section alone.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { LinkRefusedError } from '../src/links/link-refused-error';
import { fetchRecipe } from '../src/recipes/fetch-recipe';
import { readRecipePage } from '../src/recipes/read-recipe-page';
import { RecipeSite } from '../test/fakes/recipe-site';
import { worstPages } from '../test/fakes/worst-pages';
import type { BenchSection } from './bench-section';
import { medianWithRange, type Spread, spreadOf } from './statistics';

const RUNS = 7;

export interface PageRefusalRow {
  readonly page: string;
  readonly bytes: number;
  /** The refusal's kind ('nesting', 'nodes'), or 'read' should the page ever be read. */
  readonly outcome: string;
  /** The page's whole text read at once, to its refusal. */
  readonly wholeMs: Spread;
  /** The page fetched from a local site and read as it arrives, from the request to the refusal. */
  readonly fetchedMs: Spread;
  /** The longest the event loop waited while the page was fetched and read: what any other conversation's turn could have waited. */
  readonly longestStallMs: Spread;
}

export interface PageRefusalFigures {
  readonly runs: number;
  readonly pages: readonly PageRefusalRow[];
}

/** What reading a page came to, and how long it took, in milliseconds. */
async function timed(read: () => Promise<unknown>): Promise<{ outcome: string; ms: number }> {
  const start = process.hrtime.bigint();
  let outcome = 'read';
  try {
    await read();
  } catch (error) {
    if (!(error instanceof LinkRefusedError)) {
      throw error;
    }
    outcome = error.refusal;
  }
  return { outcome, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

/** Each worst page (at most 2 MB) refused, read whole and fetched over HTTP as it arrives, repeated. */
export async function benchPageRefusal(): Promise<BenchSection<PageRefusalFigures>> {
  const site = await RecipeSite.start();
  const pages = worstPages();
  const rows: PageRefusalRow[] = [];
  try {
    for (const [index, { name, page }] of pages.entries()) {
      const path = `/worst/${index}`;
      site.serve(path, page);
      const allowedHosts = new Set([site.hostPort]);
      const whole: number[] = [];
      const fetched: number[] = [];
      const stalls: number[] = [];
      let outcome = '';
      // One run before the timed ones: the first parse compiles the parser.
      await timed(async () => readRecipePage(page, 'text/html'));
      for (let run = 0; run < RUNS; run++) {
        const read = await timed(async () => readRecipePage(page, 'text/html'));
        whole.push(read.ms);
        outcome = read.outcome;
        const delay = monitorEventLoopDelay({ resolution: 1 });
        delay.enable();
        fetched.push((await timed(() => fetchRecipe(site.url(path), { allowedHosts }))).ms);
        delay.disable();
        stalls.push(delay.max / 1e6);
      }
      rows.push({ page: name, bytes: Buffer.byteLength(page), outcome, wholeMs: spreadOf(whole), fetchedMs: spreadOf(fetched), longestStallMs: spreadOf(stalls) });
    }
  } finally {
    await site.close();
  }
  const markdown = [
    `### Refusing the worst pages (at most 2 MB each; median of ${RUNS} runs with range)`,
    '',
    'Each page is refused by the parse bounds (256 elements deep, 100,000 nodes; JSON-LD 64 levels): read whole from memory, and fetched from a local site and read as it arrives, with the longest the event loop was held meanwhile (what another conversation\'s turn could have waited).',
    '',
    '| page | bytes | refused for | read whole (ms) | fetched and read (ms) | longest stall (ms) |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.page.replace(/</g, '&lt;')} | ${row.bytes.toLocaleString('en')} | ${row.outcome} | ${medianWithRange(row.wholeMs.runs, 1)} | ${medianWithRange(row.fetchedMs.runs, 1)} | ${medianWithRange(row.longestStallMs.runs, 1)} |`),
  ].join('\n');
  return { markdown, figures: { runs: RUNS, pages: rows } };
}

if (require.main === module) {
  benchPageRefusal()
    .then((section) => console.log(section.markdown))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
