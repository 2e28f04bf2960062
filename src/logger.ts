import { createHash } from 'node:crypto';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { remembered } from './text/remembered';

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

/** The fields that hold a secret, by name, matched without regard to case. */
const SECRET_FIELDS = new Set(
  ['apiKey', 'password', 'connectionString', 'authorization', 'OPENAI_API_KEY', 'AZURE_OPENAI_API_KEY', 'BOT_PASSWORD', 'MicrosoftAppPassword', 'AZURE_STORAGE_CONNECTION_STRING'].map((field) =>
    field.toLowerCase(),
  ),
);
const CENSOR = '[redacted]';
/** Deep enough for an error's request's headers; a line's fields are small, and a cycle ends here. */
const REDACT_DEPTH = 6;

/**
 * A line's fields with every secret field censored, at whatever depth it sits, so no call site has
 * to remember. Objects are copied only on the way to a secret; an error stays an error, so pino
 * still serialises it as one. (pino's own `redact` takes paths, and its wildcard paths cost about
 * 0.1 ms a line, more than the rest of the line.)
 */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > REDACT_DEPTH) {
    return value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    const censored = SECRET_FIELDS.has(key.toLowerCase()) ? CENSOR : withoutSecrets(inner, depth + 1);
    if (censored !== inner) {
      copy ??= Array.isArray(value) ? [...value] : Object.create(Object.getPrototypeOf(value), Object.getOwnPropertyDescriptors(value));
      copy![key] = censored;
    }
  }
  return (copy as T | undefined) ?? value;
}

/**
 * Conversation ids name the people in them: a line carries a stable digest instead, enough to follow
 * one conversation. Kept, since every turn's line digests its conversation's id again.
 */
export const conversationDigest: (conversationId: string) => string = remembered((conversationId) => createHash('sha256').update(conversationId).digest('hex').slice(0, 12), 10_000);

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
      formatters: { level: (label) => ({ level: label }), log: withoutSecrets },
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
