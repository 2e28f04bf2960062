// `npm run eval:blind -- eval/blind/first [eval/blind/last ...]`: plays each blind week through the
// bot with the offline planner, turn by turn as one conversation, and prints its precision and
// coverage per week and per set, and every wrong and asked turn, as markdown.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEvalBot } from './eval-bot';
import { loadBlindSet } from './load-blind-set';
import { playWeek } from './play-week';
import { type PlayedSet, weekReport } from './week-report';

const USAGE = 'npm run eval:blind -- <set folder or week file>... [--out report.md]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || positionals.length === 0) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  // Every set is loaded before any is played: a malformed file is found at once, not after minutes.
  const sets = positionals.map(loadBlindSet);
  // The offline planner is what is measured; a model would answer what it declines.
  const evalBot = createEvalBot({ ...process.env, PLANNER: 'offline' });
  const played: PlayedSet[] = [];
  for (const set of sets) {
    const weeks = [];
    for (const week of set.weeks) {
      weeks.push(await playWeek(evalBot, week));
    }
    played.push({ set, weeks });
  }
  const report = weekReport(played, evalBot.planner);
  console.log(report);
  if (values.out) {
    writeFileSync(values.out, `${report}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(`eval:blind: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
