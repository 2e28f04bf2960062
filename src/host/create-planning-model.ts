import OpenAI, { AzureOpenAI, type ClientOptions } from 'openai';
import type { Config } from '../config';
import type { TokenBudget } from '../conversation/token-budget';
import { CircuitBreaker } from '../planning/circuit-breaker';
import { OfflineModel } from '../planning/offline/offline-model';
import { planResponseFormat } from '../planning/plan-response-format';
import type { PlanningModel } from '../planning/planning-model';
import { TokenBudgetModel } from '../planning/token-budget-model';
import type { ActionDefinition } from '../actions/define-action';
import { OpenAIModel } from './openai-model';

/** How the model's client sends its HTTP requests; the planning evaluation meters calls and tokens through it. */
export type ModelFetch = NonNullable<ClientOptions['fetch']>;

/** What code can pass besides the configuration. */
export interface PlanningModelOptions {
  /** How the model's client sends its HTTP requests. */
  readonly modelFetch?: ModelFetch;
  /** A daily allowance of model tokens per conversation. */
  readonly tokenBudget?: TokenBudget;
  /** The clock the circuit breaker's rest is timed by. */
  readonly now?: () => number;
}

type ModelChoice = Pick<Config, 'model' | 'planner' | 'offlineReading' | 'modelTimeoutMs' | 'modelFailuresToRest' | 'modelRestMs' | 'limits' | 'planning'>;

/**
 * Chooses the planner from PLANNER: `offline` never calls a model; `llm` always does; `auto` lets
 * the offline planner answer what it fully understands and sends the rest to the model, or, with no
 * model configured, answers everything offline. With `tokenBudget`, a conversation past its tokens
 * for the day is not let through to the model; under `auto` the offline planner still answers.
 */
export function createPlanningModel(config: ModelChoice, actions: readonly ActionDefinition[], { modelFetch, tokenBudget, now = Date.now }: PlanningModelOptions = {}): PlanningModel {
  const languageModel = config.planner === 'offline' ? undefined : createLanguageModel(config, actions, now, modelFetch);
  if (!languageModel) {
    return new OfflineModel(config.limits, undefined, config.offlineReading === 'lenient');
  }
  const offlineAnswers = config.planner === 'auto';
  const allowed = tokenBudget ? new TokenBudgetModel(languageModel, { ...tokenBudget, offlineAnswers }) : languageModel;
  return offlineAnswers ? new OfflineModel(config.limits, allowed, config.offlineReading === 'lenient') : allowed;
}

function createLanguageModel(config: ModelChoice, actions: readonly ActionDefinition[], now: () => number, modelFetch?: ModelFetch): PlanningModel | undefined {
  // A turn waits on the model: retry twice, briefly, then let the breaker and the user know.
  const clientOptions = { timeout: config.modelTimeoutMs, maxRetries: 2, ...(modelFetch ? { fetch: modelFetch } : {}) };
  const breaker = { failuresToOpen: config.modelFailuresToRest, coolDownMs: config.modelRestMs };
  const responseFormat = config.planning.structuredOutputs ? planResponseFormat(actions) : undefined;
  const { model } = config;
  switch (model.kind) {
    case 'openai': {
      const client = new OpenAI({ ...clientOptions, apiKey: model.apiKey, ...(model.baseUrl ? { baseURL: model.baseUrl } : {}) });
      const variables = model.baseUrl ? ['OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_API_KEY'] : ['OPENAI_API_KEY', 'OPENAI_MODEL'];
      return new CircuitBreaker(new OpenAIModel({ name: 'openai', client, model: model.model, configurationVariables: variables, ...(responseFormat ? { responseFormat } : {}) }), breaker, now);
    }
    case 'azure-openai': {
      const client = new AzureOpenAI({ ...clientOptions, apiKey: model.apiKey, endpoint: model.endpoint.replace(/\/+$/, ''), apiVersion: model.apiVersion });
      const variables = ['AZURE_OPENAI_API_KEY', 'AZURE_OPENAI_ENDPOINT', 'AZURE_OPENAI_DEPLOYMENT', 'AZURE_OPENAI_API_VERSION'];
      return new CircuitBreaker(
        new OpenAIModel({ name: 'azure-openai', client, model: model.deployment, configurationVariables: variables, ...(responseFormat ? { responseFormat } : {}) }),
        breaker,
        now,
      );
    }
    case 'none':
      return undefined;
  }
}
