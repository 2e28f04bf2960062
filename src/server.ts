import type { AddressInfo } from 'node:net';
import type * as Restify from 'restify';
import type { Activity, InvokeResponse, TurnContext } from 'botbuilder';
import type { Logger } from './logger';
import { anonymousMayAnswerAt } from './anonymous-service-url';
import { parseIncomingActivity } from './incoming-activity';
import { jsonBody } from './json-body';
import type { Readiness } from './storage/storage-readiness';

// restify loads spdy, whose http-deceiver calls process.binding('http_parser') as it loads: a
// deprecation warning (DEP0111) no operator can act on, so it is silenced for that one require.
const restify = requireQuietly<typeof Restify>('restify');

/** The part of the adapter the server needs: authenticate an activity, then run the logic for its turn. */
export interface ActivityProcessor {
  runActivity(authHeader: string, activity: Activity, logic: (context: TurnContext) => Promise<void>): Promise<InvokeResponse | undefined>;
}

/** What runs a turn once the adapter has checked the request. */
export interface TurnHandler {
  run(context: TurnContext): Promise<unknown>;
}

export interface ServerParts {
  readonly adapter: ActivityProcessor;
  readonly runner: TurnHandler;
  readonly logger: Logger;
  /** Whether the bot can serve turns (its storage answers), for /readyz. */
  readonly readiness: () => Promise<Readiness>;
  readonly maxBodyBytes?: number;
  /**
   * How long authenticating a request may take. botbuilder fetches the signing keys with no timeout,
   * so a metadata server that accepts connections and never answers would hold requests for minutes.
   */
  readonly authTimeoutMs?: number;
  /**
   * Set when the bot runs anonymously (no BOT_ID): no token says where replies may go, so a request
   * naming a service URL off this machine, and not in `allowedServiceUrls` (origins), is refused.
   */
  readonly anonymous?: { readonly allowedServiceUrls: readonly string[] };
}

/** The bot's HTTP server, started and stopped by its owner. */
export interface BotServer {
  /** Listens on `port` (0 picks a free one) at `address`, or on every interface; resolves with the port. */
  listen(port: number, address?: string): Promise<number>;
  /** Stops taking requests and resolves once the turns in flight have finished. */
  close(): Promise<void>;
}

/** Activities are small; anything far larger is a mistake or an attack. */
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
const DEFAULT_AUTH_TIMEOUT_MS = 10_000;

/** Authentication did not finish in time: the request is refused, and its turn will never run. */
class AuthenticationTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The request could not be authenticated within ${timeoutMs} ms.`);
    this.name = new.target.name;
  }
}

export function createServer(parts: ServerParts): BotServer {
  const { adapter, runner, logger } = parts;
  const authTimeoutMs = parts.authTimeoutMs ?? DEFAULT_AUTH_TIMEOUT_MS;
  const server = restify.createServer({ name: 'pantry' });

  let inFlight = 0;
  let drained: (() => void) | undefined;
  let closing: Promise<void> | undefined;

  server.get('/healthz', async (_request: Restify.Request, response: Restify.Response) => {
    response.send(200, { status: 'ok' });
  });

  // Liveness is /healthz: the process answers. Readiness is whether a turn could be served now.
  server.get('/readyz', async (_request: Restify.Request, response: Restify.Response) => {
    const readiness = await parts.readiness();
    if (readiness.ready) {
      response.send(200, { status: 'ready' });
      return;
    }
    logger.warn('not ready', { reason: readiness.reason });
    response.send(503, { status: 'unavailable', reason: readiness.reason });
  });

  server.post('/api/messages', jsonBody(parts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES), async (request: Restify.Request, response: Restify.Response) => {
    const incoming = parseIncomingActivity(request.body);
    if (!incoming.ok) {
      response.send(400, { error: incoming.problem });
      return;
    }
    if (parts.anonymous && !anonymousMayAnswerAt(incoming.activity.serviceUrl, parts.anonymous.allowedServiceUrls)) {
      logger.warn('request refused: anonymous, and its service URL is not on this machine', { serviceUrl: incoming.activity.serviceUrl });
      response.send(403, { error: 'Forbidden: running without BOT_ID, this bot answers only at service URLs on this machine or named in ANONYMOUS_SERVICE_URLS.' });
      return;
    }
    inFlight += 1;
    const started = Date.now();
    // The turn starts only once the request is authenticated; one refused meanwhile never starts.
    let turnStarted = false;
    let refused = false;
    const logic = async (context: TurnContext) => {
      if (refused) {
        // Authenticated after the 401 went out: the turn is dropped. Throwing would reach the
        // adapter's onTurnError, which replies into the conversation of a request it refused.
        return;
      }
      turnStarted = true;
      await runner.run(context);
    };
    try {
      const authHeader = request.header('authorization') ?? '';
      const invoke = await untilStarted(adapter.runActivity(authHeader, request.body as Activity, logic), () => turnStarted, authTimeoutMs);
      response.send(invoke?.status ?? 200, invoke?.body);
    } catch (error) {
      if (!turnStarted) {
        // Every failure before the turn (a bad token, keys that cannot be fetched) is a refusal: 401.
        refused = true;
        logger.warn('request refused: not authenticated', { reason: error instanceof Error ? error.message : String(error) });
        response.send(401, { error: 'Unauthorized: the request carries no valid Bot Framework token.' });
      } else {
        logger.error('request failed', { error });
        if (!response.headersSent) {
          response.send(500, { error: 'The bot could not process this activity.' });
        }
      }
    } finally {
      inFlight -= 1;
      const activity = incoming.activity;
      // The turn logs its own summary at info; the request's status and time are detail.
      logger.debug('request', { status: response.statusCode, ms: Date.now() - started, activityType: activity.type, channelId: activity.channelId, conversationId: activity.conversation.id });
      if (inFlight === 0) {
        drained?.();
      }
    }
  });

  return {
    listen: (port, address) =>
      new Promise((resolve, reject) => {
        server.server.once('error', reject);
        const listening = () => resolve((server.address() as AddressInfo).port);
        if (address === undefined) {
          server.listen(port, listening);
        } else {
          server.listen(port, address, listening);
        }
      }),
    // Every call shares the first one's stop: a second would replace the wait the first resolves on.
    close: () => (closing ??= stop()),
  };

  function stop(): Promise<void> {
    const allDone = new Promise<void>((done) => {
      drained = done;
      if (inFlight === 0) {
        done();
      }
    });
    // Stop accepting connections; idle keep-alive ones would otherwise hold the close open.
    server.server.close();
    server.server.closeIdleConnections();
    return allDone.then(() => {
      server.server.closeAllConnections();
    });
  }
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

/** `work`, unless `started()` is still false after `timeoutMs`: then an AuthenticationTimeoutError. */
function untilStarted<T>(work: Promise<T>, started: () => boolean, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (!started()) {
        reject(new AuthenticationTimeoutError(timeoutMs));
      }
    }, timeoutMs);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
