/** A chat-completions request body, as either scripted model records it. */
interface RequestBody {
  readonly messages: readonly { role: string; content: string }[];
}

const LISTS_HEADING = 'The lists now:';

/**
 * The lists section of a request's system message, from its heading to the message's end, where the
 * template puts it (after the instructions and actions, which stay the same from call to call).
 */
export function listsSectionOf(body: RequestBody | undefined): string {
  const system = body?.messages.find((message) => message.role === 'system')?.content ?? '';
  const start = system.indexOf(LISTS_HEADING);
  return start < 0 ? '' : system.slice(start).trim();
}

/** The lists section without its heading: what the lists renderer wrote. */
export function listsShownIn(body: RequestBody | undefined): string {
  return listsSectionOf(body).slice(LISTS_HEADING.length);
}
