import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardActionActivity, messageActivity, type MessageOptions } from './activities';
import { spawnInGroup, stopGroup } from './process-group';
import { removeSqliteFiles } from './sqlite-files';

/** The built bot, as `npm start` runs it. */
export const BOT_ENTRY = join(__dirname, '..', '..', 'dist', 'src', 'index.js');

/** One line of the bot's log. */
export interface LogLine {
  readonly level: 'debug' | 'info' | 'warn' | 'error';
  readonly msg: string;
  readonly [field: string]: unknown;
}

/** The built bot running as a child process on a free port, as `npm start` runs it. */
export class BotProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
    private readonly logs: { text: string },
    readonly exited: Promise<number | null>,
    private readonly ownDatabase: string | undefined,
  ) {}

  /**
   * Starts dist/src/index.js with exactly `env` (plus PATH) and waits until it listens. Unless `env`
   * chooses the storage, the bot gets the default, SQLite, in a file of its own that stop() removes.
   */
  static async start(env: Record<string, string> = {}, command: readonly string[] = [process.execPath, BOT_ENTRY]): Promise<BotProcess> {
    if (env.LOG_LEVEL && !['debug', 'info'].includes(env.LOG_LEVEL)) {
      throw new Error(`BotProcess waits for the bot's "listening on" line, which LOG_LEVEL=${env.LOG_LEVEL} hides.`);
    }
    const ownDatabase = env.STORAGE || env.SQLITE_PATH ? undefined : join(tmpdir(), `pantry-test-${randomUUID()}.db`);
    const [program = process.execPath, ...args] = command;
    const child = spawnInGroup(program, args, {
      // Tests send bursts far above the per-conversation rate limit; the limit's own test sets it.
      env: { PATH: process.env.PATH ?? '', PORT: '0', TURNS_PER_MINUTE: '100000', LINK_READS_PER_MINUTE: '100000', ...(ownDatabase ? { SQLITE_PATH: ownDatabase } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logs = { text: '' };
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const port = await new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        logs.text += chunk.toString();
        const match = /listening on http:\/\/localhost:(\d+)/.exec(logs.text);
        if (match?.[1]) {
          resolve(Number(match[1]));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`the bot exited with ${code} before listening:\n${logs.text}`)));
    });
    return new BotProcess(child, port, logs, exited, ownDatabase);
  }

  /** The bot's process id, to read its memory use. */
  get pid(): number {
    return this.child.pid ?? 0;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Everything the bot has logged so far. */
  get output(): string {
    return this.logs.text;
  }

  /** The bot's log lines, parsed: one JSON object each (pino's `msg` is the message). */
  logLines(): LogLine[] {
    return this.logs.text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  }

  /** POSTs an activity to /api/messages; resolves when the bot has finished the turn. */
  async post(activity: unknown): Promise<Response> {
    return fetch(`${this.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(activity),
    });
  }

  /** Sends a user's message and waits for the turn to end. */
  async say(options: MessageOptions): Promise<Response> {
    const response = await this.post(messageActivity(options));
    if (response.status >= 300) {
      throw new Error(`POST /api/messages answered ${response.status}: ${await response.text()}`);
    }
    return response;
  }

  /**
   * Presses a button of a card the connector received: posts the adaptiveCard/action invoke with the
   * button's verb and data (plus `inputs`, as Teams merges the card's inputs), and returns the card
   * the bot answered with.
   */
  async pressButton(options: { conversationId: string; serviceUrl: string; cardMessageId: string; card: Record<string, unknown>; title: string; inputs?: Record<string, string> }) {
    const action = ((options.card.actions as { title: string; verb: string; data: Record<string, unknown> }[]) ?? []).find((each) => each.title === options.title);
    if (!action) {
      throw new Error(`the card has no button "${options.title}"`);
    }
    return this.cardAction({ ...options, verb: action.verb, data: { ...options.inputs, ...action.data } });
  }

  /** Posts the adaptiveCard/action invoke Teams sends for a tap on a card, or for its refresh, and returns the invoke's answer. */
  async cardAction(options: { conversationId: string; serviceUrl: string; cardMessageId: string; verb: string; data: Record<string, unknown>; trigger?: 'manual' | 'automatic' }) {
    const response = await this.post(
      cardActionActivity({
        conversationId: options.conversationId,
        serviceUrl: options.serviceUrl,
        cardMessageId: options.cardMessageId,
        verb: options.verb,
        data: options.data,
        ...(options.trigger ? { trigger: options.trigger } : {}),
      }),
    );
    if (response.status !== 200) {
      throw new Error(`the card action answered ${response.status}: ${await response.text()}`);
    }
    const body = (await response.json()) as { statusCode: number; type: string; value: Record<string, unknown> };
    return body;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Stops the bot and everything it started (a wrapper's child too): SIGTERM, then SIGKILL after a grace. */
  async stop(): Promise<void> {
    await stopGroup(this.child);
    if (this.ownDatabase) {
      removeSqliteFiles(this.ownDatabase);
    }
  }
}
