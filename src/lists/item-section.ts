import { type Section, sectionOf } from './sections';
import type { ListItem } from './types';

/** The section an item is shown under: the one a person chose for it, else the dictionary's. */
export function sectionOfItem(item: ListItem): Section {
  return item.section ?? sectionOf(item.name);
}
