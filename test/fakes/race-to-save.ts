import { BotProcess } from './bot-process';
import type { FakeConnector } from './fake-connector';
import { doAction, plan, say } from './plans';
import { ScriptedModelServer } from './scripted-model-server';
import { waitFor } from './wait-for';

/** One side of the race: what a bot is sent, and the plan its model answers with. */
export interface RacingTurn {
  readonly send: (bot: BotProcess) => Promise<Response>;
  readonly plan: unknown;
}

export interface RaceToSave {
  readonly connector: FakeConnector;
  /** The environment of the storage both bots share. */
  readonly storage: Record<string, string>;
  readonly conversationId: string;
  readonly first: RacingTurn;
  readonly second: RacingTurn;
}

/**
 * Two bot processes on one storage, in a conversation begun with an empty groceries list, whose
 * first turn is made to lose the race to save, every time: the first bot reads the conversation and
 * asks its model, which holds its plan until the second bot's turn has saved; the first bot's save
 * then meets the newer state. Each bot asks a model of its own. `check` runs with both bots still
 * up, the second's model to answer more, and the first turn's response.
 */
export async function raceToSave(
  race: RaceToSave,
  check: (outcome: { first: BotProcess; second: BotProcess; secondModel: ScriptedModelServer; firstResponse: Response }) => Promise<void>,
): Promise<void> {
  const [firstModel, secondModel] = await Promise.all([ScriptedModelServer.start(), ScriptedModelServer.start()]);
  const [first, second] = await Promise.all([firstModel, secondModel].map((model) => BotProcess.start({ ...race.storage, PLANNER: 'llm', OPENAI_BASE_URL: model.baseUrl })));
  try {
    firstModel.enqueuePlans(plan(doAction('createList', { list: 'groceries' }), say('Created groceries.')));
    await first!.say({ text: 'create a groceries list', conversationId: race.conversationId, serviceUrl: race.connector.serviceUrl });

    let secondSaved = () => {};
    const saved = new Promise<void>((resolve) => (secondSaved = resolve));
    firstModel.enqueue({ content: JSON.stringify(race.first.plan), until: saved });
    const asked = firstModel.requests.length + 1;
    const firstTurn = race.first.send(first!);
    await waitFor(() => firstModel.requests.length === asked);
    secondModel.enqueuePlans(race.second.plan);
    // A turn's reply goes out only once its state is stored, and its request ends after that.
    await race.second.send(second!);
    secondSaved();
    await check({ first: first!, second: second!, secondModel, firstResponse: await firstTurn });
  } finally {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([firstModel.close(), secondModel.close()]);
  }
}
