// `npx tsx eval/check-week.ts <week.yaml>`: checks one blind week's file against the week schema
// and prints how many messages it holds, for whoever writes one.
import { loadBlindSet } from './load-blind-set';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx eval/check-week.ts <week.yaml>');
  process.exit(1);
}
try {
  console.log(loadBlindSet(file).weeks[0]?.turns.length ?? 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
