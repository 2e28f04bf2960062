import { OpenAIModel, type PromptCompletionModel } from '@microsoft/teams-ai';
import type { ClientOptions } from 'openai';
import type { Config } from '../config';
import { LanguageModel } from './language-model';
import { OfflineModel } from './offline/offline-model';

/** The model behind the plan prompt, and a description of the choice for the start-up log. */
export interface PlanningModel {
  readonly model: PromptCompletionModel;
  readonly description: string;
  /** Whether a language model is behind it, able to plan again from an observation. */
  readonly canReplan: boolean;
}

/** How the model's client sends its HTTP requests; the planning evaluation meters calls and tokens through it. */
export type ModelFetch = NonNullable<ClientOptions['fetch']>;

/**
 * Chooses the planner from PLANNER: `offline` never calls a model; `llm` always does; `auto` lets
 * the offline planner answer what it fully understands and sends the rest to the model, or, with no
 * model configured, answers everything offline.
 */
export function createPlanningModel(
  config: Pick<Config, 'model' | 'planner' | 'modelTimeoutMs' | 'modelFailuresToRest' | 'modelRestMs' | 'limits'>,
  modelFetch?: ModelFetch,
): PlanningModel {
  const languageModel = config.planner === 'offline' ? undefined : createLanguageModel(config, modelFetch);
  if (!languageModel) {
    return { model: new OfflineModel(config.limits), description: 'offline', canReplan: false };
  }
  if (config.planner === 'llm') {
    return { model: languageModel, description: languageModel.name, canReplan: true };
  }
  return { model: new OfflineModel(config.limits, languageModel), description: `offline, then ${languageModel.name}`, canReplan: true };
}

function createLanguageModel(config: Pick<Config, 'model' | 'modelTimeoutMs' | 'modelFailuresToRest' | 'modelRestMs'>, modelFetch?: ModelFetch): LanguageModel | undefined {
  const clientOptions = { timeout: config.modelTimeoutMs, maxRetries: 2, ...(modelFetch ? { fetch: modelFetch } : {}) };
  const breaker = { failuresToOpen: config.modelFailuresToRest, coolDownMs: config.modelRestMs };
  const { model } = config;
  switch (model.kind) {
    case 'openai':
      return new LanguageModel(
        'openai',
        new OpenAIModel({ apiKey: model.apiKey, defaultModel: model.model, ...(model.baseUrl ? { endpoint: model.baseUrl } : {}), useSystemMessages: true, clientOptions }),
        breaker,
      );
    case 'azure-openai':
      return new LanguageModel(
        'azure-openai',
        new OpenAIModel({
          azureApiKey: model.apiKey,
          azureEndpoint: model.endpoint,
          azureDefaultDeployment: model.deployment,
          azureApiVersion: model.apiVersion,
          useSystemMessages: true,
          clientOptions,
        }),
        breaker,
      );
    case 'none':
      return undefined;
  }
}
