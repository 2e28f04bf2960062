// `npm run bench`: every benchmark, printed as markdown. Figures are medians over repeated runs, with
// their range, on whatever machine runs it; they are reported, never asserted.
import { cpus } from 'node:os';
import { benchHttpTurns } from './http-turns';
import { benchOfflinePlanner } from './offline-planner';
import { benchPromptTokens } from './prompt-tokens';

async function main(): Promise<void> {
  console.log(`# Benchmarks\n\nNode ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}\n`);
  console.log(benchOfflinePlanner().markdown);
  console.log(`\n${await benchPromptTokens()}`);
  console.log(`\n${await benchHttpTurns()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
