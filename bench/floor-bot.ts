// The floor the bot's CPU per turn is measured against: the least a teams-ai bot does on the same
// parts (the bot's own adapter, server and logger) with botbuilder's memory storage. Each message is
// stored in the conversation's state and answered with one line, and the turn logged in one line. Started by bench/cpu-per-turn.ts.
import { MemoryStorage } from 'botbuilder';
import { Application, type DefaultConversationState, type DefaultTempState, type DefaultUserState, TurnState } from '@microsoft/teams-ai';
import { loadConfig } from '../src/config';
import { createAdapter } from '../src/host/create-adapter';
import { createLogger } from '../src/logger';
import { createServer } from '../src/server';
import { storageReadiness } from '../src/storage/storage-readiness';

type FloorState = TurnState<DefaultConversationState & { messages?: string[] }, DefaultUserState, DefaultTempState>;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const storage = new MemoryStorage();
  const app = new Application<FloorState>({ storage, turnStateFactory: () => new TurnState(), startTypingTimer: false });
  app.message(/.*/, async (context, state) => {
    const messages = state.conversation.messages ?? [];
    state.conversation.messages = [...messages, context.activity.text ?? ''].slice(-10);
    await context.sendActivity(`Noted: ${context.activity.text ?? ''}`);
    // The bot logs one summary line a turn at info; so does the floor, so that logging is not counted against the bot.
    logger.info('turn', { conversationId: context.activity.conversation?.id, activityType: context.activity.type, outcome: 'answered' });
  });
  const server = createServer({ adapter: createAdapter(config.bot, logger), runner: { run: (context) => app.run(context) }, logger, readiness: () => storageReadiness(storage) });
  const port = await server.listen(config.port);
  logger.info(`listening on http://localhost:${port}/api/messages`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
}

void main();
