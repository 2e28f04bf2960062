// Writes prompts/plan/actions.json from the zod schemas in src/actions, which are the only source of
// the actions' parameters. Run by `npm run build`; a test fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogFileText } from '../src/actions/action-catalog';
import { allActions } from '../src/actions/all-actions';

const target = join(__dirname, '..', 'prompts', 'plan', 'actions.json');
const text = catalogFileText(allActions);
// Written only when it changed, so builds stay quiet and the file's timestamp means something.
if (readFileSync(target, 'utf8') !== text) {
  writeFileSync(target, text);
  console.log(`updated ${target}`);
}
