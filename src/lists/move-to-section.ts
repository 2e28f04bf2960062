import type { MarkItemsOutcome } from './mark-bought';
import { markItems } from './mark-bought';
import type { ListResult } from './list-result';
import type { Section } from './sections';
import { sectionOfItem } from './item-section';
import type { GroceryLists } from './types';

/** Puts items under `section` ("put tofu under produce"): the card shows them there from now on. */
export function moveToSection(lists: GroceryLists, listName: string, items: readonly string[], section: Section): ListResult<MarkItemsOutcome> {
  return markItems(lists, listName, items, (item) => (sectionOfItem(item) === section && item.section === section ? undefined : { ...item, section }));
}
