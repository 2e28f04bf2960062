import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** The process groups started here that may still have a process running. */
const groups = new Set<number>();
let cleanupInstalled = false;

/**
 * Starts `command` as the leader of a process group of its own, so that stopping the group stops what
 * it started too (the node that tsx runs, esbuild). Groups still running when this process exits, or
 * when a signal ends it (vitest ends its workers with SIGTERM, Ctrl-C sends SIGINT), are killed then.
 */
export function spawnInGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  installCleanup();
  const child = spawn(command, args, { ...options, detached: true });
  const leader = child.pid;
  if (leader !== undefined) {
    groups.add(leader);
    child.once('exit', () => {
      // What the leader started may outlive it; only an empty group is forgotten.
      if (!groupRuns(leader)) {
        groups.delete(leader);
      }
    });
  }
  return child;
}

/**
 * Sends `signal` to every process of the child's group, then SIGKILL to those left after `graceMs`;
 * resolves once the leader has exited and no process of the group runs.
 */
export async function stopGroup(child: ChildProcess, options: { signal?: NodeJS.Signals; graceMs?: number } = {}): Promise<void> {
  const leader = child.pid;
  if (leader === undefined) {
    return;
  }
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(leader, options.signal ?? 'SIGTERM');
  if (!(await groupEnds(leader, exited, options.graceMs ?? 3_000))) {
    signalGroup(leader, 'SIGKILL');
    await groupEnds(leader, exited, 5_000);
  }
  groups.delete(leader);
}

function signalGroup(leader: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-leader, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
      throw error;
    }
  }
}

function groupRuns(leader: number): boolean {
  try {
    process.kill(-leader, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the leader exits and the group empties within `timeoutMs`. */
async function groupEnds(leader: number, exited: Promise<void>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let leaderExited = false;
  void exited.then(() => (leaderExited = true));
  while (!leaderExited || groupRuns(leader)) {
    if (Date.now() > deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

function installCleanup(): void {
  if (cleanupInstalled) {
    return;
  }
  cleanupInstalled = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      // This listener is gone now, so the signal does what it would have done without it.
      process.kill(process.pid, signal);
    });
  }
}

/** Kills every group still running; an exit handler cannot wait for a gentler stop. */
function killAll(): void {
  for (const leader of groups) {
    signalGroup(leader, 'SIGKILL');
  }
  groups.clear();
}
