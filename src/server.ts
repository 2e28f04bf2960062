import type { AddressInfo } from 'node:net';
import type * as Restify from 'restify';
import type { TurnContext } from 'botbuilder';
import type { Logger } from './logger';
import { parseIncomingActivity } from './incoming-activity';
import { plannerOf } from './planning/planner-name';

// restify loads spdy, whose http-deceiver calls process.binding('http_parser') as it loads: a
// deprecation warning (DEP0111) no operator can act on, so it is silenced for that one require.
const restify = requireQuietly<typeof Restify>('restify');

/** The part of the adapter the server needs: hand it a request and the logic for the turn. */
export interface ActivityProcessor {
  process(request: Restify.Request, response: Restify.Response, logic: (context: TurnContext) => Promise<void>): Promise<void>;
}

/** What runs a turn once the adapter has checked the request. */
export interface TurnHandler {
  run(context: TurnContext): Promise<unknown>;
}

export interface ServerParts {
  readonly adapter: ActivityProcessor;
  readonly runner: TurnHandler;
  readonly logger: Logger;
  readonly maxBodyBytes?: number;
}

/** The bot's HTTP server, started and stopped by its owner. */
export interface BotServer {
  listen(port: number): Promise<number>;
  /** Stops taking requests and resolves once the turns in flight have finished. */
  close(): Promise<void>;
}

/** Activities are small; anything far larger is a mistake or an attack. */
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

export function createServer(parts: ServerParts): BotServer {
  const { adapter, runner, logger } = parts;
  const server = restify.createServer({ name: 'pantry' });
  server.use(restify.plugins.bodyParser({ maxBodySize: parts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, mapParams: false, mapFiles: false }));

  let inFlight = 0;
  let drained: (() => void) | undefined;

  server.get('/healthz', async (_request: Restify.Request, response: Restify.Response) => {
    response.send(200, { status: 'ok' });
  });

  server.post('/api/messages', async (request: Restify.Request, response: Restify.Response) => {
    const incoming = parseIncomingActivity(request.body);
    if (!incoming.ok) {
      response.send(400, { error: incoming.problem });
      return;
    }
    inFlight += 1;
    const started = Date.now();
    let planner: string | undefined;
    try {
      await adapter.process(request, response, async (context) => {
        await runner.run(context);
        planner = plannerOf(context);
      });
    } catch (error) {
      logger.error('request failed', { error });
      if (!response.headersSent) {
        response.send(500, { error: 'The bot could not process this activity.' });
      }
    } finally {
      inFlight -= 1;
      const activity = incoming.activity;
      logger.info('turn', {
        status: response.statusCode,
        ms: Date.now() - started,
        type: activity.type,
        channelId: activity.channelId,
        conversationId: activity.conversation.id,
        ...(planner ? { planner } : {}),
      });
      if (inFlight === 0) {
        drained?.();
      }
    }
  });

  return {
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise((resolve) => {
        const allDone = new Promise<void>((done) => {
          drained = done;
          if (inFlight === 0) {
            done();
          }
        });
        // Stop accepting connections; idle keep-alive ones would otherwise hold the close open.
        server.server.close();
        server.server.closeIdleConnections();
        void allDone.then(() => {
          server.server.closeAllConnections();
          resolve();
        });
      }),
  };
}

function requireQuietly<T>(id: string): T {
  // Node reads this flag at each warning; @types/node does not declare it.
  const node = process as NodeJS.Process & { noDeprecation?: boolean };
  const before = node.noDeprecation;
  node.noDeprecation = true;
  try {
    return require(id) as T;
  } finally {
    node.noDeprecation = before;
  }
}
