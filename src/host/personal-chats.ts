import { type Storage, TeamsInfo, type TurnContext } from 'botbuilder';
import { isEtagConflict } from '../storage/storage-errors';

/** Where a person's chat with the bot is kept: its conversation id, under their Teams id. */
interface PersonalChat {
  readonly conversationId: string;
}

/** A conversation's state as the storage keeps it. */
type StoredState = Record<string, unknown> & { eTag?: string };

/**
 * Each person's chat with the bot, remembered from the turns they send there, so that the message
 * extension, used in a chat the bot is not in, can reach their own lists. Kept in the bot's storage,
 * beside the conversations; read once per person and process, and written only when it is new or moved.
 */
export class PersonalChats {
  private readonly known = new Map<string, string>();

  constructor(private readonly storage: Storage) {}

  /** Remembers where the sender's chat with the bot is, when this turn is in it. */
  async remember(context: TurnContext): Promise<void> {
    const { conversation, from, channelId } = context.activity;
    const person = personKey(context);
    if (conversation?.conversationType !== 'personal' || !person || !conversation.id || !from?.id || this.known.get(person) === conversation.id) {
      return;
    }
    const key = chatKey(channelId ?? '', person);
    const stored = (await this.storage.read([key]))[key] as (PersonalChat & { eTag?: string }) | undefined;
    if (stored?.conversationId !== conversation.id) {
      // Written over the version read (or only if none is there): a newer one another process wrote is theirs to keep.
      await this.storage.write({ [key]: { conversationId: conversation.id, ...(stored?.eTag ? { eTag: stored.eTag } : {}) } }).catch((error: unknown) => {
        if (!isEtagConflict(error)) {
          throw error;
        }
      });
    }
    this.known.set(person, conversation.id);
  }

  /** The storage key of the sender's chat with the bot, if they have one. */
  async stateKeyOf(context: TurnContext): Promise<string | undefined> {
    const person = personKey(context);
    const { channelId, recipient } = context.activity;
    if (!person || !recipient?.id) {
      return undefined;
    }
    const key = chatKey(channelId ?? '', person);
    const chat = (await this.storage.read([key]))[key] as PersonalChat | undefined;
    return chat?.conversationId ? `${channelId}/${recipient.id}/conversations/${chat.conversationId}` : undefined;
  }

  /** Reads a conversation's state by its key. */
  async read(stateKey: string): Promise<StoredState> {
    return ((await this.storage.read([stateKey]))[stateKey] ?? {}) as StoredState;
  }

  /** Writes a conversation's state read with `read`, failing on a newer write (its eTag). */
  async write(stateKey: string, state: StoredState): Promise<void> {
    await this.storage.write({ [stateKey]: state });
  }
}

/**
 * Whether the bot is in the conversation the turn comes from: its roster knows the sender there. Only
 * a refusal (403, 404) says it is not; any other failure leaves the chat its own lists.
 */
export async function botIsMember(context: TurnContext): Promise<boolean> {
  try {
    await TeamsInfo.getMember(context, context.activity.from?.id ?? '');
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return !(status === 403 || status === 404);
  }
}

/** The sender's Teams id, the same in every chat they write in to this bot. */
function personKey(context: TurnContext): string | undefined {
  return context.activity.from?.id;
}

function chatKey(channelId: string, person: string): string {
  return `pantry/personal-chats/${channelId}/${person}`;
}
