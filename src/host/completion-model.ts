import { ActivityTypes, type TurnContext } from 'botbuilder';
import type { ShoppingMemory } from '../shopping/shopping-memory';
import type { Memory, PromptCompletionModel, PromptFunctions, PromptTemplate, Tokenizer } from '@microsoft/teams-ai';
// teams-ai does not re-export its response types from the package root.
import type { PromptResponse } from '@microsoft/teams-ai/lib/types';
import type { ConversationFocus } from '../conversation/conversation-state';
import type { ModelTokens } from '../conversation/token-budget';
import type { GroceryLists } from '../lists';
import { PromptTooLongError } from '../planning/planner-errors';
import type { PlanningModel, PromptMessage, RenderedPrompt } from '../planning/planning-model';
import { notePlanner, turnRecordOf } from './turn-record';
import { isSharedChat } from './reminder-context';

/**
 * The typing indicator is shown only once a model has taken this long: a quick answer needs none,
 * and is spared a flicker and a second call to the connector.
 */
const TYPING_AFTER_MS = 400;
/** Teams shows a typing indicator for about three seconds; it is renewed before it fades. */
const TYPING_EVERY_MS = 2_500;

/**
 * Our planning model behind teams-ai's model interface, the one place the two meet: the step comes
 * from the turn's record, the prompt is rendered by teams-ai's template only if the model reads it,
 * and a model's failure reaches the planner as the typed error the model threw.
 */
export class CompletionModel implements PromptCompletionModel {
  constructor(private readonly model: PlanningModel) {}

  async completePrompt(context: TurnContext, memory: Memory, functions: PromptFunctions, tokenizer: Tokenizer, template: PromptTemplate): Promise<PromptResponse<string>> {
    const record = turnRecordOf(context);
    const input = record.step?.input ?? context.activity.text ?? '';
    const focus = memory.getValue<ConversationFocus | undefined>('conversation.focus');
    // Counted after the turn (see create-app), so this is the count as the turn began.
    const modelTokens = memory.getValue<ModelTokens | undefined>('conversation.modelTokens');
    const shopping = memory.getValue<ShoppingMemory | undefined>('conversation.shopping');
    try {
      const answer = await this.model.plan({
        input,
        isUsersMessage: record.step?.isUsersMessage ?? true,
        lists: memory.getValue<GroceryLists | undefined>('conversation.lists') ?? [],
        ...(focus ? { focus } : {}),
        ...(memory.getValue<boolean | undefined>('conversation.askedBack') ? { afterQuestion: true } : {}),
        ...(context.activity.from?.name ? { userName: context.activity.from.name } : {}),
        ...(record.step?.signal ? { signal: record.step.signal } : {}),
        ...(modelTokens ? { modelTokens } : {}),
        ...(shopping ? { shopping } : {}),
        ...(isSharedChat(context) ? { sharedChat: true } : {}),
        ...(record.reminding ? { reminding: record.reminding } : {}),
        renderPrompt: () => renderPrompt(context, memory, functions, tokenizer, template),
        showWorking: () => showTyping(context),
        noteModelCall: (call) => record.modelCalls.push(call),
      });
      notePlanner(record, answer.plannedBy);
      if (answer.declined) {
        record.declined = answer.declined;
      }
      if (answer.offer) {
        record.offer = answer.offer;
      }
      // A plan built as an object is handed on as one (see ValidatedPlanAugmentation), not as JSON to be read again.
      const content = 'text' in answer ? answer.text : (answer.plan as unknown as string);
      return { status: 'success', input: { role: 'user', content: input }, message: { role: 'assistant', content } };
    } catch (error) {
      return { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
}

async function renderPrompt(context: TurnContext, memory: Memory, functions: PromptFunctions, tokenizer: Tokenizer, template: PromptTemplate): Promise<RenderedPrompt> {
  const { completion } = template.config;
  const maxInputTokens = completion.max_input_tokens;
  const rendered = await template.prompt.renderAsMessages(context, memory, functions, tokenizer, maxInputTokens);
  if (rendered.tooLong) {
    throw new PromptTooLongError(rendered.length, maxInputTokens);
  }
  const messages = rendered.output.map(
    (message): PromptMessage => ({
      role: message.role === 'system' || message.role === 'assistant' ? message.role : 'user',
      content: typeof message.content === 'string' ? message.content : JSON.stringify(message.content ?? ''),
    }),
  );
  return {
    messages,
    settings: {
      maxTokens: completion.max_tokens,
      temperature: completion.temperature,
      topP: completion.top_p,
      presencePenalty: completion.presence_penalty,
      frequencyPenalty: completion.frequency_penalty,
    },
  };
}

function showTyping(context: TurnContext): () => void {
  if (context.activity.type !== ActivityTypes.Message) {
    return () => undefined;
  }
  // A typing indicator is a courtesy: failing to send one must not fail the turn.
  const send = () => void context.sendActivity({ type: ActivityTypes.Typing }).catch(() => undefined);
  let renewal: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    send();
    renewal = setInterval(send, TYPING_EVERY_MS);
  }, TYPING_AFTER_MS);
  return () => {
    clearTimeout(first);
    clearInterval(renewal);
  };
}
