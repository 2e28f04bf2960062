import type { PromptCompletionModel } from '@microsoft/teams-ai';
// teams-ai does not re-export its response types from the package root.
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';

/** What the bot says to every message while it has no planner that can understand it. */
export const NO_MODEL_REPLY =
  "I can't plan list changes yet: no language model is configured. Whoever runs this bot can set OPENAI_API_KEY (OpenAI), OPENAI_BASE_URL (an OpenAI-compatible server such as Ollama) or AZURE_OPENAI_API_KEY, AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_DEPLOYMENT (Azure OpenAI), then restart me.";

/**
 * The model used when none is configured: it answers every prompt with a plan that explains how to
 * configure one, so the bot starts and replies instead of failing.
 */
export class UnconfiguredModel implements PromptCompletionModel {
  async completePrompt(): Promise<PromptResponse<string>> {
    const plan = { type: 'plan', commands: [{ type: 'SAY', response: NO_MODEL_REPLY }] };
    return { status: 'success', message: { role: 'assistant', content: JSON.stringify(plan) } };
  }
}
