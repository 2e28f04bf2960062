import { DomUtils, parseDocument } from 'htmlparser2';
import { DEFAULT_LIST_LIMITS, type GroceryList } from '../lists';
import { planOffline } from '../planning/offline/offline-planner';
import { NUMBER_WORDS_PATTERN } from '../text/number-words';

/** A list of no one's, for reading a message as a request to add to it: only what it asks to add matters. */
const READING_LIST: GroceryList = { id: 'message', name: 'message', items: [] };

/** Amounts of a thing that name it: "2 loaves" are loaves of bread. */
const IMPLIED_GOODS: ReadonlyMap<string, string> = new Map([
  ['loaf', 'bread'],
  ['loaves', 'bread'],
  ['dozen', 'eggs'],
]);

/**
 * The items a chat message asks for, read as the offline planner reads a request to add: "can
 * someone pick up milk, eggs and 2 loaves on the way home" is milk, eggs and 2 loaves of bread. A
 * message that is not such a request gives none. Teams sends the message as HTML: its text is read.
 */
export function itemsInMessage(html: string): string[] {
  const text = DomUtils.textContent(parseDocument(html)).replace(/\s+/g, ' ').trim();
  if (text.length === 0) {
    return [];
  }
  const planning = planOffline(text, [READING_LIST], DEFAULT_LIST_LIMITS);
  if (!planning.understood) {
    return [];
  }
  const items = planning.plan.commands.flatMap((command) => (command.type === 'DO' && command.action === 'addItems' && Array.isArray(command.parameters.items) ? (command.parameters.items as string[]) : []));
  return [...new Set(items.map(withImpliedGood))];
}

// "2 loaves", "a dozen": a count of a unit that implies its good.
const COUNTED_GOOD = new RegExp(String.raw`^(\d+|a|an|${NUMBER_WORDS_PATTERN})\s+(loaf|loaves|dozen)$`, 'i');

function withImpliedGood(item: string): string {
  const match = COUNTED_GOOD.exec(item.trim());
  const good = match ? IMPLIED_GOODS.get((match[2] as string).toLowerCase()) : undefined;
  return match && good ? `${item.trim()} of ${good}` : item;
}
