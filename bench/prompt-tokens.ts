import { GPTTokenizer } from '@microsoft/teams-ai';
import { createList, DEFAULT_LIST_LIMITS, type GroceryLists } from '../src/lists';
import { renderListsForPrompt } from '../src/planning/render-lists';
import { BotProcess } from '../test/fakes/bot-process';
import { FakeConnector } from '../test/fakes/fake-connector';
import { doAction, plan, say } from '../test/fakes/plans';
import { ScriptedModelServer } from '../test/fakes/scripted-model-server';

const SIZES = [10, 100, 1_000, 10_000];
const ITEMS_PER_LIST = 500;

/**
 * Prompt tokens of one request against the real bot as the stored lists grow, counted with the
 * tokenizer teams-ai uses. Token counts do not vary between runs, so one run is enough.
 */
export async function benchPromptTokens(): Promise<string> {
  const tokenizer = new GPTTokenizer();
  const count = (text: string) => tokenizer.encode(text).length;
  const [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
  const bot = await BotProcess.start({ PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl });
  const rows: string[] = [];
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
      const listsSection = system.slice(system.indexOf('The lists now:') + 'The lists now:'.length, system.indexOf('Rules:'));
      const unbounded = count(renderListsForPrompt(lists, Number.POSITIVE_INFINITY, count));
      const whole = messages.reduce((sum, message) => sum + count(message.content), 0);
      rows.push(`| ${size.toLocaleString('en')} | ${listSizes.length} | ${count(listsSection)} | ${count(system)} | ${whole} | ${unbounded.toLocaleString('en')} |`);
    }
  } finally {
    await bot.stop();
    await Promise.all([model.close(), connector.close()]);
  }
  return [
    '### Prompt tokens against list size (one request, PROMPT_LIST_TOKENS=1000)',
    '',
    '| items stored | lists | lists section | system message | whole prompt (with history and input) | lists section if shown in full |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
