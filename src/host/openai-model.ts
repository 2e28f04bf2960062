import type OpenAI from 'openai';
import { inSpan } from './turn-telemetry';
import type { PlanAnswer, PlannerName, PlanningModel, PlanRequest, RenderedPrompt } from '../planning/planning-model';
import { modelErrorOf } from './model-error';

/** A chat-completions model: OpenAI, Azure OpenAI, or any OpenAI-compatible server (Ollama, llama.cpp, vLLM). */
export interface OpenAIModelOptions {
  readonly name: Exclude<PlannerName, 'offline'>;
  readonly client: OpenAI;
  /** The model, or for Azure the deployment, every request names. */
  readonly model: string;
  /** A strict JSON schema for the plan, when the service supports structured outputs. */
  readonly responseFormat?: Record<string, unknown>;
  /** The environment variables that configure this model, named when the service refuses them. */
  readonly configurationVariables: readonly string[];
}

/** Plans with a chat-completions call over the `openai` client, its failures told apart by their type. */
export class OpenAIModel implements PlanningModel {
  readonly canReplan = true;

  constructor(private readonly options: OpenAIModelOptions) {}

  get description(): string {
    return this.options.name;
  }

  async plan(request: PlanRequest): Promise<PlanAnswer> {
    const prompt = await request.renderPrompt();
    const { model, name } = this.options;
    // Named and described as OpenTelemetry's conventions for generative AI ask, so tools that know them read the tokens.
    return inSpan(`chat ${model}`, { 'gen_ai.operation.name': 'chat', 'gen_ai.system': name, 'gen_ai.request.model': model }, async (span) => {
      const answer = await this.complete(request, prompt);
      if (answer.usage) {
        span.setAttributes({ 'gen_ai.usage.input_tokens': answer.usage.prompt_tokens, 'gen_ai.usage.output_tokens': answer.usage.completion_tokens });
      }
      return answer.answer;
    });
  }

  private async complete(request: PlanRequest, prompt: RenderedPrompt): Promise<{ answer: PlanAnswer; usage?: OpenAI.CompletionUsage }> {
    const { client, model, responseFormat, name, configurationVariables } = this.options;
    const { settings } = prompt;
    const stopWorking = request.showWorking();
    const started = Date.now();
    let usage: OpenAI.CompletionUsage | undefined;
    try {
      const completion = await client.chat.completions.create({
        model,
        messages: prompt.messages.map((message) => ({ role: message.role, content: message.content })),
        ...(settings.maxTokens !== undefined ? { max_tokens: settings.maxTokens } : {}),
        ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
        ...(settings.topP !== undefined ? { top_p: settings.topP } : {}),
        ...(settings.presencePenalty !== undefined ? { presence_penalty: settings.presencePenalty } : {}),
        ...(settings.frequencyPenalty !== undefined ? { frequency_penalty: settings.frequencyPenalty } : {}),
        // The client's types know only its own response formats; a JSON schema one is passed as the service expects it.
        ...(responseFormat ? { response_format: responseFormat as never } : {}),
      }, request.signal ? { signal: request.signal } : undefined);
      usage = completion.usage;
      return { answer: { text: completion.choices[0]?.message?.content ?? '', plannedBy: name }, ...(usage ? { usage } : {}) };
    } catch (error) {
      throw modelErrorOf(error, configurationVariables);
    } finally {
      stopWorking();
      request.noteModelCall({ ms: Date.now() - started, ...(usage ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } : {}) });
    }
  }
}
