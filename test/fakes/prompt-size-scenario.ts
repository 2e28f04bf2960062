import { doAction, plan, say } from './plans';

/** What the prompt of every model call may be, in characters, and of the whole scenario. */
// With the shopping actions (bought, sections, rename) the first call may grow to 1,800 characters
// (it was 1,500 with eight actions); each of the scenario's six calls repeats them, so the whole
// scenario may grow to 12,500 (it was 10,000).
export const PROMPT_SIZE_TARGETS = { firstCall: 1_800, scenario: 12_500 } as const;

/** One message of the scenario and what the scripted model answers at each of its calls. */
export interface PromptSizeStep {
  readonly message: string;
  readonly answers: readonly unknown[];
}

/**
 * Five messages of one conversation with a small list, each answered as a capable model would:
 * a create, an add, a remove, a read that needs an observation, and a delete that asks to confirm.
 */
export const PROMPT_SIZE_SCENARIO: readonly PromptSizeStep[] = [
  {
    message: 'create a grocery list with milk and eggs',
    answers: [plan(doAction('createList', { list: 'grocery', items: ['milk', 'eggs'] }), say('Created grocery with milk and eggs.'))],
  },
  {
    message: 'add bread and butter to the grocery list',
    answers: [plan(doAction('addItems', { list: 'grocery', items: ['bread', 'butter'] }), say('Added bread and butter to grocery.'))],
  },
  {
    message: 'remove milk from the grocery list',
    answers: [plan(doAction('removeItems', { list: 'grocery', items: ['milk'] }), say('Removed milk from grocery.'))],
  },
  {
    message: "what's on my grocery list?",
    answers: [plan(doAction('getItems', { list: 'grocery' })), plan(say('Grocery has eggs, bread and butter.'))],
  },
  {
    message: 'delete the grocery list',
    answers: [plan(doAction('deleteList', { list: 'grocery' }), say('Deleted grocery.'))],
  },
];

/** A chat-completions request body as the model server received it. */
export interface RequestBody {
  readonly messages: readonly { role: string; content: string }[];
  readonly tools?: unknown;
}

/** The characters of one request's prompt: its messages (and tools, if any) as JSON, as sent. */
export function promptCharacters(body: RequestBody): number {
  return JSON.stringify(body.messages).length + (body.tools === undefined ? 0 : JSON.stringify(body.tools).length);
}

/** The characters of the system message's text. */
export function systemMessageCharacters(body: RequestBody): number {
  return body.messages.find((message) => message.role === 'system')?.content.length ?? 0;
}
