import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdaptiveCard } from '../../src/cards/adaptive-card';
import { cardToText } from '../../src/cards/card-text';
import { readJsonBody } from './read-body';

/** An activity the bot sent, with where it sent it. */
export interface SentActivity {
  /** The id the connector gave the message (for a PUT, the id of the message it replaced). */
  readonly id: string;
  /** POST for a new message, PUT for an update of an earlier one (a card replaced for everyone). */
  readonly method: string;
  readonly conversationId: string;
  readonly replyToId?: string;
  readonly activity: { type: string; text?: string; [key: string]: unknown };
  /** When the connector received it (performance.now(), milliseconds), for latency measurements. */
  readonly receivedAt: number;
}

/**
 * A Bot Connector service that takes the bot's replies (POST /v3/conversations/{id}/activities[/{replyToId}])
 * and keeps them, as Teams or the emulator would show them.
 */
export class FakeConnector {
  readonly sent: SentActivity[] = [];
  private nextId = 1;
  /** Answers to give the next POSTs to a conversation instead of a 200, in order. */
  private readonly failures = new Map<string, { status: number; delivered: boolean; headers: Record<string, string> }[]>();
  /** How many POSTs of messages each conversation's connector received, answered or not. */
  readonly postsTo = new Map<string, number>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeConnector> {
    const server = createServer();
    const connector = new FakeConnector(server);
    server.on('request', (request, response) => {
      void readJsonBody(request).then((body) => {
        // The roster: the bot is in every conversation but those a test says it is not.
        const member = /^\/v3\/conversations\/([^/]+)\/members\/([^/?]+)/.exec(request.url ?? '');
        if (member?.[1] && member[2] && request.method === 'GET') {
          const outside = connector.outsideOf.has(decodeURIComponent(member[1]));
          response.writeHead(outside ? 403 : 200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(outside ? { error: { code: 'BotNotInConversationRoster', message: 'The bot is not part of the conversation roster.' } } : { id: decodeURIComponent(member[2]), name: 'Member' }));
          return;
        }
        const match = /^\/v3\/conversations\/([^/]+)\/activities(?:\/([^/?]+))?/.exec(request.url ?? '');
        if (!match?.[1] || (request.method !== 'POST' && request.method !== 'PUT')) {
          response.writeHead(404).end();
          return;
        }
        const id = request.method === 'PUT' && match[2] ? decodeURIComponent(match[2]) : `activity-${connector.nextId++}`;
        const conversationId = decodeURIComponent(match[1]);
        const message = request.method === 'POST' && (body as { type?: unknown } | undefined)?.type === 'message';
        const failure = message ? connector.failures.get(conversationId)?.shift() : undefined;
        if (message) {
          connector.postsTo.set(conversationId, (connector.postsTo.get(conversationId) ?? 0) + 1);
        }
        if (failure && !failure.delivered) {
          response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers }).end(JSON.stringify({ error: { code: 'ServiceError', message: `scripted ${failure.status}` } }));
          return;
        }
        connector.sent.push({
          id,
          method: request.method,
          conversationId: decodeURIComponent(match[1]),
          ...(match[2] ? { replyToId: decodeURIComponent(match[2]) } : {}),
          activity: body as SentActivity['activity'],
          receivedAt: performance.now(),
        });
        if (failure) {
          // Kept, as a connector that took the message and then failed to say so.
          response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers }).end(JSON.stringify({ error: { code: 'ServiceError', message: `scripted ${failure.status}` } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return connector;
  }

  /**
   * Answers the next POST of a message to the conversation with `status` instead of a 200; with
   * `delivered`, the message is kept first, so the bot cannot tell whether it arrived.
   */
  failNextPost(conversationId: string, status: number, options: { delivered?: boolean; headers?: Record<string, string> } = {}): void {
    const queued = this.failures.get(conversationId) ?? [];
    queued.push({ status, delivered: options.delivered ?? false, headers: options.headers ?? {} });
    this.failures.set(conversationId, queued);
  }

  /** Conversations the bot is not a member of: the roster answers 403 there, as Teams does. */
  readonly outsideOf = new Set<string>();

  /** The serviceUrl to put on incoming activities. */
  get serviceUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  /**
   * What a person reads of the messages sent to one conversation, in order: the text, or a card as
   * text (its lines, checkboxes as "[ ] …", then its buttons). Typing indicators are left out.
   */
  textsTo(conversationId: string): string[] {
    return this.sent
      .filter((each) => each.conversationId === conversationId && each.activity.type === 'message' && each.method === 'POST')
      .map((each) => each.activity.text ?? cardsOf(each.activity).map(cardToText).join('\n'));
  }

  /** The cards sent to one conversation, new and updated, in order, with the id of the message each is in. */
  cardsTo(conversationId: string): { id: string; method: string; card: AdaptiveCard }[] {
    return this.sent
      .filter((each) => each.conversationId === conversationId && each.activity.type === 'message')
      .flatMap((each) => cardsOf(each.activity).map((card) => ({ id: each.id, method: each.method, card })));
  }

  /** The latest card sent to one conversation, and the message it is in. */
  lastCard(conversationId: string): { id: string; method: string; card: AdaptiveCard } {
    const card = this.cardsTo(conversationId).at(-1);
    if (!card) {
      throw new Error(`no card was sent to ${conversationId}`);
    }
    return card;
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

function cardsOf(activity: SentActivity['activity']): AdaptiveCard[] {
  const attachments = (activity.attachments as { contentType: string; content: AdaptiveCard }[] | undefined) ?? [];
  return attachments.filter((attachment) => attachment.contentType === 'application/vnd.microsoft.card.adaptive').map((attachment) => attachment.content);
}
