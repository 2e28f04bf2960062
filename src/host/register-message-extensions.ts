import type { MessagingExtensionResult, TurnContext } from 'botbuilder';
import type { AppliedCall } from '../actions/applied-call';
import type { ActionDefinition } from '../actions/define-action';
import { addToPantryCard } from '../cards/add-to-pantry-card';
import type { AdaptiveCard } from '../cards/adaptive-card';
import { listCard } from '../cards/list-card';
import { recipeCardFor } from '../cards/recipe-card';
import { refocus } from '../conversation/turn-focus';
import type { AllowedHosts } from '../links/allowed-hosts';
import { LinkRefusedError } from '../links/link-refused-error';
import { type GroceryLists, type ListLimits, matchKey } from '../lists';
import { callsFromDialog } from '../message-extension/add-from-dialog';
import { itemsInMessage } from '../message-extension/items-in-message';
import { applyCalls } from '../planning/apply-calls';
import { fetchRecipe } from '../recipes/fetch-recipe';
import { joinWords } from '../text/join-words';
import type { AppTurnState, BotApplication } from './app-turn-state';
import { turnRecordOf } from './turn-record';
import type { LinkReadLimit } from './link-read-limit';
import { botIsMember, type PersonalChats } from './personal-chats';
import { withUndoEntry } from '../conversation/remember-undo';
import type { ListsChange } from '../conversation/lists-change';
import { isEtagConflict } from '../storage/storage-errors';

/** The message extension's command ids, as `appPackage/manifest.json` names them. */
export const MESSAGE_EXTENSION_COMMANDS = { addToPantry: 'addToPantry', findList: 'findList' } as const;

export interface MessageExtensionOptions {
  readonly actions: readonly ActionDefinition[];
  readonly limits: ListLimits;
  readonly allowedHosts: AllowedHosts;
  readonly personalChats: PersonalChats;
  /** How many links a conversation, and a person, may have read a minute: unfurls count with the links sent in chat. */
  readonly linkReads: LinkReadLimit;
}

/** Said where the bot is not in the chat and the person has no chat with it to add to. */
const NO_PERSONAL_CHAT = "Pantry isn't in this chat, and you have no chat with Pantry yet. Open a chat with Pantry (search for it in Teams), then use Add to Pantry again.";
/** Said in the dialog where the bot is not in the chat: the items go to the person's own chat with it. */
const TO_PERSONAL_CHAT = "Pantry isn't in this chat, so these go on the lists of your chat with Pantry.";

/** Whose lists the extension works on: the chat's, or, where the bot is not in it, the person's own chat with the bot. */
type ListsHome = { readonly kind: 'here' } | { readonly kind: 'personal'; readonly key: string } | { readonly kind: 'none' };

async function listsHome(context: TurnContext, personalChats: PersonalChats): Promise<ListsHome> {
  if (await botIsMember(context)) {
    return { kind: 'here' };
  }
  const key = await personalChats.stateKeyOf(context);
  return key ? { kind: 'personal', key } : { kind: 'none' };
}

const ADAPTIVE_CARD = 'application/vnd.microsoft.card.adaptive';

/** An unfurl with no card: Teams leaves the link as it was typed. */
const NOT_UNFURLED: MessagingExtensionResult = { type: 'result', attachmentLayout: 'list', attachments: [] };

/**
 * The message extension, on the lists of the conversation it is used in: "Add to Pantry" on any
 * message (a dialog of the items read from it), a recipe link pasted in a compose box unfurled as its
 * recipe card, and a search that inserts a list's card into the message being written.
 */
export function registerMessageExtensions(app: BotApplication, options: MessageExtensionOptions): void {
  app.messageExtensions.fetchTask(MESSAGE_EXTENSION_COMMANDS.addToPantry, async (context, state) => {
    const body = (context.activity.value as { messagePayload?: { body?: { content?: string } } } | undefined)?.messagePayload?.body?.content ?? '';
    const home = await listsHome(context, options.personalChats);
    if (home.kind === 'none') {
      return NO_PERSONAL_CHAT;
    }
    const conversation = home.kind === 'here' ? state.conversation : ((await options.personalChats.read(home.key)) as AppTurnState['conversation']);
    const card = addToPantryCard(itemsInMessage(body), conversation.lists ?? [], conversation.focus?.listId, home.kind === 'personal' ? TO_PERSONAL_CHAT : undefined);
    return { title: 'Add to Pantry', card: { contentType: ADAPTIVE_CARD, content: card }, width: 'medium', height: 'medium' };
  });

  app.messageExtensions.submitAction<Record<string, unknown>>(MESSAGE_EXTENSION_COMMANDS.addToPantry, async (context, state, data) => {
    const home = await listsHome(context, options.personalChats);
    if (home.kind === 'none') {
      return NO_PERSONAL_CHAT;
    }
    if (home.kind === 'personal') {
      return addInPersonalChat(context, home.key, data ?? {}, options);
    }
    const added = await addFromDialog(context, state.conversation.lists ?? [], data ?? {}, options);
    if (!('lists' in added)) {
      return added.reply;
    }
    changeLists(context, state, added.lists, added.calls);
    return `Added ${joinWords(added.items)} to ${added.list}.`;
  });

  app.messageExtensions.queryLink(async (context, state, url) => {
    // A link not unfurled is no error: the person's message goes as they wrote it, and nothing is posted.
    if (!options.linkReads.allow(context)) {
      turnRecordOf(context).declined = 'too_many_link_reads';
      return NOT_UNFURLED;
    }
    try {
      const recipe = await fetchRecipe(url, { allowedHosts: options.allowedHosts });
      if (!recipe) {
        return NOT_UNFURLED;
      }
      const card = recipeCardFor(recipe, state.conversation.lists ?? [], state.conversation.focus?.listId);
      return resultOf([{ card, title: recipe.name, text: `${recipe.ingredients.length} ingredients${recipe.servings ? `, serves ${recipe.servings}` : ''}` }]);
    } catch (error) {
      // A link refused (a page too large or too deeply nested included) is not unfurled.
      if (error instanceof LinkRefusedError) {
        turnRecordOf(context).declined = error.declinedAs;
        return NOT_UNFURLED;
      }
      throw error;
    }
  });

  app.messageExtensions.query(MESSAGE_EXTENSION_COMMANDS.findList, async (_context, state, query) => {
    const lists = state.conversation.lists ?? [];
    // Opened with nothing typed yet, every list; else the lists whose names hold what was typed.
    const wanted = matchKey(String(query.parameters.listName ?? ''));
    const found = wanted.length === 0 ? lists : lists.filter((list) => matchKey(list.name).includes(wanted));
    return resultOf(found.slice(0, query.count ?? 25).map((list) => ({ card: listCard(list), title: list.name, text: list.items.length === 1 ? '1 item' : `${list.items.length} items` })));
  });
}

/** The result of a search or an unfurl: each card, with the preview Teams lists it by. */
function resultOf(cards: readonly { card: AdaptiveCard; title: string; text: string }[]): MessagingExtensionResult {
  return {
    type: 'result',
    attachmentLayout: 'list',
    attachments: cards.map(({ card, title, text }) => ({ contentType: ADAPTIVE_CARD, content: card, preview: { contentType: 'application/vnd.microsoft.card.thumbnail', content: { title, text } } })),
  };
}

/** The dialog's change made to the conversation, as a card's is: recorded, so it is replayed and undone like any other. */
function changeLists(context: TurnContext, state: AppTurnState, lists: GroceryLists, calls: Parameters<typeof refocus>[2]): void {
  state.conversation.lists = lists;
  turnRecordOf(context).applied.push(...calls);
  refocus(state.conversation, lists, calls, []);
}

/** How often a dialog's add to the person's own chat is tried again when that chat changed meanwhile. */
const PERSONAL_WRITE_ATTEMPTS = 3;

/**
 * The dialog's items added to the lists of the person's own chat with the bot, read and written
 * there with its eTag (tried again on a newer write), as a card's change would be: the chat the
 * extension was used in is left as it was.
 */
async function addInPersonalChat(context: TurnContext, key: string, data: Record<string, unknown>, options: MessageExtensionOptions): Promise<string> {
  for (let attempt = 1; attempt <= PERSONAL_WRITE_ATTEMPTS; attempt++) {
    const stored = await options.personalChats.read(key);
    const lists = (stored.lists as GroceryLists | undefined) ?? [];
    const added = await addFromDialog(context, lists, data, options);
    if (!('lists' in added)) {
      return added.reply;
    }
    const undo = withUndoEntry(stored.undo as ListsChange[] | undefined, lists, added.lists);
    try {
      await options.personalChats.write(key, { ...stored, lists: added.lists, undo });
      return `Added ${joinWords(added.items)} to ${added.list} in your chat with Pantry.`;
    } catch (error) {
      if (!isEtagConflict(error)) {
        throw error;
      }
    }
  }
  return 'Your chat with Pantry kept changing while I tried to add these, so nothing was added. Please try again.';
}

/** The dialog's submit applied to `lists`: the lists it leaves, the calls that made them and what they added where; or, when nothing was added, what to say. */
async function addFromDialog(
  context: TurnContext,
  lists: GroceryLists,
  data: Record<string, unknown>,
  options: MessageExtensionOptions,
): Promise<{ readonly reply: string } | { readonly lists: GroceryLists; readonly calls: AppliedCall[]; readonly items: readonly string[]; readonly list: string }> {
  const asked = callsFromDialog(lists, data);
  if (!asked) {
    return { reply: 'Nothing was ticked or typed, so nothing was added.' };
  }
  const userName = context.activity.from?.name;
  const applied = await applyCalls(lists, asked.calls, options.actions, { limits: options.limits, ...(userName ? { userName } : {}) });
  if (!applied.ok) {
    return { reply: `Nothing was added: ${applied.error.message}` };
  }
  return { lists: applied.value, calls: asked.calls, items: asked.items, list: asked.list };
}
