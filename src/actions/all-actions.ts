import { addItemsAction } from './add-items';
import { createListAction } from './create-list';
import type { ActionDefinition } from './define-action';
import { deleteListAction } from './delete-list';
import { findItemAction } from './find-item';
import { getItemsAction } from './get-items';
import { removeItemsAction } from './remove-items';

/** Every action the planner may use, in the order the model is shown them. */
export const allActions: readonly ActionDefinition[] = [
  createListAction,
  deleteListAction,
  addItemsAction,
  removeItemsAction,
  getItemsAction,
  findItemAction,
] as readonly ActionDefinition[];
