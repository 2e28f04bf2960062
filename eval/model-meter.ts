import { AsyncLocalStorage } from 'node:async_hooks';
import type { ModelFetch } from '../src/host/create-planning-model';

/** What one case cost at the model: calls, and tokens as the provider counted them. */
export interface ModelUsage {
  calls: number;
  promptTokens: number;
  /** Of the prompt tokens, those the provider says it served from its prompt cache (OpenAI, and servers that report it). */
  cachedPromptTokens: number;
  completionTokens: number;
  /** Calls whose answer carried no token counts (some compatible servers send none). */
  uncounted: number;
  /** HTTP statuses other than 200, in order, and 0 for a request that got no answer at all. */
  failures: number[];
}

export function emptyUsage(): ModelUsage {
  return { calls: 0, promptTokens: 0, cachedPromptTokens: 0, completionTokens: 0, uncounted: 0, failures: [] };
}

/**
 * Counts model calls at the HTTP boundary, where the provider's own token counts arrive, and books
 * each to the case whose turn made it: cases may run side by side, and the client's requests carry
 * the async context of the turn that sent them.
 */
export class ModelMeter {
  private readonly current = new AsyncLocalStorage<ModelUsage>();

  /** The fetch to give the model's client. */
  readonly fetch: ModelFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const usage = this.current.getStore();
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (usage) {
        usage.calls += 1;
        usage.failures.push(0);
      }
      throw error;
    }
    if (usage) {
      usage.calls += 1;
      if (response.status === 200) {
        const counted = await readUsage(response.clone());
        usage.promptTokens += counted?.prompt_tokens ?? 0;
        usage.cachedPromptTokens += counted?.prompt_tokens_details?.cached_tokens ?? 0;
        usage.completionTokens += counted?.completion_tokens ?? 0;
        usage.uncounted += counted ? 0 : 1;
      } else {
        usage.failures.push(response.status);
      }
    }
    return response;
  }) as unknown as ModelFetch;

  /** Runs `work` with every model call it makes counted into `usage`. */
  measure<T>(usage: ModelUsage, work: () => Promise<T>): Promise<T> {
    return this.current.run(usage, work);
  }
}

/** Usage as chat completions report it; `prompt_tokens_details` only where the provider caches prompts. */
interface ReportedUsage {
  prompt_tokens?: number;
  completion_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number };
}

async function readUsage(response: Response): Promise<ReportedUsage | undefined> {
  try {
    const body = (await response.json()) as { usage?: ReportedUsage };
    return body.usage ?? undefined;
  } catch {
    // A streamed or malformed answer: the client reports it; here it just goes uncounted.
    return undefined;
  }
}
