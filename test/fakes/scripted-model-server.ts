import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletion } from './chat-completion';
import { readJsonBody } from './read-body';

/**
 * One answer the fake model gives, in the order queued. `until` holds the answer back until it
 * resolves, so a test can order what happens elsewhere (another process's turn) before it.
 */
export type ScriptedReply =
  | { readonly content: string; readonly delayMs?: number; readonly until?: Promise<unknown> }
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> }
  | { readonly hang: true };

/** A chat-completions request as the fake model received it. */
export interface RecordedModelRequest {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: { model?: string; messages: { role: string; content: string }[]; [key: string]: unknown };
  /** When the request arrived (performance.now(), milliseconds), so a benchmark can tell the model's time from the bot's. */
  readonly receivedAt: number;
  /** When the answer was sent (performance.now(), milliseconds); unset until then, and for a request left hanging. */
  answeredAt?: number;
  /** Set when the client gave up on the request (closed it) before it was answered. */
  abandoned?: boolean;
}

/**
 * An OpenAI-compatible chat-completions server that answers from a script and records every
 * request, so a test can say what the model answers and check what the model was shown.
 * An unscripted request gets a 500 that names the problem, so a test that forgot one fails loudly.
 */
export class ScriptedModelServer {
  readonly requests: RecordedModelRequest[] = [];
  private readonly replies: ScriptedReply[] = [];
  private responder: ((request: RecordedModelRequest) => ScriptedReply) | undefined;
  private readonly hanging: ServerResponse[] = [];
  /** The previous request's prompt, to report what of the next one a prefix cache would have served. */
  private previousPrompt = '';

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ScriptedModelServer> {
    const server = createServer();
    const model = new ScriptedModelServer(server);
    server.on('request', (request, response) => {
      const receivedAt = performance.now();
      void readJsonBody(request).then((body) => model.answer({ path: request.url ?? '', headers: request.headers, body: body as RecordedModelRequest['body'], receivedAt }, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return model;
  }

  /** The base URL to give the bot as OPENAI_BASE_URL. */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  enqueue(...replies: ScriptedReply[]): void {
    this.replies.push(...replies);
  }

  /**
   * Answers every request the queue has no reply for with `respond`, and stops recording requests:
   * for benchmarks, which send more than a test would read.
   */
  answerAlways(respond: (request: RecordedModelRequest) => ScriptedReply): void {
    this.responder = respond;
  }

  /** Queues plans as the model's answers: each argument is one answer. */
  enqueuePlans(...plans: unknown[]): void {
    this.enqueue(...plans.map((plan) => ({ content: typeof plan === 'string' ? plan : JSON.stringify(plan) })));
  }

  get pendingReplies(): number {
    return this.replies.length;
  }

  /** Drops the replies no request asked for, and says how many there were. */
  discardPending(): number {
    return this.replies.splice(0).length;
  }

  /** The text of every message of request `index`, joined: what the model was shown. */
  promptOf(index: number): string {
    return (this.requests[index]?.body.messages ?? []).map((message) => `${message.role}: ${message.content}`).join('\n');
  }

  async close(): Promise<void> {
    for (const response of this.hanging) {
      response.destroy();
    }
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(request: RecordedModelRequest, response: ServerResponse): void {
    response.on('close', () => {
      if (!response.writableEnded) {
        request.abandoned = true;
      }
    });
    const reply = this.replies.shift() ?? this.responder?.(request);
    if (!this.responder) {
      this.requests.push(request);
    }
    if (!reply) {
      send(request, response, 500, { error: { message: 'The scripted model has no reply queued for this request.', type: 'server_error' } });
      return;
    }
    if ('hang' in reply) {
      this.hanging.push(response);
      return;
    }
    if ('status' in reply) {
      send(request, response, reply.status, reply.body ?? { error: { message: `scripted ${reply.status}`, type: 'server_error' } }, reply.headers);
      return;
    }
    const prompt = promptText(request.body.messages);
    const cachedTokens = scriptedTokenCount(sharedPrefix(prompt, this.previousPrompt));
    this.previousPrompt = prompt;
    const answer = () => setTimeout(() => send(request, response, 200, completion(reply.content, request.body.messages, cachedTokens)), reply.delayMs ?? 0);
    if (reply.until) {
      this.hanging.push(response);
      void reply.until.then(answer);
    } else {
      answer();
    }
  }
}

/** The fake's token count, reported as a provider reports usage: one token per word, so a test can recompute it. */
export function scriptedTokenCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function completion(content: string, messages: RecordedModelRequest['body']['messages'] = [], cachedTokens = 0) {
  const promptTokens = messages.reduce((sum, message) => sum + scriptedTokenCount(String(message.content ?? '')), 0);
  return chatCompletion(content, { promptTokens, completionTokens: scriptedTokenCount(content), cachedTokens });
}

function promptText(messages: RecordedModelRequest['body']['messages'] = []): string {
  return messages.map((message) => String(message.content ?? '')).join('\n');
}

/**
 * The whole words `prompt` opens with as `previous` did: what a provider's prompt cache (OpenAI's,
 * llama.cpp's, Ollama's) serves again when two calls start alike, in the fake's one-token-a-word count.
 */
function sharedPrefix(prompt: string, previous: string): string {
  let length = 0;
  while (length < prompt.length && prompt[length] === previous[length]) {
    length += 1;
  }
  if (length === prompt.length && (previous.length === length || /\s/.test(previous[length] ?? ''))) {
    return prompt;
  }
  return prompt.slice(0, length).replace(/\S*$/, '');
}

function send(request: RecordedModelRequest, response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
  request.answeredAt = performance.now();
}
