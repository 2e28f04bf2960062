import { GPTTokenizer } from '@microsoft/teams-ai';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../src/lists';
import { renderListsForPrompt } from '../src/planning/render-lists';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { listsShownIn } from '../test/fakes/prompt-sections';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';
import type { BenchSection } from './bench-section';

const SIZES = [10, 100, 1_000, 10_000];
const ITEMS_PER_LIST = 500;
/** The bot's default, set anyway so that the heading stays true if the default changes. */
const PROMPT_LIST_TOKENS = 1_000;

/** Tokens of one request's prompt with `itemsStored` items in the conversation's lists. */
export interface PromptTokensRow {
  readonly itemsStored: number;
  readonly lists: number;
  readonly listsSection: number;
  readonly systemMessage: number;
  /** Every message: system, history and input. */
  readonly wholePrompt: number;
  /** The lists section as it would be with no bound. */
  readonly listsSectionInFull: number;
}

export interface PromptTokensFigures {
  readonly promptListTokens: number;
  readonly itemsPerList: number;
  readonly rows: readonly PromptTokensRow[];
}

/**
 * Prompt tokens of one request against the real bot as the stored lists grow, counted with the
 * tokenizer teams-ai uses. Token counts do not vary between runs, so one run is enough.
 */
export async function benchPromptTokens(): Promise<BenchSection<PromptTokensFigures>> {
  const tokenizer = new GPTTokenizer();
  const count = (text: string) => tokenizer.encode(text).length;
  const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
  const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl, PROMPT_LIST_TOKENS: String(PROMPT_LIST_TOKENS) });
  const rows: PromptTokensRow[] = [];
  try {
    for (const size of SIZES) {
      const conversationId = `bench-${size}`;
      const listSizes = Array.from({ length: Math.ceil(size / ITEMS_PER_LIST) }, (_, index) => Math.min(ITEMS_PER_LIST, size - index * ITEMS_PER_LIST));
      let lists: GroceryLists = [];
      for (const [index, itemCount] of listSizes.entries()) {
        const items = Array.from({ length: itemCount }, (_, item) => `item ${item + 1} of list ${index + 1}`);
        model.enqueuePlans(plan(doAction('createList', { list: `list ${index + 1}`, items }), say('Created.')));
        await bot.say({ text: `create list ${index + 1}`, conversationId, serviceUrl: connector.serviceUrl });
        const created = createList(lists, `list ${index + 1}`, items, DEFAULT_LIST_LIMITS);
        lists = created.ok ? created.value.lists : lists;
      }
      model.enqueuePlans(plan(say('Here they are.')));
      await bot.say({ text: 'what lists do I have?', conversationId, serviceUrl: connector.serviceUrl });
      const messages = model.requests[model.requests.length - 1]?.body.messages ?? [];
      const system = messages[0]?.content ?? '';
      const listsSection = listsShownIn({ messages });
      rows.push({
        itemsStored: size,
        lists: listSizes.length,
        listsSection: count(listsSection),
        systemMessage: count(system),
        wholePrompt: messages.reduce((sum, message) => sum + count(message.content), 0),
        listsSectionInFull: count(renderListsForPrompt(lists, Number.POSITIVE_INFINITY, count)),
      });
    }
  } finally {
    await bot.stop();
    await Promise.all([model.close(), connector.close()]);
  }
  const markdown = [
    `### Prompt tokens against list size (one request, PROMPT_LIST_TOKENS=${PROMPT_LIST_TOKENS}; token counts are deterministic, so one run)`,
    '',
    '| items stored | lists | lists section | system message | whole prompt (with history and input) | lists section if shown in full |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.itemsStored.toLocaleString('en')} | ${row.lists} | ${row.listsSection} | ${row.systemMessage} | ${row.wholePrompt} | ${row.listsSectionInFull.toLocaleString('en')} |`,
    ),
  ].join('\n');
  return { markdown, figures: { promptListTokens: PROMPT_LIST_TOKENS, itemsPerList: ITEMS_PER_LIST, rows } };
}
