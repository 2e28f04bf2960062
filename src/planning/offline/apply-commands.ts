import { addItems, clearBought, createList, deleteList, type GroceryLists, type ListLimits, markBought, markNotBought, moveToSection, removeItems, renameList, type Section, setQuantities } from '../../lists';
import type { ValidatedDo } from '../plan';

/**
 * The lists after `commands`, worked out as the actions will do it, so that the next part of a
 * request is read against the lists the earlier parts leave. Undefined when a command would fail.
 */
export function applyCommands(lists: GroceryLists, commands: readonly ValidatedDo[], limits: ListLimits, userName?: string): GroceryLists | undefined {
  let current: GroceryLists | undefined = lists;
  for (const command of commands) {
    current = current && applyCommand(current, command, limits, userName);
  }
  return current;
}

function applyCommand(lists: GroceryLists, { action, parameters }: ValidatedDo, limits: ListLimits, userName: string | undefined): GroceryLists | undefined {
  const list = String(parameters.list);
  const items = (parameters.items as string[] | undefined) ?? [];
  const outcome =
    action === 'addItems' ? addItems(lists, list, items, limits, userName)
    : action === 'createList' ? createList(lists, list, items, limits, userName)
    : action === 'removeItems' ? removeItems(lists, list, items)
    : action === 'deleteList' ? deleteList(lists, list)
    : action === 'markBought' ? markBought(lists, list, items, userName)
    : action === 'markNotBought' ? markNotBought(lists, list, items)
    : action === 'clearBought' ? clearBought(lists, list)
    : action === 'moveToSection' ? moveToSection(lists, list, items, parameters.section as Section)
    : action === 'renameList' ? renameList(lists, list, String(parameters.newName), limits)
    : action === 'setQuantity' ? setQuantities(lists, list, items, limits)
    : undefined;
  if (outcome === undefined) {
    // Reading a list, or making items usual, changes no list.
    return action === 'showList' || action === 'setUsual' ? lists : undefined;
  }
  return outcome.ok ? outcome.value.lists : undefined;
}
