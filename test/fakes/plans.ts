/** Builders for the plans the scripted model answers with, as an LLM would write them. */
export function plan(...commands: unknown[]) {
  return { type: 'plan', commands };
}

export function doAction(action: string, parameters: Record<string, unknown>) {
  return { type: 'DO', action, parameters };
}

export function say(response: string) {
  return { type: 'SAY', response };
}
