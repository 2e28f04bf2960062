// `npx tsx eval/run-blind-reminders.ts <set.json>:<IANA zone>... [--out report.md] [--declined]`: plays each
// message of the blind reminder sets through the offline planner, as sent at its time in its zone,
// and prints the precision (right of claimed) and coverage of each set, and every wrong claim.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod/v4';
import { playReminderCase } from './play-reminder-case';
import { reminderCase } from './reminder-case';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, declined: { type: 'boolean' } } });
  const lines = ['| set | messages | claimed | right | precision | coverage |', '|---|---|---|---|---|---|'];
  const wrong: string[] = [];
  const declined: string[] = [];
  for (const argument of positionals) {
    const [path = '', zone = 'UTC'] = argument.split(':');
    const cases = z.array(reminderCase).parse(JSON.parse(readFileSync(path, 'utf8')));
    let claimed = 0;
    let right = 0;
    for (const test of cases) {
      const verdict = await playReminderCase(test, zone);
      claimed += verdict.kind === 'declined' ? 0 : 1;
      right += verdict.kind === 'right' ? 1 : 0;
      if (verdict.kind === 'declined') {
        declined.push(`- ${path}: "${test.say}"`);
      }
      if (verdict.kind === 'wrong') {
        wrong.push(`- ${path} (${test.now}): "${test.say}": expected ${JSON.stringify(test.expect)}, did ${verdict.did}`);
      }
    }
    const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
    lines.push(`| ${path} | ${cases.length} | ${claimed} | ${right} | ${percent(right, claimed)} | ${percent(claimed, cases.length)} |`);
  }
  const report = [...lines, '', wrong.length === 0 ? 'No wrong claims.' : 'Wrong claims:', ...wrong, ...(values.declined ? ['', 'Declined:', ...declined] : [])].join('\n');
  console.log(report);
  if (values.out) {
    writeFileSync(values.out, `${report}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(`run-blind-reminders: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
