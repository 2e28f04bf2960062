/** How long a SQLite connection waits for another process's lock before it fails. */
export const LOCK_WAIT_MS = 5000;

/**
 * Runs `open` again while SQLite answers "busy", for as long as a write would wait. Processes that
 * open a new file at the same moment each take a read lock and then want the file to themselves to
 * switch it to WAL; SQLite refuses one of them at once rather than let both wait on each other, and
 * the busy timeout does not apply to that refusal.
 */
export function whileBusy(path: string, open: () => void): void {
  const deadline = Date.now() + LOCK_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      open();
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'SQLITE_BUSY') {
        throw error;
      }
      if (Date.now() >= deadline) {
        throw new Error(`the SQLite file ${path} stayed locked by another process for ${LOCK_WAIT_MS / 1000} s; stop whatever holds it and start again`);
      }
      // Start-up only: a short, jittered pause so that the processes do not collide again in step.
      Atomics.wait(pause, 0, 0, 5 + Math.random() * 20);
    }
  }
}
