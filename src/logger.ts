import { createHash } from 'node:crypto';
import pino from 'pino';
import pinoPretty from 'pino-pretty';

/** How much the bot writes to its log, least first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

type Fields = Record<string, unknown>;

/** A leveled logger writing one JSON object a line: time, level, message and the fields. */
export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/** Where the lines go: a terminal gets them pretty-printed, anything else as JSON. */
export type LogDestination = NodeJS.WritableStream & { readonly isTTY?: boolean };

/** The fields that hold a secret, at the top of a line or one or two objects down. */
const SECRET_FIELDS = [
  'apiKey',
  'password',
  'connectionString',
  'authorization',
  'Authorization',
  'OPENAI_API_KEY',
  'AZURE_OPENAI_API_KEY',
  'BOT_PASSWORD',
  'MicrosoftAppPassword',
  'AZURE_STORAGE_CONNECTION_STRING',
];

/** Every path pino redacts: a secret field is censored wherever a line carries it, so no call site has to remember. */
export const REDACTED_PATHS: readonly string[] = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]).concat([
  'headers["authorization"]',
  '*.headers["authorization"]',
  '*.*.headers["authorization"]',
]);

/** Conversation ids name the people in them: a line carries a stable digest instead, enough to follow one conversation. */
export function conversationDigest(conversationId: string): string {
  return createHash('sha256').update(conversationId).digest('hex').slice(0, 12);
}

/**
 * A pino logger behind our interface, writing to stderr unless given a destination. A destination
 * that is a terminal gets pino-pretty's lines; a pipe or a file gets one JSON object a line.
 */
export function createLogger(level: LogLevel, destination: LogDestination = process.stderr): Logger {
  const stream = destination.isTTY ? pinoPretty({ destination, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }) : destination;
  const log = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
      serializers: {
        error: pino.stdSerializers.err,
        conversationId: (id: unknown) => (typeof id === 'string' ? conversationDigest(id) : id),
      },
    },
    stream,
  );
  const at =
    (method: 'debug' | 'info' | 'warn' | 'error') =>
    (message: string, fields?: Fields): void => {
      if (fields) {
        log[method](fields, message);
      } else {
        log[method](message);
      }
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
