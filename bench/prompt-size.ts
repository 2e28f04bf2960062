// `npx tsx bench/prompt-size.ts` prints this section alone; `npm run bench` runs it with the rest.
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { PROMPT_SIZE_SCENARIO, PROMPT_SIZE_TARGETS, promptCharacters, systemMessageCharacters } from '../test/fakes/prompt-size-scenario';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';

/** One model call of the scenario, in characters. */
export interface PromptSizeCall {
  readonly message: string;
  readonly prompt: number;
  readonly systemMessage: number;
  readonly messages: number;
}

export interface PromptSizeFigures {
  readonly targets: typeof PROMPT_SIZE_TARGETS;
  readonly calls: readonly PromptSizeCall[];
  readonly firstCall: number;
  readonly scenario: number;
}

/**
 * The characters of every prompt the model is sent over a five-message conversation against the
 * real bot with PLANNER=llm: each request's messages as JSON, as the scripted server received them.
 * Sizes do not vary between runs, so one run is enough.
 */
export async function benchPromptSize(): Promise<BenchSection<PromptSizeFigures>> {
  const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
  const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, STORAGE: 'memory' });
  const calls: PromptSizeCall[] = [];
  try {
    for (const step of PROMPT_SIZE_SCENARIO) {
      const first = model.requests.length;
      model.enqueuePlans(...step.answers);
      await bot.say({ text: step.message, conversationId: 'a:prompt-size', serviceUrl: connector.serviceUrl });
      const unused = model.discardPending();
      if (unused > 0) {
        throw new Error(`"${step.message}" left ${unused} scripted answers unused: the scenario did not go as scripted`);
      }
      for (const request of model.requests.slice(first)) {
        calls.push({ message: step.message, prompt: promptCharacters(request.body), systemMessage: systemMessageCharacters(request.body), messages: request.body.messages.length });
      }
    }
  } finally {
    await bot.stop();
    await Promise.all([model.close(), connector.close()]);
  }
  const figures: PromptSizeFigures = {
    targets: PROMPT_SIZE_TARGETS,
    calls,
    firstCall: calls[0]?.prompt ?? 0,
    scenario: calls.reduce((sum, call) => sum + call.prompt, 0),
  };
  return { markdown: markdownOf(figures), figures };
}

function markdownOf(figures: PromptSizeFigures): string {
  const within = (value: number, target: number) => `${value.toLocaleString('en')} (target ≤ ${target.toLocaleString('en')}${value <= target ? '' : ', over'})`;
  return [
    `### Prompt characters over a five-message conversation (PLANNER=llm, scripted model; sizes are deterministic, so one run)`,
    '',
    `Characters of each request's \`messages\` as JSON, as the model server received them. First call: ${within(figures.firstCall, figures.targets.firstCall)}; all ${figures.calls.length} calls: ${within(figures.scenario, figures.targets.scenario)}.`,
    '',
    '| message | prompt characters | system message characters | messages |',
    '|---|---|---|---|',
    ...figures.calls.map((call) => `| ${call.message} | ${call.prompt.toLocaleString('en')} | ${call.systemMessage.toLocaleString('en')} | ${call.messages} |`),
  ].join('\n');
}

if (require.main === module) {
  benchPromptSize()
    .then((section) => console.log(section.markdown))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
