import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse } from 'yaml';
import { type BlindWeek, blindWeekFile } from './blind-week';

/** The weeks of one set, in file-name order. */
export interface BlindSet {
  /** The folder's name: "first". */
  readonly name: string;
  readonly weeks: readonly BlindWeek[];
}

/**
 * The weeks in `path`, a set's folder (every .yaml file in it) or one week's file, each checked
 * against the week schema. A malformed file stops the run with the file and the turn named: a set
 * that only half loads would report figures over the wrong turns.
 */
export function loadBlindSet(path: string): BlindSet {
  const folder = statSync(path).isDirectory() ? path : dirname(path);
  const files = folder === path ? readdirSync(path).filter((name) => name.endsWith('.yaml')).sort().map((name) => join(path, name)) : [path];
  if (files.length === 0) {
    throw new Error(`${path} holds no .yaml file`);
  }
  const set = basename(folder);
  return { name: set, weeks: files.map((file) => ({ ...loadWeekFile(file), set, name: basename(file, '.yaml') })) };
}

function loadWeekFile(file: string) {
  let content: unknown;
  try {
    content = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = blindWeekFile.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path ?? [];
    const turn = path[0] === 'turns' && typeof path[1] === 'number' ? (content as { turns: { say?: unknown }[] }).turns[path[1]] : undefined;
    const said = typeof turn?.say === 'string' ? ` (turn "${turn.say}")` : '';
    throw new Error(`${file}: ${path.join('.')}${said}: ${issue?.message ?? 'not a week file'}`);
  }
  return parsed.data;
}
