import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { caseFile, CATEGORIES, type EvalCase } from './eval-case';

export const CASES_FOLDER = join(__dirname, 'cases');

/**
 * Every case in `folder`'s YAML files, checked against the case schema, in file order. A malformed
 * file or a repeated id stops the evaluation with the file and the case named: a corpus that only
 * half loads would report accuracy over the wrong cases.
 */
export function loadCorpus(folder = CASES_FOLDER): EvalCase[] {
  const cases: EvalCase[] = [];
  const seen = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.yaml')).sort()) {
    let content: unknown;
    try {
      content = parse(readFileSync(join(folder, file), 'utf8'));
    } catch (error) {
      throw new Error(`eval/cases/${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = caseFile.safeParse(content);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`eval/cases/${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a case file'}`);
    }
    for (const each of parsed.data.cases) {
      const earlier = seen.get(each.id);
      if (earlier) {
        throw new Error(`eval/cases/${file}: the id ${each.id} is also used in ${earlier}`);
      }
      seen.set(each.id, file);
      cases.push({ ...each, category: parsed.data.category });
    }
  }
  return cases.sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
}
