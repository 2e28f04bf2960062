/** What marks one thread of a Teams channel in its conversation id: "19:…@thread.tacv2;messageid=1690…". */
const THREAD_MARK = ';messageid=';

/**
 * The conversation whose lists a message shares: in a Teams channel, the channel, whichever thread
 * the message is in (each thread has a conversation id of its own); elsewhere, the conversation.
 */
export function sharedConversationId(conversationId: string): string {
  const at = conversationId.indexOf(THREAD_MARK);
  return at < 0 ? conversationId : conversationId.slice(0, at);
}

/** Whether the conversation id is one thread of a channel, as against the channel or a chat. */
export function isChannelThread(conversationId: string): boolean {
  return conversationId.includes(THREAD_MARK);
}
