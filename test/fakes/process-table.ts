import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc shows it. */
interface ProcessEntry {
  readonly pid: number;
  readonly parent: number;
  /** R, S, D…; Z for a zombie, which has ended and only waits for its parent to reap it. */
  readonly state: string;
  readonly commandLine: readonly string[];
}

/** Every process, from /proc (Linux only, as the tests that use it are). */
function processTable(): ProcessEntry[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        // The command name is in parentheses and may hold spaces; the fields after it are plain.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        const [state = '', parent = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const commandLine = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return [{ pid: Number(name), parent: Number(parent), state, commandLine }];
      } catch {
        // It ended while the table was read.
        return [];
      }
    });
}

/** The processes `pid` started, and those they started, with their command lines. */
export function descendantsOf(pid: number): { pid: number; commandLine: readonly string[] }[] {
  const table = processTable();
  const found: ProcessEntry[] = [];
  for (let parents = [pid]; parents.length > 0; ) {
    const children = table.filter((each) => parents.includes(each.parent));
    found.push(...children);
    parents = children.map((each) => each.pid);
  }
  return found.map(({ pid: child, commandLine }) => ({ pid: child, commandLine }));
}

/** Those of `pids` still running; a zombie counts as ended. */
export function stillRunning(pids: readonly number[]): number[] {
  const table = processTable();
  return pids.filter((pid) => table.some((each) => each.pid === pid && each.state !== 'Z'));
}
