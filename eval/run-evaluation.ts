import { createEvalBot } from './eval-bot';
import type { EvalCase } from './eval-case';
import { type CaseResult, playCase } from './play-case';

export interface Evaluation {
  /** The planner as the bot describes it at start: "offline", "openai", "offline, then openai". */
  readonly planner: string;
  /** The model asked, for a model planner. */
  readonly model: string | undefined;
  readonly results: readonly CaseResult[];
}

/** Statuses that mean every later call would fail the same way: the key, the endpoint or the model name is wrong. */
const FATAL_STATUSES = new Set([401, 403, 404]);
/** What to check when a call got no answer at all (status 0) or one of the fatal statuses. */
const MODEL_SETTINGS = 'OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL or AZURE_OPENAI_*';

/**
 * Plays `cases` against the bot as `env` configures it (PLANNER, OPENAI_*, AZURE_OPENAI_*, PLAN_*),
 * with its state in memory and no rate limit, `concurrency` cases at a time.
 */
export async function runEvaluation(options: {
  readonly env: NodeJS.ProcessEnv;
  readonly cases: readonly EvalCase[];
  readonly concurrency?: number;
  readonly onResult?: (result: CaseResult, done: number) => void;
}): Promise<Evaluation> {
  const evalBot = createEvalBot(options.env);
  const results: CaseResult[] = new Array(options.cases.length);
  let next = 0;
  let done = 0;
  let modelAnswered = false;
  const worker = async () => {
    while (next < options.cases.length) {
      const index = next++;
      const result = await playCase(evalBot, options.cases[index] as EvalCase);
      const fatal = result.usage.failures.find((status) => FATAL_STATUSES.has(status));
      if (fatal) {
        throw new Error(`the model answered HTTP ${fatal}: check the key, endpoint and model or deployment name (${MODEL_SETTINGS}).`);
      }
      const unanswered = result.usage.failures.filter((status) => status === 0).length;
      modelAnswered ||= result.usage.calls > unanswered;
      // A model that has never answered is unreachable; one that has may just have been slow this once.
      if (unanswered > 0 && !modelAnswered) {
        throw new Error(`the model could not be reached: check the endpoint (${MODEL_SETTINGS}) and that its server is running.`);
      }
      results[index] = result;
      options.onResult?.(result, ++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  return { planner: evalBot.planner, model: evalBot.model, results };
}
