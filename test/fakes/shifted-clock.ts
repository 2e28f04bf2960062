import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRELOAD = join(__dirname, 'shifted-clock.cjs');

/** A clock for bot processes that a test moves forward: start a bot with `command` and `env`, then `advance`. */
export class ShiftedClock {
  private readonly folder = mkdtempSync(join(tmpdir(), 'pantry-clock-'));
  private readonly file = join(this.folder, 'shift');
  private shiftMs = 0;

  constructor() {
    writeFileSync(this.file, '0');
  }

  /** The file to preload (`node --require`, or NODE_OPTIONS for a process started through a wrapper such as tsx). */
  readonly preload = PRELOAD;

  /** The environment a bot process on this clock needs. */
  get env(): Record<string, string> {
    return { SHIFTED_CLOCK_FILE: this.file };
  }

  /** The command that starts the bot at `entry` on this clock. */
  command(entry: string): string[] {
    return [process.execPath, '--require', PRELOAD, entry];
  }

  /** The time the bots on this clock read now. */
  now(): number {
    return Date.now() + this.shiftMs;
  }

  /** Moves every bot on this clock forward by `ms`. */
  advance(ms: number): void {
    this.shiftMs += ms;
    writeFileSync(this.file, String(this.shiftMs));
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}
