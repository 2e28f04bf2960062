import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { conversationDigest, createLogger, type LogLevel } from '../../src/logger';

/** A logger writing into memory, and the lines it wrote; a terminal if `isTTY`. */
function capture(level: LogLevel, isTTY = false) {
  const destination = Object.assign(new PassThrough(), isTTY ? { isTTY: true } : {});
  let text = '';
  destination.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return {
    logger: createLogger(level, destination),
    text: () => text,
    lines: () => text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the logger', () => {
  it('writes one JSON object a line, with time, level, message and fields', () => {
    const log = capture('info');
    log.logger.info('listening', { port: 3978 });
    log.logger.warn('careful');
    expect(log.text().split('\n')).toHaveLength(3);
    const [first, second] = log.lines();
    expect(first).toMatchObject({ level: 'info', msg: 'listening', port: 3978 });
    expect(new Date(String(first?.time)).toISOString()).toBe(first?.time);
    expect(second).toMatchObject({ level: 'warn', msg: 'careful' });
  });

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
    ['silent', []],
  ] as const)('at LOG_LEVEL=%s writes only %j', (level, written) => {
    const log = capture(level);
    log.logger.debug('d');
    log.logger.info('i');
    log.logger.warn('w');
    log.logger.error('e');
    expect(log.lines().map((line) => line.level)).toEqual(written);
  });

  it.each([
    ['a model key', { apiKey: 'SECRET-1' }],
    ['a model key in the configuration', { config: { model: { apiKey: 'SECRET-1' } } }],
    ['the OpenAI key by its variable', { env: { OPENAI_API_KEY: 'SECRET-1' } }],
    ['the Azure OpenAI key by its variable', { AZURE_OPENAI_API_KEY: 'SECRET-1' }],
    ['the bot password', { bot: { password: 'SECRET-1' } }],
    ['the bot password by its variable', { env: { BOT_PASSWORD: 'SECRET-1' } }],
    ['the Bot Framework app password', { credentials: { MicrosoftAppPassword: 'SECRET-1' } }],
    ['the storage connection string', { storage: { connectionString: 'SECRET-1' } }],
    ['the storage connection string by its variable', { AZURE_STORAGE_CONNECTION_STRING: 'SECRET-1' }],
    ['an Authorization header', { headers: { authorization: 'Bearer SECRET-1' } }],
    ['an Authorization header of a request', { request: { headers: { authorization: 'Bearer SECRET-1' } } }],
    ['an authorization field', { authorization: 'Bearer SECRET-1' }],
  ])('redacts %s', (_case, fields) => {
    const log = capture('debug');
    log.logger.info('with a secret', fields);
    expect(log.text()).not.toContain('SECRET-1');
    expect(log.text()).toContain('[redacted]');
  });

  it('redacts a secret an error carries', () => {
    const log = capture('debug');
    log.logger.error('failed', { error: Object.assign(new Error('refused'), { headers: { authorization: 'Bearer SECRET-1' } }) });
    expect(log.text()).not.toContain('SECRET-1');
    expect(log.lines()[0]).toMatchObject({ error: { type: 'Error', message: 'refused' } });
  });

  it('redacts a secret however deep it sits, in any case, and leaves the fields logged as they were', () => {
    const log = capture('debug');
    const fields = { turn: { call: { request: { options: { headers: { AUTHORIZATION: 'Bearer SECRET-1' } } } } }, items: [{ apiKey: 'SECRET-2' }], keep: 'milk' };
    log.logger.info('deep', fields);
    expect(log.text()).not.toMatch(/SECRET-[12]/);
    expect(log.lines()[0]).toMatchObject({ turn: { call: { request: { options: { headers: { AUTHORIZATION: '[redacted]' } } } } }, items: [{ apiKey: '[redacted]' }], keep: 'milk' });
    expect(fields.turn.call.request.options.headers.AUTHORIZATION).toBe('Bearer SECRET-1');
    expect(fields.items[0]?.apiKey).toBe('SECRET-2');
  });

  it('writes a digest of a conversation id, never the id', () => {
    const log = capture('info');
    log.logger.info('turn', { conversationId: 'a:1-personal-chat' });
    expect(log.text()).not.toContain('personal-chat');
    expect(log.lines()[0]?.conversationId).toBe(conversationDigest('a:1-personal-chat'));
    expect(conversationDigest('a:1-personal-chat')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('pretty-prints for a terminal, and only for one', () => {
    const terminal = capture('info', true);
    terminal.logger.info('listening', { port: 3978 });
    expect(terminal.text()).not.toMatch(/^\{/);
    expect(terminal.text()).toContain('INFO');
    expect(terminal.text()).toContain('listening');
    expect(terminal.text()).toMatch(/port.*3978/);
    const pipe = capture('info');
    pipe.logger.info('listening', { port: 3978 });
    expect(pipe.text()).toMatch(/^\{.*\}\n$/);
  });

  it('redacts on a terminal too', () => {
    const terminal = capture('info', true);
    terminal.logger.info('with a secret', { apiKey: 'SECRET-1' });
    expect(terminal.text()).not.toContain('SECRET-1');
  });
});
