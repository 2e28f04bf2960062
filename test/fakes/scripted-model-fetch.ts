import { chatCompletion } from './chat-completion';

/** One answer the fake model gives, in the order queued. */
export type ScriptedAnswer =
  /** A chat completion whose message is `content`, reporting `usage` (1 and 1 if not given); sent once `until` settles, if given. */
  | { readonly content: string; readonly until?: Promise<unknown>; readonly usage?: { readonly promptTokens: number; readonly completionTokens: number } }
  /** An HTTP error, as a provider sends one. */
  | { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> };

/** A chat-completions request as the fake model received it. */
export interface RecordedRequest {
  readonly url: string;
  readonly body: { model?: string; messages: { role: string; content: string }[]; [key: string]: unknown };
}

/**
 * An OpenAI-compatible chat-completions endpoint that lives in a fetch function: given to the bot as
 * its model client's fetch, it answers from a script and records every request, so a test says
 * what the model answers and checks what it was asked, with no server or port. An unscripted
 * request gets a 500 that says so, and is not retried, so a test that forgot one fails at once.
 */
export class ScriptedModelFetch {
  readonly requests: RecordedRequest[] = [];
  private readonly answers: ScriptedAnswer[] = [];
  private fallback: ScriptedAnswer | undefined;

  enqueue(...answers: ScriptedAnswer[]): void {
    this.answers.push(...answers);
  }

  /** Queues plans as the model's answers: each argument is one answer. */
  enqueuePlans(...plans: unknown[]): void {
    this.enqueue(...plans.map((plan) => ({ content: typeof plan === 'string' ? plan : JSON.stringify(plan) })));
  }

  /** Answers `answer` to every request the queue has nothing for (undefined: back to the unscripted 500). */
  answerAlways(answer: ScriptedAnswer | undefined): void {
    this.fallback = answer;
  }

  /** Queues a plan that is sent only when the returned function is called: a model still thinking. */
  enqueueHeldPlan(plan: unknown): () => void {
    let release = () => {};
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.enqueue({ content: JSON.stringify(plan), until });
    return release;
  }

  get pendingAnswers(): number {
    return this.answers.length;
  }

  /** The fetch to give the bot (createBot's `modelFetch`). */
  readonly fetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body ?? '{}')) as RecordedRequest['body'];
    this.requests.push({ url: String(url), body });
    const answer = this.answers.shift() ?? this.fallback;
    if (!answer) {
      return json(500, { error: { message: 'The scripted model has no answer queued for this request.', type: 'server_error' } }, { 'x-should-retry': 'false' });
    }
    if ('status' in answer) {
      return json(answer.status, answer.body ?? { error: { message: `scripted ${answer.status}`, type: 'server_error' } }, answer.headers);
    }
    await answer.until;
    return json(200, chatCompletion(answer.content, answer.usage ?? { promptTokens: 1, completionTokens: 1 }));
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
