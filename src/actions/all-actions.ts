import { addItemsAction } from './add-items';
import { createListAction } from './create-list';
import type { ActionDefinition } from './define-action';
import { deleteListAction } from './delete-list';
import { findItemAction } from './find-item';
import { clearBoughtAction, markBoughtAction, markNotBoughtAction } from './mark-bought';
import { moveToSectionAction } from './move-to-section';
import { renameListAction } from './rename-list';
import { getItemsAction } from './get-items';
import { removeItemsAction } from './remove-items';
import { setQuantityAction } from './set-quantity';
import { showListAction } from './show-list';
import { whoAddedAction } from './who-added';
import { addUsualItemsAction } from './add-usual-items';
import { getUsualItemsAction } from './get-usual-items';
import { setUsualAction } from './set-usual';
import { addRecipeItemsAction } from './add-recipe-items';
import { proposeRecipeAction } from './propose-recipe';
import { setReminderAction } from './set-reminder';
import { keepReminderAction } from './keep-reminder';
import { cancelRemindersAction } from './cancel-reminders';

/** Every action the planner may use, in the order the model is shown them. */
export const allActions: readonly ActionDefinition[] = [
  createListAction,
  deleteListAction,
  addItemsAction,
  removeItemsAction,
  setQuantityAction,
  markBoughtAction,
  markNotBoughtAction,
  clearBoughtAction,
  moveToSectionAction,
  renameListAction,
  getItemsAction,
  findItemAction,
  whoAddedAction,
  showListAction,
  getUsualItemsAction,
  addUsualItemsAction,
  setUsualAction,
  proposeRecipeAction,
  setReminderAction,
] as readonly ActionDefinition[];

/**
 * Every action a recorded call may name: the model's, and those only a card's button or the bot's
 * own reading makes (a recipe's ticked ingredients, a reminder as it was read, reminders cancelled).
 * Calls are applied again with these after a conflict, or on Confirm.
 */
export const recordableActions: readonly ActionDefinition[] = [...allActions, addRecipeItemsAction, keepReminderAction, cancelRemindersAction] as readonly ActionDefinition[];
