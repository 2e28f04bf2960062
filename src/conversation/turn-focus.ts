import type { AppliedCall } from '../actions/applied-call';
import { findList, type GroceryLists } from '../lists';
import type { ConversationFocus, ConversationState } from './conversation-state';

/**
 * What the next turn's "it", "them" and "that list" point at, after a turn that made `applied` and
 * read or showed `consulted`: the one list it was about (by id, so a rename keeps it) and the items
 * its calls named. A turn about no list leaves the focus as it was; one about several lists, or one
 * that deleted its list, leaves none, since "it" could then be either.
 */
export function focusAfterTurn(previous: ConversationFocus | undefined, lists: GroceryLists, applied: readonly AppliedCall[], consulted: readonly string[]): ConversationFocus | undefined {
  // A call about no list ("milk is a staple") points at none.
  const aboutLists = applied.filter((call) => call.parameters.list !== undefined);
  const names = [...aboutLists.map(listNameAfter), ...consulted];
  if (names.length === 0) {
    // A turn that only answered, or asked back, changed nothing to do again: "and eggs" after it is no follow-up.
    return previous?.action === undefined ? previous : withoutAction(previous);
  }
  const ids = new Set(names.map((name) => listIdOf(lists, name)));
  const [id] = ids;
  if (ids.size !== 1 || id === undefined) {
    return undefined;
  }
  const items = [...new Set(aboutLists.flatMap((call) => (Array.isArray(call.parameters.items) ? call.parameters.items.filter((item): item is string => typeof item === 'string') : [])))];
  const actions = new Set(aboutLists.map((call) => call.action));
  const [action] = actions;
  return { listId: id, ...(items.length > 0 ? { items } : {}), ...(actions.size === 1 && consulted.length === 0 && action !== undefined ? { action } : {}) };
}

function withoutAction({ action, ...focus }: ConversationFocus): ConversationFocus {
  void action;
  return focus;
}

/** Sets the conversation's focus to what `focusAfterTurn` finds, or clears it when there is none. */
export function refocus(conversation: ConversationState, lists: GroceryLists, applied: readonly AppliedCall[], consulted: readonly string[]): void {
  const focus = focusAfterTurn(conversation.focus, lists, applied, consulted);
  if (focus) {
    conversation.focus = focus;
  } else {
    delete conversation.focus;
  }
}

/** The name the call's list has after it: a renamed list goes by its new name. */
function listNameAfter(call: AppliedCall): string {
  return String(call.action === 'renameList' ? call.parameters.newName : call.parameters.list);
}

function listIdOf(lists: GroceryLists, name: string): string | undefined {
  const found = findList(lists, name);
  return found.ok ? found.value.id : undefined;
}
