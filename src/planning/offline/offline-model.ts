import type { TurnContext } from 'botbuilder';
import type { Memory, PromptCompletionModel, PromptFunctions, PromptTemplate, Tokenizer } from '@microsoft/teams-ai';
// teams-ai does not re-export its response types from the package root.
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';
import type { GroceryLists, ListLimits } from '../../lists';
import { notePlanner } from '../planner-name';
import { planOffline } from './offline-planner';
import { NOT_UNDERSTOOD_REPLY } from './replies';
import { sayPlan } from './intent';

/**
 * The offline planner behind teams-ai's model interface: it answers the plan prompt with the plan
 * for the user's message, so validation, actions and replies run exactly as for a language model.
 * With no `fallback`, a request it does not understand is answered with what it can do; with one
 * (PLANNER=auto and a model configured), such requests, and every later step of a turn, go to it.
 */
export class OfflineModel implements PromptCompletionModel {
  constructor(
    private readonly limits: ListLimits,
    private readonly fallback?: PromptCompletionModel,
  ) {}

  get events() {
    return this.fallback?.events;
  }

  async completePrompt(
    context: TurnContext,
    memory: Memory,
    functions: PromptFunctions,
    tokenizer: Tokenizer,
    template: PromptTemplate,
  ): Promise<PromptResponse<string>> {
    const input = memory.getValue<string | undefined>('temp.input') ?? '';
    // Later steps of a turn carry an action's result as input, not the user's words.
    const isUsersMessage = input === context.activity.text;
    const planning = isUsersMessage ? planOffline(input, memory.getValue<GroceryLists | undefined>('conversation.lists') ?? [], this.limits) : undefined;
    if (planning?.understood) {
      notePlanner(context, 'offline');
      return answer(planning.plan);
    }
    if (this.fallback) {
      return this.fallback.completePrompt(context, memory, functions, tokenizer, template);
    }
    notePlanner(context, 'offline');
    return answer(sayPlan(NOT_UNDERSTOOD_REPLY));
  }
}

function answer(plan: unknown): PromptResponse<string> {
  return { status: 'success', message: { role: 'assistant', content: JSON.stringify(plan) } };
}
