import type { Logger } from '../../src/logger';

/** A line the bot logged. */
export interface LogEntry {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly message: string;
  readonly fields?: Record<string, unknown>;
}

/** A logger that keeps what the bot logs, for a test to read, and prints nothing. */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];

  debug(message: string, fields?: Record<string, unknown>): void {
    this.keep('debug', message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.keep('info', message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.keep('warn', message, fields);
  }

  error(message: string, fields?: Record<string, unknown>): void {
    this.keep('error', message, fields);
  }

  /** The messages logged, in order, e.g. to count "turn applied again after a conflict". */
  messages(): string[] {
    return this.entries.map((entry) => entry.message);
  }

  private keep(level: LogEntry['level'], message: string, fields?: Record<string, unknown>): void {
    this.entries.push({ level, message, ...(fields ? { fields } : {}) });
  }
}
