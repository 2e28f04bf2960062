import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotProcess } from './fakes/bot-process';
import { itemsOnCard } from './fakes/card-reading';
import { FakeConnector } from './fakes/fake-connector';
import { plan, say } from './fakes/plans';
import { ScriptedModelServer } from './fakes/scripted-model-server';
import { removeSqliteFiles } from './fakes/sqlite-files';

const SPENT = 'This chat has used its model allowance for today (100 tokens), so I can only do plain requests until midnight UTC: try "add milk to groceries" or "what\'s on groceries?".';

describe('a daily model token allowance, over HTTP', () => {
  let model: ScriptedModelServer;
  let connector: FakeConnector;

  beforeAll(async () => {
    [model, connector] = await Promise.all([ScriptedModelServer.start(), FakeConnector.start()]);
  });

  afterAll(async () => {
    await Promise.all([model?.close(), connector?.close()]);
  });

  it('spent on one process holds on another sharing the SQLite file: no model request, one message, plain requests still answered', async () => {
    const path = join(tmpdir(), `pantry-budget-${randomUUID()}.db`);
    // The scripted server counts a word as a token: the plan prompt alone is far over 100.
    const env = { SQLITE_PATH: path, PLANNER: 'auto', OPENAI_BASE_URL: model.baseUrl, OPENAI_API_KEY: 'test-key', MODEL_TOKENS_PER_CONVERSATION_PER_DAY: '100' };
    const [here, there] = await Promise.all([BotProcess.start(env), BotProcess.start(env)]);
    const conversationId = 'a:budget-e2e';
    const send = (bot: BotProcess, text: string) => bot.say({ text, conversationId, serviceUrl: connector.serviceUrl });
    try {
      model.enqueuePlans(plan(say('A feast needs a plan.')));
      await send(here, 'plan a feast');
      expect(model.requests).toHaveLength(1);
      expect(connector.textsTo(conversationId).at(-1)).toBe('A feast needs a plan.');

      model.enqueuePlans(plan(say('Another feast.')));
      const before = connector.textsTo(conversationId).length;
      await send(there, 'plan another feast');
      expect(model.requests).toHaveLength(1);
      expect(connector.textsTo(conversationId).slice(before)).toEqual([SPENT]);

      await send(there, 'create a groceries list with milk');
      expect(connector.textsTo(conversationId).at(-1)).toBe('Created groceries with milk.');
      await send(here, "what's on groceries?");
      expect(itemsOnCard(connector.lastCard(conversationId).card)).toEqual(['milk']);
      expect(model.requests).toHaveLength(1);
    } finally {
      await Promise.all([here.stop(), there.stop()]);
      removeSqliteFiles(path);
    }
  });
});
