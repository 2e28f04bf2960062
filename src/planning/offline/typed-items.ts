import { readItems } from './read-items';
import { tokenize } from './tokenize';

/**
 * Items typed in a box (a card's, a dialog's), split as a message is: "milk, 2 loaves of bread" is
 * two items; what does not read as items alone is one item, as typed.
 */
export function typedItems(text: string): string[] {
  const tokens = tokenize(text);
  const read = readItems(tokens, 0, tokens.length);
  return read?.kind === 'items' && read.notes.length === 0 ? [...read.items] : [text];
}
