import { GPTTokenizer } from '@microsoft/teams-ai';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';
import { MODEL_CALL_SCENARIOS, type ModelCallScenario, SETUP } from './model-call-scenarios';

const PLANNERS = ['llm', 'auto'] as const;
type PlannerSetting = (typeof PLANNERS)[number];

/** What one scenario's request cost in model calls and prompt tokens. */
export interface ScenarioCost {
  readonly modelCalls: number;
  /** Summed over the calls. */
  readonly promptTokens: number;
  readonly largestPromptTokens: number;
}

export interface ModelCallsRow {
  readonly scenario: string;
  readonly request: string;
  readonly llm: ScenarioCost;
  readonly auto: ScenarioCost;
}

export interface ModelCallsFigures {
  readonly tokenizer: string;
  readonly scenarios: readonly ModelCallsRow[];
  readonly total: { readonly llm: ScenarioCost; readonly auto: ScenarioCost };
  /** With PLANNER=auto, how many of the scenarios' requests the model was asked about at all. */
  readonly autoRequestsReachingModel: number;
}

/** The messages' content as teams-ai's tokenizer counts it: roles and message framing are left out. */
const TOKENIZER = "teams-ai's GPTTokenizer over the content of every message the model server received";

/**
 * Model calls and prompt tokens per request over a fixed set of scripted scenarios, against the real
 * bot: once with PLANNER=llm, where every request goes to the model, and once with PLANNER=auto,
 * where the offline planner answers what it understands. Each scenario has a conversation of its
 * own, so its figures do not depend on the others. Token counts do not vary between runs.
 */
export async function benchModelCalls(): Promise<BenchSection<ModelCallsFigures>> {
  const tokenizer = new GPTTokenizer();
  const countTokens = (text: string) => tokenizer.encode(text).length;
  const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
  const costs: Record<PlannerSetting, ScenarioCost[]> = { llm: [], auto: [] };
  try {
    for (const planner of PLANNERS) {
      const bot = await BotProcess.start({ PLANNER: planner, OPENAI_BASE_URL: model.baseUrl, STORAGE: 'memory' });
      try {
        for (const [index, scenario] of MODEL_CALL_SCENARIOS.entries()) {
          const conversationId = `a:model-calls-${planner}-${index}`;
          costs[planner].push(await runScenario({ bot, model, connector, conversationId, countTokens }, scenario));
        }
      } finally {
        await bot.stop();
      }
    }
  } finally {
    await Promise.all([model.close(), connector.close()]);
  }
  const scenarios = MODEL_CALL_SCENARIOS.map((scenario, index) => ({
    scenario: scenario.name,
    request: scenario.request,
    llm: costs.llm[index] ?? noCost(),
    auto: costs.auto[index] ?? noCost(),
  }));
  const figures: ModelCallsFigures = {
    tokenizer: TOKENIZER,
    scenarios,
    total: { llm: sum(costs.llm), auto: sum(costs.auto) },
    autoRequestsReachingModel: costs.auto.filter((cost) => cost.modelCalls > 0).length,
  };
  return { markdown: markdownOf(figures), figures };
}

interface ScenarioRun {
  readonly bot: BotProcess;
  readonly model: ScriptedModelServer;
  readonly connector: FakeConnector;
  readonly conversationId: string;
  readonly countTokens: (text: string) => number;
}

/**
 * Sets up the conversation, sends the scenario's request, and counts what reached the model. When
 * the model was asked, the whole script must have played out, starting from the user's request;
 * otherwise the figures would describe some other conversation than the one named.
 */
async function runScenario(run: ScenarioRun, scenario: ModelCallScenario): Promise<ScenarioCost> {
  const { bot, model, connector, conversationId, countTokens } = run;
  const lastReply = () => connector.textsTo(conversationId).at(-1) ?? '';
  model.enqueuePlans(SETUP.answer);
  await bot.say({ text: SETUP.request, conversationId, serviceUrl: connector.serviceUrl });
  if (lastReply() !== SETUP.reply) {
    throw new Error(`The setup of "${scenario.name}" was answered ${JSON.stringify(lastReply())}, not by the scripted model`);
  }
  const firstRequest = model.requests.length;
  model.enqueuePlans(...scenario.answers);
  await bot.say({ text: scenario.request, conversationId, serviceUrl: connector.serviceUrl });
  const requests = model.requests.slice(firstRequest);
  const unused = model.discardPending();
  if (requests.length > 0) {
    const firstInput = requests[0]?.body.messages.at(-1)?.content;
    if (firstInput !== scenario.request || unused > 0 || !lastReply().startsWith(scenario.replyStartsWith)) {
      throw new Error(
        `"${scenario.name}" did not go as scripted: the model was first asked ${JSON.stringify(firstInput)}, ${unused} scripted answers were left unused, and the reply was ${JSON.stringify(lastReply())}`,
      );
    }
  }
  const prompts = requests.map((request) => request.body.messages.reduce((tokens, message) => tokens + countTokens(message.content), 0));
  return { modelCalls: requests.length, promptTokens: prompts.reduce((total, tokens) => total + tokens, 0), largestPromptTokens: Math.max(0, ...prompts) };
}

function noCost(): ScenarioCost {
  return { modelCalls: 0, promptTokens: 0, largestPromptTokens: 0 };
}

function sum(costs: readonly ScenarioCost[]): ScenarioCost {
  return costs.reduce(
    (total, cost) => ({
      modelCalls: total.modelCalls + cost.modelCalls,
      promptTokens: total.promptTokens + cost.promptTokens,
      largestPromptTokens: Math.max(total.largestPromptTokens, cost.largestPromptTokens),
    }),
    noCost(),
  );
}

function markdownOf(figures: ModelCallsFigures): string {
  const cells = (cost: ScenarioCost) => `${cost.modelCalls} | ${cost.promptTokens.toLocaleString('en')} | ${cost.largestPromptTokens.toLocaleString('en')}`;
  return [
    `### Model calls and prompt tokens per request (${figures.scenarios.length} scripted scenarios against the real bot; token counts are deterministic, so one run)`,
    '',
    `Tokens: ${figures.tokenizer}, summed over the request's calls. Each scenario runs in a conversation of its own that already holds groceries (milk, eggs) and party (chips, 2 bags of ice). With PLANNER=auto the offline planner answers what it understands; ${figures.autoRequestsReachingModel} of the ${figures.scenarios.length} requests reached the model.`,
    '',
    '| scenario | request | model calls | prompt tokens, all calls | largest prompt | auto: model calls | auto: prompt tokens | auto: largest prompt |',
    '|---|---|---|---|---|---|---|---|',
    ...figures.scenarios.map((row) => `| ${row.scenario} | ${row.request} | ${cells(row.llm)} | ${cells(row.auto)} |`),
    `| **all** | | ${cells(figures.total.llm)} | ${cells(figures.total.auto)} |`,
  ].join('\n');
}
