import { OpenAIModel, type PromptCompletionModel } from '@microsoft/teams-ai';
import type { Config } from '../config';
import { UnconfiguredModel } from './unconfigured-model';

/** Which model answered: logged with every turn so an operator can see what they pay for. */
export type ModelName = 'openai' | 'azure-openai' | 'unconfigured';

/** The model the planner sends its prompt to, chosen from the configuration. */
export function createPlanningModel(config: Pick<Config, 'model' | 'planner' | 'modelTimeoutMs'>): { model: PromptCompletionModel; name: ModelName } {
  const clientOptions = { timeout: config.modelTimeoutMs, maxRetries: 2 };
  const model = config.planner === 'offline' ? ({ kind: 'none' } as const) : config.model;
  switch (model.kind) {
    case 'openai':
      return {
        name: 'openai',
        model: new OpenAIModel({
          apiKey: model.apiKey,
          defaultModel: model.model,
          ...(model.baseUrl ? { endpoint: model.baseUrl } : {}),
          useSystemMessages: true,
          clientOptions,
        }),
      };
    case 'azure-openai':
      return {
        name: 'azure-openai',
        model: new OpenAIModel({
          azureApiKey: model.apiKey,
          azureEndpoint: model.endpoint,
          azureDefaultDeployment: model.deployment,
          azureApiVersion: model.apiVersion,
          useSystemMessages: true,
          clientOptions,
        }),
      };
    case 'none':
      return { name: 'unconfigured', model: new UnconfiguredModel() };
  }
}
