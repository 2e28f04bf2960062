/** How much the bot writes to its log, least first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Fields = Record<string, unknown>;

/** A leveled logger writing one line per event: level, message, then the fields as JSON. */
export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const threshold = LOG_LEVELS.indexOf(level);
  const log = (at: Exclude<LogLevel, 'silent'>) => (message: string, fields?: Fields) => {
    if (LOG_LEVELS.indexOf(at) < threshold) {
      return;
    }
    const detail = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields, errorsAsText)}` : '';
    write(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${detail}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function errorsAsText(_key: string, value: unknown): unknown {
  return value instanceof Error ? `${value.name}: ${value.message}` : value;
}
