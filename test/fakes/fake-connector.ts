import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJsonBody } from './read-body';

/** An activity the bot sent, with where it sent it. */
export interface SentActivity {
  readonly conversationId: string;
  readonly replyToId?: string;
  readonly activity: { type: string; text?: string; [key: string]: unknown };
  /** When the connector received it (ms since the epoch), for latency measurements. */
  readonly receivedAt: number;
}

/**
 * A Bot Connector service that takes the bot's replies (POST /v3/conversations/{id}/activities[/{replyToId}])
 * and keeps them, as Teams or the emulator would show them.
 */
export class FakeConnector {
  readonly sent: SentActivity[] = [];
  private nextId = 1;

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeConnector> {
    const server = createServer();
    const connector = new FakeConnector(server);
    server.on('request', (request, response) => {
      void readJsonBody(request).then((body) => {
        const match = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/?]+))?/.exec(request.url ?? '');
        if (!match?.[1] || (request.method !== 'POST' && request.method !== 'PUT')) {
          response.writeHead(404).end();
          return;
        }
        connector.sent.push({
          conversationId: decodeURIComponent(match[1]),
          ...(match[2] ? { replyToId: decodeURIComponent(match[2]) } : {}),
          activity: body as SentActivity['activity'],
          receivedAt: Date.now(),
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `activity-${connector.nextId++}` }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return connector;
  }

  /** The serviceUrl to put on incoming activities. */
  get serviceUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  /** The text of the messages sent to one conversation, in order (typing indicators left out). */
  textsTo(conversationId: string): string[] {
    return this.sent
      .filter((each) => each.conversationId === conversationId && each.activity.type === 'message')
      .map((each) => each.activity.text ?? '');
  }

  /** Forgets what was received, so a long run does not hold every reply in memory. */
  clear(): void {
    this.sent.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
