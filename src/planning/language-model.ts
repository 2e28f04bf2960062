import type { TurnContext } from 'botbuilder';
import { ActivityTypes } from 'botbuilder';
import type { Memory, PromptCompletionModel, PromptFunctions, PromptTemplate, Tokenizer } from '@microsoft/teams-ai';
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';
import { notePlanner, type PlannerName } from './planner-name';

/** Teams shows a typing indicator for about three seconds; it is renewed before it fades. */
const TYPING_EVERY_MS = 2_500;

/**
 * A language model as the planner uses it: each call is noted as that model's (for the turn's log
 * line and the "AI generated" label), and the user sees the bot typing while it thinks. The offline
 * planner answers in microseconds and needs neither.
 */
export class LanguageModel implements PromptCompletionModel {
  constructor(
    readonly name: PlannerName,
    private readonly model: PromptCompletionModel,
  ) {}

  get events() {
    return this.model.events;
  }

  async completePrompt(context: TurnContext, memory: Memory, functions: PromptFunctions, tokenizer: Tokenizer, template: PromptTemplate): Promise<PromptResponse<string>> {
    notePlanner(context, this.name);
    const stopTyping = showTyping(context);
    try {
      return await this.model.completePrompt(context, memory, functions, tokenizer, template);
    } finally {
      stopTyping();
    }
  }
}

function showTyping(context: TurnContext): () => void {
  if (context.activity.type !== ActivityTypes.Message) {
    return () => undefined;
  }
  // A typing indicator is a courtesy: failing to send one must not fail the turn.
  const send = () => void context.sendActivity({ type: ActivityTypes.Typing }).catch(() => undefined);
  send();
  const timer = setInterval(send, TYPING_EVERY_MS);
  return () => clearInterval(timer);
}
