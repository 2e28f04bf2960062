import { z } from 'zod/v4';
import { moveToSection, SECTIONS } from '../lists';
import { defineAction } from './define-action';
import { markedItemsEffect } from './marked-items-effect';
import { itemTexts, listName } from './parameters';

export const moveToSectionAction = defineAction({
  name: 'moveToSection',
  description: 'Set section.',
  parameters: z.object({ list: listName, items: itemTexts, section: z.enum(SECTIONS).describe('Section, one of') }),
  run({ list, items, section }, { lists }) {
    return markedItemsEffect(moveToSection(lists, list, items, section), items, { done: (names, on) => `Moved ${names} to ${section} on ${on}.`, already: `already under ${section}` });
  },
});
